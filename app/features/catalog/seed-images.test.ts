import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { runSeeders } from "~/db/seed";

import { CATEGORIES, isCategorySlug } from "./categories";

// The seed names its pictures itself (app/db imports no feature), so this holds it to the catalog's.
describe.each(testDatabaseKinds())("seeded product pictures on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    await runSeeders(handle.db);
  });
  afterAll(async () => cleanup?.());

  it("gives each seeded product its category's own picture, as the catalog names it", async () => {
    const rows = await handle.db.selectFrom("products").select(["category", "image_src"]).execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(isCategorySlug(row.category), row.category).toBe(true);
      if (isCategorySlug(row.category)) expect(row.image_src, row.category).toBe(CATEGORIES[row.category].image);
    }
  });
});
