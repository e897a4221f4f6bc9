import { formatUsd, ZERO_USD } from "~/lib/money";

const DISPLAY_PRICE = /^\$\d{1,3}(,\d{3})*\.\d{2}$/;
const PLAIN_NUMBER = /^\$?\s*(\d+(?:,\d{3})*(?:\.\d+)?)$/;

/**
 * Any price a server record may carry (a number of dollars, "$1,299.99", "1299.99")
 * as the display string. Anything unreadable is the spec's default "$0.00".
 */
export function toDisplayPrice(value: unknown): string {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? formatUsd(Math.round(value * 100)) : ZERO_USD;
  if (typeof value !== "string") return ZERO_USD;
  const text = value.trim();
  if (DISPLAY_PRICE.test(text)) return text;
  const match = PLAIN_NUMBER.exec(text);
  if (!match) return ZERO_USD;
  return formatUsd(Math.round(Number(match[1]!.replace(/,/g, "")) * 100));
}

/** "$1,299.99", "1299.99" or "1299" to integer cents; null when it is not a price. */
export function parsePriceToCents(value: string): number | null {
  const match = PLAIN_NUMBER.exec(value.trim());
  if (!match) return null;
  const [whole, fraction = ""] = match[1]!.replace(/,/g, "").split(".");
  if (fraction.length > 2) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
