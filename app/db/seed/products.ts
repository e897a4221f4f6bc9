import type { Kysely } from "kysely";

import { buildAmazonLink } from "~/lib/affiliate";
import { getConfig } from "~/lib/config.server";

import { insertProductRow } from "../product-rows";
import type { Database } from "../types";

import { cardPath } from "./product-card-svg";
import { SEED_REVIEWS, type SeedReview } from "./product-reviews-data";
import { SEED_PRODUCTS } from "./products-data";

/** The stored form of a seeded product's review, as the catalog reads it back. */
export function seedReviewJson(review: SeedReview): string {
  const { teaser, verdict, pros, cons, bestFor, specs } = review;
  return JSON.stringify({ teaser, verdict, pros, cons, bestFor, specs: specs.map(([label, value]) => ({ label, value })) });
}

const reviewOf = (name: string) => {
  const review = SEED_REVIEWS[name];
  if (!review) throw new Error(`No seed review for "${name}"`);
  return review;
};

/**
 * Inserts the starter catalog, skipping any product whose category and name already exist.
 * A product takes its place in the seed list of its category as its sort position, its own
 * review and its own picture.
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
      imageSrc: cardPath(p.name),
      affiliateLink: buildAmazonLink(p, tag),
      asin: p.asin ?? null,
      sortPosition: position,
      review: seedReviewJson(reviewOf(p.name)),
    };
    await insertProductRow(db, product, now);
    inserted += 1;
  }
  return inserted;
}

/**
 * For a catalog seeded before products had their own reviews and pictures: gives each seeded
 * product (matched by category and name) its review where it still has none, and its own
 * picture where it still shows its category's shared one. What the owner changed stays.
 */
export async function seedProductContent(db: Kysely<Database>): Promise<number> {
  let changed = 0;
  for (const p of SEED_PRODUCTS) {
    const review = await db
      .updateTable("products")
      .set({ review: seedReviewJson(reviewOf(p.name)) })
      .where("category", "=", p.category)
      .where("name", "=", p.name)
      .where("review", "is", null)
      .executeTakeFirst();
    const image = await db
      .updateTable("products")
      .set({ image_src: cardPath(p.name) })
      .where("category", "=", p.category)
      .where("name", "=", p.name)
      .where("image_src", "=", `/images/products/${p.category}.svg`)
      .executeTakeFirst();
    changed += Number(review.numUpdatedRows) + Number(image.numUpdatedRows);
  }
  return changed;
}
