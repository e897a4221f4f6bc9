const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** What a product with no price shows. */
export const ZERO_USD = "$0.00";

/** Whole cents as US dollars: 129999 reads "$1,299.99"; a missing price reads "$0.00". */
export function formatUsd(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return ZERO_USD;
  // `|| 0` turns a negative zero into zero, which would otherwise read "-$0.00".
  return USD.format(Math.round(cents) / 100 || 0);
}
