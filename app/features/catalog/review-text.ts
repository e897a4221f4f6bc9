import type { CannedReview } from "~/content/reviews/types";

/**
 * The canned text for a rank position. A rank beyond the five texts, or one that is not a
 * whole number ≥ 0, falls back to rank 0.
 */
export function pickCannedReview(reviews: readonly CannedReview[], rank: number): CannedReview {
  return (Number.isInteger(rank) && rank >= 0 ? reviews[rank] : undefined) ?? reviews[0]!;
}
