import { Star } from "./icons/star";
import { StarHalf } from "./icons/star-half";

import { cn } from "~/lib/cn";
import { STAR_SCALE, formatRating, splitStars } from "~/lib/rating";

/** Stars for a rating out of 5; renders nothing without a rating. */
export function StarRating({
  rating,
  showValue = false,
  className,
  size = 18,
}: {
  rating: number | string | null | undefined;
  showValue?: boolean;
  className?: string;
  size?: number;
}) {
  const parts = splitStars(rating);
  if (!parts) return null;
  const value = Number(rating);
  const label = `Rated ${formatRating(value)} out of ${STAR_SCALE}`;
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <span role="img" aria-label={label} className="inline-flex text-amber-500">
        {Array.from({ length: parts.full }, (_, i) => (
          <Star key={`f${i}`} aria-hidden="true" width={size} height={size} fill="currentColor" data-star="full" />
        ))}
        {parts.half && <StarHalf aria-hidden="true" width={size} height={size} fill="currentColor" data-star="half" />}
        {Array.from({ length: parts.empty }, (_, i) => (
          <Star key={`e${i}`} aria-hidden="true" width={size} height={size} className="text-slate-300" data-star="empty" />
        ))}
      </span>
      {showValue && <span className="text-sm font-medium text-slate-700">{formatRating(value)}</span>}
    </span>
  );
}
