const USD = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Whole cents to a display price such as "$579.99". */
export function formatPriceCents(cents: number): string {
  return USD.format(cents / 100);
}
