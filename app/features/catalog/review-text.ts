import { REVIEW_PAGES, type CannedReview } from "~/content/reviews";

import type { CategorySlug } from "./categories";

/** Spec §2: the canned text for a rank position; a rank beyond the five texts falls back to rank 0. */
export function getCannedReview(category: CategorySlug, rank: number): CannedReview {
  const reviews = REVIEW_PAGES[category].reviews;
  return (Number.isInteger(rank) && rank >= 0 ? reviews[rank] : undefined) ?? reviews[0];
}
