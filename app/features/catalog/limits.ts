// How many products each view shows. Apart from the category table (categories.ts), so the
// pages that import only these leave that table out of their browser bundle.

/** A review page ranks at most five products. */
export const REVIEW_PAGE_LIMIT = 5;
/** A listing shows six skeleton cards while it loads. */
export const SKELETON_COUNT = 6;
/** The local fallback list shows at most three products. */
export const FALLBACK_LIMIT = 3;
