import type { Kysely } from "kysely";

import { buildAmazonDpUrl, buildAmazonSearchUrl } from "~/lib/affiliate";
import { getConfig } from "~/lib/config.server";

import type { Database } from "../types";

import { SEED_PRODUCTS, type SeedProduct } from "./products-data";

/** Marketplace search link from the name, or the product page when the ASIN is known for certain. */
export function seedAffiliateLink(product: Pick<SeedProduct, "name" | "asin">, tag: string): string {
  return product.asin ? buildAmazonDpUrl(product.asin, tag) : buildAmazonSearchUrl(product.name, tag);
}

/** Inserts the starter catalog, skipping any product whose category and name already exist. */
export async function seedProducts(
  db: Kysely<Database>,
  { tag = getConfig().business.amazonAssociateTag, now = new Date() }: { tag?: string; now?: Date } = {},
): Promise<number> {
  const existing = await db.selectFrom("products").select(["category", "name"]).execute();
  const have = new Set(existing.map((r) => `${r.category}\u0000${r.name}`));
  const positions = new Map<string, number>();
  const stamp = now.toISOString();
  const rows = [];
  for (const p of SEED_PRODUCTS) {
    const position = positions.get(p.category) ?? 0;
    positions.set(p.category, position + 1);
    if (have.has(`${p.category}\u0000${p.name}`)) continue;
    rows.push({
      category: p.category,
      name: p.name,
      description: p.description,
      price_cents: p.priceCents,
      image_src: `/images/products/${p.category}.svg`,
      affiliate_link: seedAffiliateLink(p, tag),
      asin: p.asin ?? null,
      rating: p.rating,
      text_snippet: p.textSnippet,
      features: JSON.stringify(p.features),
      price_tier: p.priceTier,
      model_number: p.modelNumber,
      sort_position: position,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  if (rows.length > 0) await db.insertInto("products").values(rows).execute();
  return rows.length;
}
