import { formatUsd } from "~/lib/money";

import type { Product } from "./product";

/** Joins a product's features in the listing record. */
export const FEATURE_SEPARATOR = "|||";

/** The legacy listing record, as /api/enhanced-get-products.php answers it. */
export interface EnhancedProductRecord {
  id: number;
  asin: string | null;
  name: string;
  description: string;
  price: string;
  image_src: string;
  affiliate_link: string;
  rating: number | null;
  text_snippet: string;
  features: string;
  price_tier: string;
  model_number: string;
  category: string;
}

/** The legacy admin record, as /api/get-products.php answers it. */
export interface AdminProductRecord {
  id: number;
  name: string;
  description: string;
  price: string;
  image_src: string;
  affiliate_link: string;
  features: string[];
  model_number: string;
}

export function toEnhancedRecord(p: Product): EnhancedProductRecord {
  return {
    id: p.id,
    asin: p.asin,
    name: p.name,
    description: p.description,
    price: formatUsd(p.priceCents),
    image_src: p.imageSrc,
    affiliate_link: p.affiliateLink,
    rating: p.rating,
    text_snippet: p.textSnippet,
    features: joinFeatures(p.features),
    price_tier: p.priceTier,
    model_number: p.modelNumber,
    category: p.category,
  };
}

export function toAdminRecord(p: Product): AdminProductRecord {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: formatUsd(p.priceCents),
    image_src: p.imageSrc,
    affiliate_link: p.affiliateLink,
    features: p.features,
    model_number: p.modelNumber,
  };
}

/** A feature containing the separator would split into two on the client; a space keeps it one. */
export function joinFeatures(features: string[]): string {
  return features.map((f) => f.split(FEATURE_SEPARATOR).join(" ")).join(FEATURE_SEPARATOR);
}
