const PLAIN_NUMBER = /^\$?\s*(\d+(?:,\d{3})*(?:\.\d+)?)$/;

/**
 * Any price a product record may carry (a number of dollars, "$1,299.99", "1299.99", "12.345")
 * as whole cents, rounded; null when it is not a price, which shows as $0.00.
 */
export function readPriceCents(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : null;
  if (typeof value !== "string") return null;
  const match = PLAIN_NUMBER.exec(value.trim());
  return match ? Math.round(Number(match[1]!.replace(/,/g, "")) * 100) : null;
}

/** "$1,299.99", "1299.99" or "1299" to integer cents; null when it is not a price. */
export function parsePriceToCents(value: string): number | null {
  const match = PLAIN_NUMBER.exec(value.trim());
  if (!match) return null;
  const [whole, fraction = ""] = match[1]!.replace(/,/g, "").split(".");
  if (fraction.length > 2) return null;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
