import type { CategorySlug, PriceTier } from "./categories";

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
  createdAt: string;
  updatedAt: string;
}

/** The fields the admin form sets, on a new product and on an edit. */
export type ProductChanges = Pick<
  Product,
  "category" | "name" | "description" | "priceCents" | "imageSrc" | "affiliateLink" | "asin" | "features" | "modelNumber"
>;

/**
 * A product to insert: the form's fields, plus editorial ones that default to not rated, no
 * snippet and an unknown tier. Without a sort position it goes after its category's last product.
 */
export type NewProduct = ProductChanges & Partial<Pick<Product, "rating" | "textSnippet" | "priceTier" | "sortPosition">>;
