import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import type { CategorySlug } from "./categories";
import type { Product } from "./product";
import { toProduct } from "./products.server";

/**
 * Admin edits of the catalog. Like insertProduct, these only write: the caller calls
 * invalidateCatalogCache() once the write has committed.
 */
export interface ProductChanges {
  category: CategorySlug;
  name: string;
  description: string;
  priceCents: number;
  imageSrc: string;
  affiliateLink: string;
  asin: string | null;
  features: string[];
  modelNumber: string;
}

type Db = Kysely<Database>;

async function nextPosition(db: Db, category: CategorySlug): Promise<number> {
  const last = await db
    .selectFrom("products")
    .select((eb) => eb.fn.max("sort_position").as("max"))
    .where("category", "=", category)
    .executeTakeFirst();
  return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
}

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
      current.category === changes.category ? Number(current.sort_position) : await nextPosition(trx, changes.category);
    const row = await trx
      .updateTable("products")
      .set({
        category: changes.category,
        name: changes.name,
        description: changes.description,
        price_cents: changes.priceCents,
        image_src: changes.imageSrc,
        affiliate_link: changes.affiliateLink,
        asin: changes.asin,
        features: JSON.stringify(changes.features.map((f) => f.trim()).filter(Boolean)),
        model_number: changes.modelNumber,
        sort_position: sortPosition,
        updated_at: now.toISOString(),
      })
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
