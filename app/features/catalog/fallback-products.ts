import { SEED_PRODUCTS, type SeedProduct } from "~/db/seed/products-data";
import { buildAmazonLink } from "~/lib/affiliate";
import { formatUsd } from "~/lib/money";

import { CATEGORIES, FALLBACK_LIMIT, type CategorySlug } from "./categories";
import type { DisplayProduct } from "./display-product";

/** Spec §9: keyboards has no local fallback list; every other category has three items. */
const CATEGORIES_WITHOUT_FALLBACK: ReadonlySet<CategorySlug> = new Set(["keyboards"]);

const PRICING_POINTS = { budget: "Budget", mid: "Mid-range", premium: "Premium" } as const;

function toFallbackProduct(p: SeedProduct, index: number, tag: string): DisplayProduct {
  const link = buildAmazonLink(p, tag);
  const src = CATEGORIES[p.category].image;
  return {
    id: `fallback-${p.category}-${index}`,
    title: p.name,
    name: p.name,
    description: p.description,
    price: formatUsd(p.priceCents),
    imageSrc: src,
    amazonLink: link,
    affiliateLink: link,
    rating: p.rating,
    textSnippet: p.textSnippet,
    features: p.features,
    priceTier: p.priceTier,
    modelNumber: p.modelNumber,
    image: { src, affiliateLink: link },
    // The Z790 board of the motherboard pages takes DDR5; the first memory picks are DDR5 kits.
    motherboardModelNumber: p.category === "memory" ? "ASUS-ROG-Z790" : "",
    pricingPoint: PRICING_POINTS[p.priceTier],
  };
}

/** The local list a listing shows when the API fails or answers nothing (at most three items). */
export function getFallbackProducts(category: CategorySlug, tag: string): DisplayProduct[] {
  if (CATEGORIES_WITHOUT_FALLBACK.has(category)) return [];
  return SEED_PRODUCTS.filter((p) => p.category === category)
    .slice(0, FALLBACK_LIMIT)
    .map((p, i) => toFallbackProduct(p, i, tag));
}
