import { REVIEW_PAGES, type CannedReview, type ReviewPageContent } from "~/content/reviews";

import type { CategorySlug } from "./categories";
import { pickCannedReview } from "./review-text";

/**
 * Every category's review text. Only loaders import this, and send one category's text with
 * the page, so the browser never downloads the other five.
 */
export function getReviewPageContent(category: CategorySlug): ReviewPageContent {
  return REVIEW_PAGES[category];
}

export function getCannedReview(category: CategorySlug, rank: number): CannedReview {
  return pickCannedReview(REVIEW_PAGES[category].reviews, rank);
}
