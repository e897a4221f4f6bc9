import { cn } from "~/lib/cn";

import { formatPriceDate } from "../price-date";

/**
 * A shown price with the date it was checked ("$999.00" over "as of Nov 23, 2026"), or, when
 * the owner has turned prices off, "See price on Amazon" in its place.
 */
export function PriceTag({
  price,
  checkedAt,
  showPrices,
  className,
}: {
  price: string;
  checkedAt: string | null | undefined;
  showPrices: boolean;
  className?: string;
}) {
  if (!showPrices) {
    return (
      <p className={cn("font-semibold text-slate-800", className)} data-testid="price">
        See price on Amazon
      </p>
    );
  }
  const asOf = formatPriceDate(checkedAt);
  return (
    <p className={cn("flex flex-col", className)} data-testid="price">
      <span className="text-xl font-bold text-slate-900">
        <span className="sr-only">Price: </span>
        {price}
        {asOf && <span className="sr-only"> as of {asOf}</span>}
      </span>
      {asOf && (
        <span aria-hidden="true" className="text-xs text-slate-600" data-testid="price-date">
          as of {asOf}
        </span>
      )}
    </p>
  );
}
