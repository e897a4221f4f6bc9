import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { createMemo, invalidate } from "~/lib/memo.server";

import type { CategorySlug } from "./categories";
import type { Product } from "./product";
import { listProductsByCategory } from "./products.server";

/** The cache scope of product lists and the product API bodies built from them. */
export const CATALOG_SCOPE = "catalog";

/**
 * Catalog reads are served from memory. A write clears them at once on every app server
 * (invalidateCatalogCache); the TTL only bounds staleness if a server missed that message.
 */
export const CATALOG_CACHE_TTL_MS = 60_000;
/** Six categories × two API shapes, with room to spare. */
export const CATALOG_MEMO_MAX_ENTRIES = 64;

/** Call after any committed catalog write (admin add/edit/delete/move, re-seed). */
export function invalidateCatalogCache(): void {
  invalidate(CATALOG_SCOPE);
}

const productsMemo = createMemo<Product[]>({
  scope: CATALOG_SCOPE,
  ttlMs: CATALOG_CACHE_TTL_MS,
  maxEntries: CATALOG_MEMO_MAX_ENTRIES,
});

/** A category's products, from memory when fresh. */
export function getCachedProducts(db: Kysely<Database>, category: CategorySlug): Promise<Product[]> {
  return productsMemo.get(db, category, () => listProductsByCategory(db, category));
}
