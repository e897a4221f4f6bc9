/**
 * Editorial review text. The text belongs to a rank position (0-4) on a
 * category's review page, not to a product, so each entry is written about the role that
 * position plays ("our top pick", "the value pick") rather than about one model.
 */
export interface CannedReview {
  /** Shown on the collapsed card; ends in an ellipsis. */
  teaser: string;
  /** The opening paragraph of the full review. */
  verdict: string;
  /** "What We Liked". */
  pros: string[];
  /** "Room for Improvement". */
  cons: string[];
  /** "Best For:". */
  bestFor: string;
}

export interface ReviewPageContent {
  subtitle: string;
  intro: string;
  /** Ranks 0-4. */
  reviews: [CannedReview, CannedReview, CannedReview, CannedReview, CannedReview];
}
