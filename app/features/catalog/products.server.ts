import type { Kysely, Selectable } from "kysely";

import { insertProductRow } from "~/db/product-rows";
import type { Database, ProductsTable } from "~/db/types";

import { CATEGORIES, isCategorySlug, isPriceTier, type CategorySlug } from "./categories";
import type { NewProduct, Product } from "./product";
import { parseStoredReview, serializeReview } from "./review-content";

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
    review: parseStoredReview(row.review),
    badge: row.badge ?? "",
    priceCheckedAt: row.price_checked_at ?? null,
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

/** Every product, each category in review order (the admin's overview: stale prices, search links). */
export async function listAllProducts(db: Kysely<Database>): Promise<Product[]> {
  const rows = await db
    .selectFrom("products")
    .selectAll()
    .orderBy("category", "asc")
    .orderBy("sort_position", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map(toProduct);
}

/**
 * Inserts one product and returns it. Callers that write outside a request's own
 * cache (the admin) must call invalidateCatalogCache() after their transaction commits.
 */
export async function insertProduct(db: Kysely<Database>, input: NewProduct, now = new Date()): Promise<Product> {
  return toProduct(await insertProductRow(db, { ...input, review: serializeReview(input.review ?? null) }, now));
}

/**
 * When each category's products last changed (the newest updated_at; every add, edit and move
 * stamps it), keyed by category. A category with no products has no entry.
 */
export async function lastChangedByCategory(db: Kysely<Database>): Promise<Map<CategorySlug, string>> {
  const rows = await db
    .selectFrom("products")
    .select((eb) => ["category", eb.fn.max("updated_at").as("last")])
    .groupBy("category")
    .execute();
  const last = new Map<CategorySlug, string>();
  for (const row of rows) if (isCategorySlug(row.category) && row.last) last.set(row.category, String(row.last));
  return last;
}
