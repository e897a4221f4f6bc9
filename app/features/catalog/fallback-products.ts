import { cardPath } from "~/db/seed/product-card-svg";
import { SEED_PRODUCTS, type SeedProduct } from "~/db/seed/products-data";
import { buildAmazonLink } from "~/lib/affiliate";

import type { CategorySlug } from "./categories";
import { FALLBACK_LIMIT } from "./limits";
import { makeDisplayProduct, type DisplayProduct } from "./display-product";

/** Keyboards has no local fallback list; every other category has three items. */
const CATEGORIES_WITHOUT_FALLBACK: ReadonlySet<CategorySlug> = new Set(["keyboards"]);

const PRICING_POINTS = { budget: "Budget", mid: "Mid-range", premium: "Premium" } as const;

function toFallbackProduct(p: SeedProduct, index: number, tag: string): DisplayProduct {
  const view = makeDisplayProduct(
    {
      ...p,
      id: `fallback-${p.category}-${index}`,
      // The product's own picture, as the seeded catalog has it.
      imageSrc: cardPath(p.name),
      affiliateLink: buildAmazonLink(p, tag),
      asin: p.asin ?? null,
    },
    tag,
  );
  return {
    ...view,
    image: { src: view.imageSrc, affiliateLink: view.affiliateLink },
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
