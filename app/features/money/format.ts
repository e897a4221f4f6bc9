/** How prices, warranties and decisions read on the owner's pages and the invoice; safe in the browser. */
import { formatUsd } from "~/lib/money";

/** A fixed price ("$49.00") or a range ("from $79.00 to $129.00"). */
export function formatPriceRange(priceCents: number, maxCents: number | null): string {
  return maxCents === null ? formatUsd(priceCents) : `from ${formatUsd(priceCents)} to ${formatUsd(maxCents)}`;
}

/** "90-day warranty", or "no warranty" for 0 days. */
export function formatWarranty(days: number): string {
  return days > 0 ? `${days.toLocaleString("en-US")}-day warranty` : "no warranty";
}

/** "2 days", "1 day", "same day" (0), or "not set". */
export function formatTurnaround(days: number | null): string {
  if (days === null) return "not set";
  if (days === 0) return "same day";
  return `${days} ${days === 1 ? "day" : "days"}`;
}

/** A balance as the owner reads it: "$40.00 due", "paid in full", "credit of $10.00". */
export function formatBalance(balanceCents: number): string {
  if (balanceCents > 0) return `${formatUsd(balanceCents)} due`;
  if (balanceCents < 0) return `credit of ${formatUsd(-balanceCents)} (owed to the customer)`;
  return "nothing due";
}
