import type { CategorySlug, PriceTier } from "./categories";
import type { ProductReview } from "./review-content";

/** A stored product as the server hands it around (plain object, camelCase). */
export interface Product {
  id: number;
  category: CategorySlug;
  name: string;
  description: string;
  priceCents: number | null;
  imageSrc: string;
  affiliateLink: string;
  asin: string | null;
  rating: number | null;
  textSnippet: string;
  features: string[];
  priceTier: PriceTier;
  modelNumber: string;
  sortPosition: number;
  /** The product's own review; null while it shows its rank's canned text. */
  review: ProductReview | null;
  /** An extra badge the owner sets; empty for none. */
  badge: string;
  /** When the price was last saved or confirmed still right (ISO); null without a price. */
  priceCheckedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields every add and edit sets. */
export type ProductChanges = Pick<
  Product,
  "category" | "name" | "description" | "priceCents" | "imageSrc" | "affiliateLink" | "asin" | "features" | "modelNumber"
> &
  /** The editorial fields: an edit that leaves one out keeps what is stored (older clients send none). */
  Partial<Pick<Product, "rating" | "priceTier" | "badge" | "review">>;

/**
 * A product to insert: the form's fields, plus editorial ones that default to not rated, no
 * snippet, an unknown tier, no badge and no review of its own. Without a sort position it goes
 * after its category's last product.
 */
export type NewProduct = ProductChanges & Partial<Pick<Product, "textSnippet" | "sortPosition">>;
