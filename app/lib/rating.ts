export const STAR_SCALE = 5;

export interface StarParts {
  full: number;
  half: boolean;
  empty: number;
}

/**
 * The rating is clamped to 0..scale; its whole part is filled, a fraction of 0.5 or more adds a
 * half star. Null when there is no rating or it is not a number.
 */
export function splitStars(rating: number | string | null | undefined, scale = STAR_SCALE): StarParts | null {
  if (rating === null || rating === undefined || rating === "") return null;
  const value = typeof rating === "number" ? rating : Number(rating);
  if (!Number.isFinite(value)) return null;
  const clamped = Math.min(Math.max(value, 0), scale);
  const full = Math.floor(clamped);
  const half = clamped - full >= 0.5 && full < scale;
  return { full, half, empty: scale - full - (half ? 1 : 0) };
}

/** One decimal, as the component rating widget shows it. */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
