import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds, whileMigrating } from "../../../tests/db";
import type { DbHandle } from "../client.server";
import { migrateToLatest } from "../migrate.server";
import { MIGRATIONS } from "../migrations";
import { runSeeders, SEEDERS, type Seeder } from ".";

describe.each(testDatabaseKinds())("migrations and seed on $kind", ({ kind, make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  it("applied every migration, and a second run applies none", async () => {
    const applied = await handle.db
      .selectFrom("kysely_migration" as never)
      .select("name" as never)
      .execute();
    expect(applied.map((r) => (r as { name: string }).name).sort()).toEqual(Object.keys(MIGRATIONS).sort());
    expect(await whileMigrating(kind, () => migrateToLatest(handle.db))).toEqual([]);
  });

  it("seeds every seeder once, and a forced second run adds nothing", async () => {
    const first = await runSeeders(handle.db);
    // product-content only tops up a catalog seeded before products had their own reviews.
    for (const s of SEEDERS) expect(first[s.name], s.name)[s.name === "product-content" ? "toBe" : "toBeGreaterThan"](0);
    const second = await runSeeders(handle.db, { force: true });
    for (const s of SEEDERS) expect(second[s.name], s.name).toBe(0);
  });

  it("skips on start a seeder that already ran, so deleted rows stay deleted", async () => {
    let calls = 0;
    const seeder: Seeder = {
      name: "test-once",
      async run() {
        calls += 1;
        return 1;
      },
    };
    await runSeeders(handle.db, { seeders: [seeder] });
    await runSeeders(handle.db, { seeders: [seeder] });
    expect(calls).toBe(1);
    await runSeeders(handle.db, { seeders: [seeder], force: true });
    expect(calls).toBe(2);
    const marker = await handle.db.selectFrom("app_meta").select("value").where("key", "=", "seed:test-once").executeTakeFirst();
    expect(marker?.value).toBe("done");
  });

  it("rolls a failing seeder back without marking it done", async () => {
    const failing: Seeder = {
      name: "test-failing",
      async run(db) {
        await db.insertInto("app_meta").values({ key: "partial", value: "x", updated_at: "now" }).execute();
        throw new Error("boom");
      },
    };
    await expect(runSeeders(handle.db, { seeders: [failing] })).rejects.toThrow("boom");
    const rows = await handle.db
      .selectFrom("app_meta")
      .select("key")
      .where("key", "in", ["partial", "seed:test-failing"])
      .execute();
    expect(rows).toEqual([]);
  });
});
