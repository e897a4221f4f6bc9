import type { Kysely } from "kysely";

import { nextSortPosition, productColumns } from "~/db/product-rows";
import type { Database } from "~/db/types";

import type { Product, ProductChanges } from "./product";
import { toProduct } from "./products.server";

/*
 * Admin edits of the catalog. Like insertProduct, these only write: the caller calls
 * invalidateCatalogCache() once the write has committed.
 */

type Db = Kysely<Database>;

/** Updates one product; a product moved to another category goes to the end of it. Undefined when there is no such product. */
export async function updateProduct(db: Db, id: number, changes: ProductChanges, now = new Date()): Promise<Product | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("products")
      .select(["category", "sort_position"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!current) return undefined;
    const sortPosition =
      current.category === changes.category ? Number(current.sort_position) : await nextSortPosition(trx, changes.category);
    const row = await trx
      .updateTable("products")
      .set({ ...productColumns(changes), sort_position: sortPosition, updated_at: now.toISOString() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toProduct(row);
  });
}

/** Deletes one product and its click counts; false when there was no such product. */
export async function deleteProduct(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
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
  return db.transaction().execute(async (trx) => {
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
