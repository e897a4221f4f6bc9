import type { Kysely } from "kysely";

import { buildAmazonLink } from "~/lib/affiliate";
import { getConfig } from "~/lib/config.server";

import { insertProductRow } from "../product-rows";
import type { Database } from "../types";

import { SEED_PRODUCTS } from "./products-data";

/**
 * Inserts the starter catalog, skipping any product whose category and name already exist.
 * A product takes its place in the seed list of its category as its sort position.
 */
export async function seedProducts(
  db: Kysely<Database>,
  { tag = getConfig().business.amazonAssociateTag, now = new Date() }: { tag?: string; now?: Date } = {},
): Promise<number> {
  const existing = await db.selectFrom("products").select(["category", "name"]).execute();
  const have = new Set(existing.map((r) => `${r.category}\u0000${r.name}`));
  const positions = new Map<string, number>();
  let inserted = 0;
  for (const p of SEED_PRODUCTS) {
    const position = positions.get(p.category) ?? 0;
    positions.set(p.category, position + 1);
    if (have.has(`${p.category}\u0000${p.name}`)) continue;
    const product = {
      ...p,
      // The category's own picture, the same the catalog falls back on.
      imageSrc: `/images/products/${p.category}.svg`,
      affiliateLink: buildAmazonLink(p, tag),
      asin: p.asin ?? null,
      sortPosition: position,
    };
    await insertProductRow(db, product, now);
    inserted += 1;
  }
  return inserted;
}
