/** How the admin and the customer read a ticket's dates and age. */
const DAY_MS = 86_400_000;

/** "in the shop today", "in the shop 1 day", "in the shop 6 days": from drop-off to now (or to pickup). */
export function formatShopAge(createdAt: string, until: string): string {
  const days = Math.max(0, Math.floor((Date.parse(until) - Date.parse(createdAt)) / DAY_MS));
  if (days === 0) return "in the shop since today";
  return `in the shop ${days} ${days === 1 ? "day" : "days"}`;
}

export function formatTicketDate(iso: string, timeZone = "America/New_York"): string {
  return new Date(iso).toLocaleDateString("en-US", { timeZone, dateStyle: "medium" });
}

export function formatTicketDateTime(iso: string, timeZone = "America/New_York"): string {
  return new Date(iso).toLocaleString("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
}

/** Cents as dollars for the form's estimate field: 14999 → "149.99". */
export function estimateFieldValue(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}
