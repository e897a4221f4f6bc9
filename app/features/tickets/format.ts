/** How the admin and the customer read a ticket's dates and age, in the shop's time zone (SHOP_TIMEZONE). */
import { TICKET_STATUS_LABELS, isFinalStatus, type TicketStatus } from "./statuses";

const DAY_MS = 86_400_000;

/** "in the shop today", "in the shop 1 day", "in the shop 6 days": from drop-off to now (or to pickup). */
export function formatShopAge(createdAt: string, until: string): string {
  const days = Math.max(0, Math.floor((Date.parse(until) - Date.parse(createdAt)) / DAY_MS));
  if (days === 0) return "in the shop since today";
  return `in the shop ${days} ${days === 1 ? "day" : "days"}`;
}

/**
 * Where a ticket stands in time: a machine still in the shop (a cancelled one too, until it is
 * collected) counts its days until now; one that left says when, and after how long.
 */
export function describeTicketTime(
  t: { status: TicketStatus; createdAt: string; closedAt: string | null },
  now: string,
  timeZone: string,
): string {
  if (!isFinalStatus(t.status) || !t.closedAt) return formatShopAge(t.createdAt, now);
  const days = Math.max(0, Math.floor((Date.parse(t.closedAt) - Date.parse(t.createdAt)) / DAY_MS));
  const stay = days === 0 ? "the same day" : `after ${days} ${days === 1 ? "day" : "days"} in the shop`;
  return `${TICKET_STATUS_LABELS[t.status]} ${formatTicketDate(t.closedAt, timeZone)}, ${stay}`;
}

export function formatTicketDate(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleDateString("en-US", { timeZone, dateStyle: "medium" });
}

export function formatTicketDateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString("en-US", { timeZone, dateStyle: "medium", timeStyle: "short" });
}

/** Cents as dollars for the form's estimate field: 14999 → "149.99". */
export function estimateFieldValue(cents: number | null): string {
  return cents === null ? "" : (cents / 100).toFixed(2);
}

/** "Jane Q. Doe" → "Jane": what the customer's pages and e-mails call them. */
export function firstName(name: string): string {
  return Array.from(name.trim().split(/\s+/)[0] ?? "")
    .slice(0, 40)
    .join("");
}
