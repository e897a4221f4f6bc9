import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { insertStaff } from "../../../tests/staff";
import type { DbHandle } from "~/db/client.server";
import { recordAudit } from "~/lib/audit.server";

describe.each(testDatabaseKinds())("the audit log on $kind", ({ kind, make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;
  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const all = () => db().selectFrom("audit_log").selectAll().orderBy("id").execute();

  it("keeps what recordAudit appends, trimmed to its columns, with the actor's address", async () => {
    const user = await insertStaff(db(), { role: "front_desk" });
    const at = new Date("2026-04-01T09:30:00.000Z");
    await recordAudit(db(), {
      by: { userId: user.id, address: "203.0.113.60" },
      kind: "payment",
      subject: "ticket:12",
      detail: "Took $40.00 cash",
      at,
    });
    await recordAudit(db(), {
      by: null,
      kind: "sign-in-failed",
      subject: null,
      detail: "x".repeat(600),
      at,
      address: "198.51.100.7",
    });
    expect(await all()).toMatchObject([
      {
        at: at.toISOString(),
        user_id: user.id,
        kind: "payment",
        subject: "ticket:12",
        detail: "Took $40.00 cash",
        address: "203.0.113.60",
      },
      {
        at: at.toISOString(),
        user_id: null,
        kind: "sign-in-failed",
        subject: null,
        detail: "x".repeat(500),
        address: "198.51.100.7",
      },
    ]);
  });

  it("refuses every UPDATE and DELETE of a row (and TRUNCATE on PostgreSQL), leaving the rows as they were", async () => {
    const before = await all();
    expect(before.length).toBeGreaterThan(0);
    const [first] = before;
    const refusals: Array<[string, () => Promise<unknown>]> = [
      ["update", () => db().updateTable("audit_log").set({ detail: "rewritten" }).where("id", "=", first!.id).execute()],
      ["update all", () => sql`update audit_log set user_id = null`.execute(db())],
      ["delete", () => db().deleteFrom("audit_log").where("id", "=", first!.id).execute()],
      ["delete all", () => sql`delete from audit_log`.execute(db())],
    ];
    const upsert = () =>
      sql`insert into audit_log (id, at, kind) values (${first!.id}, 'x', 'sign-in') on conflict (id) do update set detail = 'rewritten'`.execute(
        db(),
      );
    refusals.push(["upsert", upsert]);
    if (kind === "postgres") {
      refusals.push(["truncate", () => sql`truncate audit_log`.execute(db())]);
    } else {
      // REPLACE deletes the row it collides with without firing delete triggers (unless
      // recursive_triggers is on): it must not be a way to rewrite history either.
      refusals.push([
        "insert or replace",
        () =>
          sql`insert or replace into audit_log (id, at, kind, detail) values (${first!.id}, 'x', 'sign-in', 'rewritten')`.execute(
            db(),
          ),
      ]);
      refusals.push([
        "replace into",
        () => sql`replace into audit_log (id, at, kind, detail) values (${first!.id}, 'x', 'sign-in', 'rewritten')`.execute(db()),
      ]);
    }
    for (const [what, attempt] of refusals) {
      await expect(attempt(), what).rejects.toThrow(/append-only/);
    }
    expect(await all()).toEqual(before);
  });
});
