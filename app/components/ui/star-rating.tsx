import type { CSSProperties } from "react";

import { cn } from "~/lib/cn";
import { STAR_SCALE, formatRating, splitStars } from "~/lib/rating";

/**
 * Stars for a rating out of 5; renders nothing without a rating. The five stars are one element
 * (the star-rating utility in app.css paints them with a mask), not five SVG icons of two
 * elements each: a listing shows one per card, and every element costs the page's first style,
 * layout and hydration. What is filled is data-stars (whole stars, plus a half from .5 up).
 */
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
  const stars = parts.full + (parts.half ? 0.5 : 0);
  const style = { "--star-size": `${size}px`, "--star-fill": `${(stars / STAR_SCALE) * 100}%` } as CSSProperties;
  return (
    <span className={cn("inline-flex items-center gap-1", className)}>
      <span
        role="img"
        aria-label={`Rated ${formatRating(value)} out of ${STAR_SCALE}`}
        className="star-rating"
        data-stars={stars}
        style={style}
      />
      {showValue && <span className="text-sm font-medium text-slate-700">{formatRating(value)}</span>}
    </span>
  );
}
