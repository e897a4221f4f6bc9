import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { clearPageCache } from "~/lib/page-cache.server";

import type { CategorySlug } from "./categories";
import type { Product } from "./product";
import { listProductsByCategory } from "./products.server";

/**
 * Catalog reads are served from memory. A write in this process clears everything at once
 * (invalidateCatalogCache); the TTL bounds staleness when several processes share one
 * PostgreSQL database and another process made the write.
 */
export const CATALOG_CACHE_TTL_MS = 60_000;

let generation = 0;

/**
 * Call after any committed catalog write (admin add/edit/delete, re-seed): drops the cached
 * product lists, API bodies and every cached page (listing and review pages show products).
 */
export function invalidateCatalogCache(): void {
  generation += 1;
  clearPageCache();
}

export function getCatalogGeneration(): number {
  return generation;
}

interface Entry<T> {
  generation: number;
  at: number;
  value: Promise<T>;
  /** Set once the load settles successfully, so hot paths can answer without awaiting. */
  settled?: { value: T };
}

export interface CatalogMemo<T> {
  (db: object, key: string, load: () => Promise<T>, now?: number): Promise<T>;
  /** The fresh, already loaded value, or undefined when a load is needed. */
  peek(db: object, key: string, now?: number): T | undefined;
}

/** A small keyed memo of promises that honours the generation and TTL above. */
export function createCatalogMemo<T>(): CatalogMemo<T> {
  const perDb = new WeakMap<object, Map<string, Entry<T>>>();
  const fresh = (entry: Entry<T> | undefined, now: number): entry is Entry<T> =>
    !!entry && entry.generation === generation && now - entry.at < CATALOG_CACHE_TTL_MS;

  const memo = function memo(db: object, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    let map = perDb.get(db);
    if (!map) perDb.set(db, (map = new Map()));
    const hit = map.get(key);
    if (fresh(hit, now)) return hit.value;
    // The generation is read before the load starts, so a write that lands mid-read marks this entry stale.
    const entry: Entry<T> = { generation, at: now, value: load() };
    map.set(key, entry);
    entry.value.then(
      (value) => {
        entry.settled = { value };
      },
      () => {
        if (map.get(key) === entry) map.delete(key);
      },
    );
    return entry.value;
  } as CatalogMemo<T>;
  memo.peek = (db, key, now = Date.now()) => {
    const hit = perDb.get(db)?.get(key);
    return fresh(hit, now) ? hit.settled?.value : undefined;
  };
  return memo;
}

const productsMemo = createCatalogMemo<Product[]>();

/** A category's products, from memory when fresh. */
export function getCachedProducts(db: Kysely<Database>, category: CategorySlug): Promise<Product[]> {
  return productsMemo(db, category, () => listProductsByCategory(db, category));
}
