import type { PriceTier } from "./categories";
import type { Product } from "./product";
import type { ProductReview } from "./review-content";

/**
 * What the listing API's records do not carry: each product's own review, the owner's badge
 * and the date its price was checked. Pages send it beside the products, keyed by product id, so
 * a client refetch of the API (whose shape stays as existing clients know it) keeps it.
 */
export interface ProductEditorial {
  rating: number | null;
  priceTier: PriceTier;
  badge: string;
  review: ProductReview | null;
  priceCheckedAt: string | null;
}

export type EditorialById = Record<string, ProductEditorial>;

export function toEditorial(product: Product): ProductEditorial {
  return {
    rating: product.rating,
    priceTier: product.priceTier,
    badge: product.badge,
    review: product.review,
    priceCheckedAt: product.priceCheckedAt,
  };
}

export function editorialById(products: readonly Product[]): EditorialById {
  return Object.fromEntries(products.map((p) => [String(p.id), toEditorial(p)]));
}
