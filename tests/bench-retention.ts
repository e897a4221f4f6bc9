// npm run bench:retention: seeds 100,000 leads past the retention period (each with a history note,
// every fifth with a booking) into a fresh SQLite file, and into a fresh PostgreSQL schema when
// TEST_DATABASE_URL is set, then times one retention run: the whole run, and the longest the event
// loop was held (what a request arriving during the run could wait at most).
import { monitorEventLoopDelay } from "node:perf_hooks";

import { openMigratedDatabase, testDatabaseKinds } from "./db";
import { runRetention } from "~/features/privacy/index.server";

const LEADS = Number(process.env.BENCH_RETENTION_LEADS ?? 100_000);
const OLD = "2020-01-15T12:00:00.000Z";

for (const { kind, make } of testDatabaseKinds()) {
  const { handle, cleanup } = await openMigratedDatabase(make);
  try {
    const seedStart = performance.now();
    for (let i = 0; i < LEADS; i += 1_000) {
      const ids = await handle.db
        .insertInto("leads")
        .values(
          Array.from({ length: Math.min(1_000, LEADS - i) }, (_, j) => ({
            issue: "slow",
            description: `Description ${i + j}`,
            name: `Name ${i + j}`,
            email: `n${i + j}@example.com`,
            phone: "321-555-0100",
            phone_digits: "3215550100",
            client_timestamp: OLD,
            received_at: OLD,
            stage: "done",
            stage_changed_at: OLD,
          })),
        )
        .returning("id")
        .execute();
      await handle.db
        .insertInto("lead_events")
        .values(
          ids.map((r) => ({
            lead_id: Number(r.id),
            from_stage: null,
            to_stage: "new",
            note: "Called back",
            actor: "admin",
            at: OLD,
          })),
        )
        .execute();
      await handle.db
        .insertInto("bookings")
        .values(
          ids
            .filter((_, j) => j % 5 === 0)
            .map((r) => ({
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
    const seeded = (performance.now() - seedStart) / 1000;
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const start = performance.now();
    const report = await runRetention(handle.db, new Date(), { leadRetentionMonths: 24, ticketRetentionDays: 365 });
    const seconds = (performance.now() - start) / 1000;
    delay.disable();
    console.log(
      `${kind}: ${report?.leads ?? 0} leads (${report?.bookings ?? 0} bookings) erased in ${seconds.toFixed(1)} s; ` +
        `longest event-loop stall ${(delay.max / 1e6).toFixed(0)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(0)} ms ` +
        `(seeded in ${seeded.toFixed(0)} s)`,
    );
  } finally {
    await cleanup();
  }
}
