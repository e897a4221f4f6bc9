/**
 * What other features may use of the catalog, safe in the browser. Keep it to what they
 * need: everything listed here can end up in their pages' bundles.
 */
export { CATEGORIES, CATEGORY_LIST, CATEGORY_SLUGS, PRICE_TIERS, type CategorySlug, type PriceTier } from "./categories";
export { ProductCard } from "./components/product-card";
export { ReviewCard } from "./components/review-card";
export { DEFAULT_RATING, makeDisplayProduct, type DisplayProduct } from "./display-product";
export type { EditorialById, ProductEditorial } from "./editorial";
export { PRICE_STALE_DAYS, formatPriceDate, isPriceStale } from "./price-date";
export { parsePriceToCents, readPriceCents } from "./price";
export type { Product } from "./product";
export { mapServerProduct } from "./product-json";
export type { AdminProductRecord } from "./records";
export { ProductReviewSchema, REVIEW_LIMITS, type ProductReview, type ProductSpec } from "./review-content";
