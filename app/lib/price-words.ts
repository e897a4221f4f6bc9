import { formatUsdShort } from "./money";

/** How a quoted service reads for a customer: one wording on the diagnosis page and in the shop's lead. */

/** "$168–$218" for a range, "$49" for a fixed price. */
export function formatPriceBand(fromCents: number, toCents: number): string {
  return fromCents === toCents ? formatUsdShort(fromCents) : `${formatUsdShort(fromCents)}–${formatUsdShort(toCents)}`;
}

/** "usually 2 working days", "usually 1 working day", "usually the same day"; null when the price list does not say. */
export function turnaroundLine(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return "usually the same day";
  return `usually ${days} working ${days === 1 ? "day" : "days"}`;
}
