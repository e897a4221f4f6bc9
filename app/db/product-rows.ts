import type { Kysely, Selectable } from "kysely";

import type { Database, ProductsTable } from "./types";

/**
 * The products table's columns, written one way by every writer (the admin's product API through
 * the catalog, and the seed). The catalog owns what a product means; this module only stores it.
 */
export interface ProductColumnsInput {
  category: string;
  name: string;
  description: string;
  priceCents: number | null;
  imageSrc: string;
  affiliateLink: string;
  asin: string | null;
  features: readonly string[];
  modelNumber: string;
}

export interface NewProductRow extends ProductColumnsInput {
  rating?: number | null;
  textSnippet?: string;
  priceTier?: string;
  badge?: string;
  /** The review as JSON text (the catalog serializes it), or null for none. */
  review?: string | null;
  /** Omitted: after the category's last product. */
  sortPosition?: number;
}

/** The next free sort position in a category: after its last product, or 0 in an empty one. */
export async function nextSortPosition(db: Kysely<Database>, category: string): Promise<number> {
  const last = await db
    .selectFrom("products")
    .select((eb) => eb.fn.max("sort_position").as("max"))
    .where("category", "=", category)
    .executeTakeFirst();
  return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
}

/** The columns of the fields an edit can change, stored the same way by insert and update. */
export function productColumns(input: ProductColumnsInput) {
  return {
    category: input.category,
    name: input.name,
    description: input.description,
    price_cents: input.priceCents,
    image_src: input.imageSrc,
    affiliate_link: input.affiliateLink,
    asin: input.asin,
    features: JSON.stringify(input.features.map((f) => f.trim()).filter(Boolean)),
    model_number: input.modelNumber,
  };
}

/** Ratings are kept to one decimal. */
export function roundRating(rating: number | null): number | null {
  return rating === null ? null : Math.round(rating * 10) / 10;
}

/** Inserts one product row (rating kept to one decimal) and returns it as stored. */
export async function insertProductRow(
  db: Kysely<Database>,
  input: NewProductRow,
  now = new Date(),
): Promise<Selectable<ProductsTable>> {
  const stamp = now.toISOString();
  return db
    .insertInto("products")
    .values({
      ...productColumns(input),
      rating: roundRating(input.rating ?? null),
      text_snippet: input.textSnippet ?? "",
      price_tier: input.priceTier ?? "unknown",
      badge: input.badge ?? "",
      review: input.review ?? null,
      price_checked_at: input.priceCents === null ? null : stamp,
      sort_position: input.sortPosition ?? (await nextSortPosition(db, input.category)),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
