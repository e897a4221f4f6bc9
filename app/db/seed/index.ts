import type { Kysely } from "kysely";

import type { Database } from "../types";

import { seedProductContent, seedProducts } from "./products";
import { motherboardsSeeder } from "./motherboards";

export interface Seeder {
  /** Stable name; recorded in app_meta once the seeder has run on a database. */
  name: string;
  /** Inserts what is missing, matched by a natural key, so a second run adds nothing. */
  run(db: Kysely<Database>): Promise<number>;
}

/** Each feature's seeder is listed here, in dependency order. */
export const SEEDERS: Seeder[] = [
  { name: "products", run: (db) => seedProducts(db) },
  // Runs once on catalogs seeded before products had their own reviews and pictures.
  { name: "product-content", run: (db) => seedProductContent(db) },
  motherboardsSeeder,
];

const markerKey = (name: string) => `seed:${name}`;

/**
 * On start, a seeder runs once per database (so rows the owner deletes stay deleted);
 * `npm run db:seed` passes `force` to top up whatever is missing.
 */
export async function runSeeders(
  db: Kysely<Database>,
  { force = false, seeders = SEEDERS }: { force?: boolean; seeders?: Seeder[] } = {},
): Promise<Record<string, number>> {
  const inserted: Record<string, number> = {};
  for (const seeder of seeders) {
    const key = markerKey(seeder.name);
    if (!force) {
      const done = await db.selectFrom("app_meta").select("key").where("key", "=", key).executeTakeFirst();
      if (done) continue;
    }
    await db.transaction().execute(async (trx) => {
      inserted[seeder.name] = await seeder.run(trx);
      const now = new Date().toISOString();
      const exists = await trx.selectFrom("app_meta").select("key").where("key", "=", key).executeTakeFirst();
      if (exists) await trx.updateTable("app_meta").set({ value: "done", updated_at: now }).where("key", "=", key).execute();
      else await trx.insertInto("app_meta").values({ key, value: "done", updated_at: now }).execute();
    });
  }
  return inserted;
}
