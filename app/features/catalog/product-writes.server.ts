import type { Kysely } from "kysely";

import { nextSortPosition, productColumns, roundRating } from "~/db/product-rows";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";

import type { Product, ProductChanges } from "./product";
import { toProduct } from "./products.server";
import { serializeReview } from "./review-content";

/*
 * Admin edits of the catalog. Like insertProduct, these only write: the caller calls
 * invalidateCatalogCache() once the write has committed. Each runs in the caller's transaction
 * when given one (so the caller's audit row commits with it), else in its own.
 */

type Db = Kysely<Database>;

/**
 * Updates one product; a product moved to another category goes to the end of it. A new price
 * renews the date it was checked. Editorial fields left out keep what is stored. Undefined when
 * there is no such product.
 */
export async function updateProduct(db: Db, id: number, changes: ProductChanges, now = new Date()): Promise<Product | undefined> {
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom("products")
      .select(["category", "sort_position", "price_cents"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return undefined;
    const sortPosition =
      current.category === changes.category ? Number(current.sort_position) : await nextSortPosition(trx, changes.category);
    const stamp = now.toISOString();
    const storedPrice = current.price_cents === null ? null : Number(current.price_cents);
    const row = await trx
      .updateTable("products")
      .set({
        ...productColumns(changes),
        ...(changes.rating !== undefined ? { rating: roundRating(changes.rating) } : {}),
        ...(changes.priceTier !== undefined ? { price_tier: changes.priceTier } : {}),
        ...(changes.badge !== undefined ? { badge: changes.badge } : {}),
        ...(changes.review !== undefined ? { review: serializeReview(changes.review) } : {}),
        ...(changes.priceCents !== storedPrice ? { price_checked_at: changes.priceCents === null ? null : stamp } : {}),
        sort_position: sortPosition,
        updated_at: stamp,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toProduct(row);
  });
}

/** Deletes one product and its click counts; false when there was no such product. */
export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.deleteFrom("products").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await trx.deleteFrom("affiliate_clicks").where("kind", "=", "product").where("item_id", "=", id).execute();
    return true;
  });
}

export type MoveResult = "moved" | "edge" | "missing";

/**
 * Swaps a product with its neighbour in the category's order (the review rank) and renumbers
 * the category 0..n-1, so positions stay unique however they were seeded.
 */
export async function moveProduct(db: Db, id: number, direction: "up" | "down", now = new Date()): Promise<MoveResult> {
  return inTransaction(db, async (trx) => {
    const product = await trx.selectFrom("products").select("category").where("id", "=", id).executeTakeFirst();
    if (!product) return "missing";
    const rows = await trx
      .selectFrom("products")
      .select(["id", "sort_position"])
      .where("category", "=", product.category)
      .orderBy("sort_position", "asc")
      .orderBy("id", "asc")
      .execute();
    const ids = rows.map((r) => Number(r.id));
    const from = ids.indexOf(id);
    const to = direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= ids.length) return "edge";
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    const stamp = now.toISOString();
    for (const [position, rowId] of ids.entries()) {
      const before = rows.find((r) => Number(r.id) === rowId)!;
      if (Number(before.sort_position) === position) continue;
      await trx.updateTable("products").set({ sort_position: position, updated_at: stamp }).where("id", "=", rowId).execute();
    }
    return "moved";
  });
}

/**
 * "Price still right": renews the date a product's price was checked without changing it.
 * One statement, so it cannot race an edit; false when there is no such product or it has no price.
 */
export async function confirmProductPrice(db: Db, id: number, now = new Date()): Promise<boolean> {
  const stamp = now.toISOString();
  const result = await db
    .updateTable("products")
    .set({ price_checked_at: stamp, updated_at: stamp })
    .where("id", "=", id)
    .where("price_cents", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
