import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { migrateTo, testDatabaseKinds, whileMigrating } from "../../../tests/db";
import { migrateToLatest } from "~/db/migrate.server";

describe.each(testDatabaseKinds())("the lead stage migration on $kind", ({ kind, make }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => cleanup?.());

  it("maps a handled lead to done and a new one to new, each with a first history row", async () => {
    const test = make();
    const handle = await test.open();
    cleanup = async () => {
      await handle.destroy();
      await test.drop();
    };
    const db = handle.db as unknown as Kysely<any>;
    await whileMigrating(kind, () => migrateTo(db, "0007-abuse-limits"));
    const old = (name: string, status: string, receivedAt: string) => ({
      issue: "slow",
      description: `${name}'s laptop`,
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: null,
      client_timestamp: "2026-10-01T09:00:00.000Z",
      received_at: receivedAt,
      status,
    });
    await db
      .insertInto("leads")
      .values([old("Handled", "handled", "2026-10-01T10:00:00.000Z"), old("Fresh", "new", "2026-10-02T10:00:00.000Z")])
      .execute();

    await whileMigrating(kind, () => migrateToLatest(db));

    const leads = await db
      .selectFrom("leads")
      .select(["id", "name", "stage", "stage_changed_at", "lost_reason", "booking_key_hash"])
      .orderBy("id")
      .execute();
    expect(leads.map(({ id: _, ...rest }) => rest)).toEqual([
      { name: "Handled", stage: "done", stage_changed_at: "2026-10-01T10:00:00.000Z", lost_reason: null, booking_key_hash: null },
      { name: "Fresh", stage: "new", stage_changed_at: "2026-10-02T10:00:00.000Z", lost_reason: null, booking_key_hash: null },
    ]);
    const events = await db
      .selectFrom("lead_events")
      .select(["lead_id", "from_stage", "to_stage", "note", "actor", "at"])
      .orderBy("lead_id")
      .execute();
    expect(events).toEqual([
      {
        lead_id: leads[0]!.id,
        from_stage: null,
        to_stage: "done",
        note: "Imported from the earlier handled/new status",
        actor: "system",
        at: "2026-10-01T10:00:00.000Z",
      },
      {
        lead_id: leads[1]!.id,
        from_stage: null,
        to_stage: "new",
        note: "Imported from the earlier handled/new status",
        actor: "system",
        at: "2026-10-02T10:00:00.000Z",
      },
    ]);
    const columns = (await whileMigrating(kind, () => db.introspection.getTables()))
      .find((t) => t.name === "leads")!
      .columns.map((c) => c.name);
    expect(columns).not.toContain("status");
  });
});
