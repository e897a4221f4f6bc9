import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { runSeeders } from "~/db/seed";
import { motherboardsSeeder } from "~/db/seed/motherboards";

import { motherboardsLastChanged } from "./catalog.server";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";

describe.each(testDatabaseKinds())("when the motherboard data last changed, on $kind", ({ make }) => {
  let h: Awaited<ReturnType<typeof openMigratedDatabase>>["handle"];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: h, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("is unknown while both tables are empty", async () => {
    expect(await motherboardsLastChanged(h.db)).toBeNull();
  });

  it("is the newest change to a board or a component, whichever came last", async () => {
    await runSeeders(h.db, { seeders: [motherboardsSeeder] });
    await h.db.updateTable("motherboards").set({ updated_at: "2026-01-01T00:00:00.000Z" }).execute();
    await h.db.updateTable("pc_components").set({ updated_at: "2026-01-02T00:00:00.000Z" }).execute();
    expect(await motherboardsLastChanged(h.db)).toBe("2026-01-02T00:00:00.000Z");

    const board = await h.db.selectFrom("motherboards").select("id").executeTakeFirstOrThrow();
    await h.db.updateTable("motherboards").set({ updated_at: "2026-06-30T18:45:00.000Z" }).where("id", "=", board.id).execute();
    expect(await motherboardsLastChanged(h.db)).toBe("2026-06-30T18:45:00.000Z");
  });
});
