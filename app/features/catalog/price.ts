const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

export const ZERO_PRICE = "$0.00";

/** Integer cents to "$1,299.99"; a missing price reads "$0.00" (spec §3 default). */
export function formatCents(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return ZERO_PRICE;
  return USD.format(Math.round(cents) / 100);
}

const DISPLAY_PRICE = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const PLAIN_NUMBER = /^\$?\s*(\d+(?:,\d{3})*(?:\.\d+)?)$/;

/**
 * Any price a server record may carry (a number of dollars, "$1,299.99", "1299.99")
 * as the display string. Anything unreadable is the spec's default "$0.00".
 */
export function toDisplayPrice(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? formatCents(Math.round(value * 100)) : ZERO_PRICE;
  if (typeof value !== "string") return ZERO_PRICE;
  const text = value.trim();
  if (DISPLAY_PRICE.test(text)) return text;
  const match = PLAIN_NUMBER.exec(text);
  if (!match) return ZERO_PRICE;
  return formatCents(Math.round(Number(match[1]!.replace(/,/g, "")) * 100));
}

/** "$1,299.99", "1299.99" or "1299" to integer cents; null when it is not a price. */
export function parsePriceToCents(value: string): number | null {
  const match = PLAIN_NUMBER.exec(value.trim());
  if (!match) return null;
  const [whole, fraction = ""] = match[1]!.replace(/,/g, "").split(".");
  if (fraction.length > 2) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
