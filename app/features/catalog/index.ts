/**
 * What other features may use of the catalog, safe in the browser. Keep it to what they
 * need: everything listed here can end up in their pages' bundles.
 */
export { CATEGORIES, CATEGORY_LIST, CATEGORY_SLUGS, type CategorySlug } from "./categories";
export { ProductCard } from "./components/product-card";
export { makeDisplayProduct, type DisplayProduct } from "./display-product";
export { parsePriceToCents, readPriceCents } from "./price";
export type { Product } from "./product";
export { mapServerProduct } from "./product-json";
export type { AdminProductRecord } from "./records";
