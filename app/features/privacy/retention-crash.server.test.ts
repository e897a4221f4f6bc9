import { spawn } from "node:child_process";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";

const LEADS = 20_000;
const OLD = "2020-01-15T12:00:00.000Z";
const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * The retention job killed with SIGKILL halfway: every lead is either wholly erased (its fields,
 * its history notes, its booking note) or wholly kept, the erasure log counts exactly the erased
 * ones, and the next run (once the dead run's lease has lapsed) finishes the work.
 */
describe.each(testDatabaseKinds())("retention killed mid-run on $kind", ({ make }) => {
  let handle: DbHandle;
  let test: TestDatabase;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, test, cleanup } = await openMigratedDatabase(make));
    const rows = Array.from({ length: LEADS }, (_, i) => ({
      issue: "slow",
      description: `Description ${i}`,
      name: `Name ${i}`,
      email: `n${i}@example.com`,
      phone: "321-555-0100",
      phone_digits: "3215550100",
      client_timestamp: OLD,
      received_at: OLD,
      stage: "contacted",
      stage_changed_at: OLD,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      const ids = await handle.db
        .insertInto("leads")
        .values(rows.slice(i, i + 500))
        .returning("id")
        .execute();
      await handle.db
        .insertInto("lead_events")
        .values(
          ids.map((r) => ({
            lead_id: Number(r.id),
            from_stage: "new",
            to_stage: "contacted",
            note: "Called",
            actor: "admin",
            at: OLD,
          })),
        )
        .execute();
      await handle.db
        .insertInto("bookings")
        .values(
          ids.map((r) => ({
            lead_id: Number(r.id),
            day: "2020-01-16",
            window_start: "09:00",
            window_end: "12:00",
            status: "attended",
            note: "Side door",
            created_at: OLD,
          })),
        )
        .execute();
    }
  }, 120_000);
  afterAll(async () => cleanup?.());

  it("leaves each lead wholly erased or wholly kept, and the next run finishes", async () => {
    // node itself runs the job (tsx as a loader, not its CLI, which would start a second process the kill would miss).
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/privacy-retention.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: test.url, NODE_ENV: "production" },
      stdio: "ignore",
    });
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    // Kill it the moment the first batches are committed.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const row = await handle.db.selectFrom("privacy_erasures").select("leads").executeTakeFirst();
      if (row && Number(row.leads) > 0) break;
      if (Date.now() > deadline) throw new Error("the retention run never committed a batch");
      await new Promise((r) => setTimeout(r, 5));
    }
    child.kill("SIGKILL");
    await exited;

    const erased = await handle.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("erased_at", "is not", null)
      .executeTakeFirstOrThrow();
    const erasedCount = Number(erased.n);
    expect(erasedCount).toBeGreaterThan(0);
    expect(erasedCount).toBeLessThan(LEADS);

    // No lead is half-erased: its fields, its history and its booking went together or not at all.
    const halfLeads = await handle.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) =>
        eb.or([
          eb.and([
            eb("erased_at", "is not", null),
            eb.or([eb("name", "!=", ""), eb("email", "!=", ""), eb("phone", "is not", null), eb("description", "!=", "")]),
          ]),
          eb.and([eb("erased_at", "is", null), eb.or([eb("name", "=", ""), eb("email", "=", ""), eb("phone", "is", null)])]),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(halfLeads.n)).toBe(0);
    const notesOfErased = await handle.db
      .selectFrom("lead_events")
      .innerJoin("leads", "leads.id", "lead_events.lead_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) =>
        eb.or([
          eb.and([eb("leads.erased_at", "is not", null), eb("lead_events.note", "is not", null)]),
          eb.and([eb("leads.erased_at", "is", null), eb("lead_events.note", "is", null)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(notesOfErased.n)).toBe(0);
    const bookingsOfErased = await handle.db
      .selectFrom("bookings")
      .innerJoin("leads", "leads.id", "bookings.lead_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) =>
        eb.or([
          eb.and([eb("leads.erased_at", "is not", null), eb("bookings.note", "is not", null)]),
          eb.and([eb("leads.erased_at", "is", null), eb("bookings.note", "is", null)]),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(bookingsOfErased.n)).toBe(0);
    // The log counts what was committed, no more, no less.
    const log = await handle.db.selectFrom("privacy_erasures").selectAll().execute();
    expect(log).toHaveLength(1);
    expect(Number(log[0]!.leads)).toBe(erasedCount);
    expect(Number(log[0]!.bookings)).toBe(erasedCount);

    // The dead run still holds the lease for a while; a run after it lapses finishes the rest.
    const { runRetention } = await import("./retention.server");
    const policy = { leadRetentionMonths: 24, ticketRetentionDays: 365 };
    expect(await runRetention(handle.db, new Date(), policy)).toBeNull();
    const later = new Date(Date.now() + 11 * 60 * 1000);
    expect(await runRetention(handle.db, later, policy)).toMatchObject({ leads: LEADS - erasedCount });
    const left = await handle.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("erased_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
  }, 120_000);
});
