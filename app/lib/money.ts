const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const WHOLE_USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** What a product with no price shows. */
export const ZERO_USD = "$0.00";

/** Whole cents as US dollars: 129999 reads "$1,299.99"; a missing price reads "$0.00". */
export function formatUsd(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return ZERO_USD;
  // `|| 0` turns a negative zero into zero, which would otherwise read "-$0.00".
  return USD.format(Math.round(cents) / 100 || 0);
}

/** A price as a visitor reads it: whole dollars without cents ("$168"), others as formatUsd ("$49.50"). */
export function formatUsdShort(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents) || Math.round(cents) % 100 !== 0) return formatUsd(cents);
  return WHOLE_USD.format(Math.round(cents) / 100 || 0);
}
