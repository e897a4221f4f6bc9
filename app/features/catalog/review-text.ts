import type { CannedReview } from "~/content/reviews/types";

/** Spec §2: the canned text for a rank position; a rank beyond the five texts falls back to rank 0. */
export function pickCannedReview(reviews: readonly CannedReview[], rank: number): CannedReview {
  return (Number.isInteger(rank) && rank >= 0 ? reviews[rank] : undefined) ?? reviews[0]!;
}
