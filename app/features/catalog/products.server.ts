import type { Kysely, Selectable } from "kysely";

import type { Database, ProductsTable } from "~/db/types";

import { CATEGORIES, isCategorySlug, isPriceTier, type CategorySlug } from "./categories";
import type { NewProduct, Product, ProductChanges } from "./product";

/** features is stored as JSON text; a damaged value reads as no features rather than failing the page. */
export function parseFeatures(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((f): f is string => typeof f === "string" && f.trim() !== "") : [];
  } catch {
    return [];
  }
}

export function toProduct(row: Selectable<ProductsTable>): Product {
  const category = isCategorySlug(row.category) ? row.category : "laptops";
  return {
    id: Number(row.id),
    category,
    name: row.name,
    description: row.description,
    priceCents: row.price_cents === null ? null : Number(row.price_cents),
    imageSrc: row.image_src || CATEGORIES[category].image,
    affiliateLink: row.affiliate_link,
    asin: row.asin,
    rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10,
    textSnippet: row.text_snippet,
    features: parseFeatures(row.features),
    priceTier: isPriceTier(row.price_tier) ? row.price_tier : "unknown",
    modelNumber: row.model_number,
    sortPosition: Number(row.sort_position),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A category's products in review order (sort position, then age). */
export async function listProductsByCategory(db: Kysely<Database>, category: CategorySlug): Promise<Product[]> {
  const rows = await db
    .selectFrom("products")
    .selectAll()
    .where("category", "=", category)
    .orderBy("sort_position", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toProduct);
}

/** The next free sort position in a category: after its last product, or 0 in an empty one. */
export async function nextSortPosition(db: Kysely<Database>, category: CategorySlug): Promise<number> {
  const last = await db
    .selectFrom("products")
    .select((eb) => eb.fn.max("sort_position").as("max"))
    .where("category", "=", category)
    .executeTakeFirst();
  return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
}

/** The columns of the form's fields, stored one way by insert and update alike. */
export function toChangeColumns(changes: ProductChanges) {
  return {
    category: changes.category,
    name: changes.name,
    description: changes.description,
    price_cents: changes.priceCents,
    image_src: changes.imageSrc,
    affiliate_link: changes.affiliateLink,
    asin: changes.asin,
    features: JSON.stringify(changes.features.map((f) => f.trim()).filter(Boolean)),
    model_number: changes.modelNumber,
  };
}

/**
 * Inserts one product and returns it. Callers that write outside a request's own
 * cache (the admin) must call invalidateCatalogCache() after their transaction commits.
 */
export async function insertProduct(db: Kysely<Database>, input: NewProduct, now = new Date()): Promise<Product> {
  const stamp = now.toISOString();
  const row = await db
    .insertInto("products")
    .values({
      ...toChangeColumns(input),
      rating: input.rating === null || input.rating === undefined ? null : Math.round(input.rating * 10) / 10,
      text_snippet: input.textSnippet ?? "",
      price_tier: input.priceTier ?? "unknown",
      sort_position: input.sortPosition ?? (await nextSortPosition(db, input.category)),
      created_at: stamp,
      updated_at: stamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toProduct(row);
}
