import type { CategorySlug, PriceTier } from "./categories";

/** A catalog row as the server hands it around (plain object, camelCase). */
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
