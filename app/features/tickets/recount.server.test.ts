import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { readCounts, recountCounts } from "~/db/counts.server";
import { createLead, moveLead } from "~/features/leads/index.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { TicketFormSchema } from "./schema.server";
import { createTicket, moveTicket } from "./tickets.server";
import { testActor } from "../../../tests/factories";

const NOW = new Date("2026-11-20T15:00:00.000Z");
const ticketInput = TicketFormSchema.parse({
  customerName: "Sam Test",
  phone: "(321) 555-0142",
  deviceType: "laptop",
  deviceModel: "ThinkPad",
  problem: "No power",
});
const leadRequest = (i: number) => ({
  issue: "slow",
  description: "Slow and loud",
  name: `Visitor ${i}`,
  email: `v${i}@example.com`,
  phone: "",
  clientTimestamp: NOW.toISOString(),
});

describe.each(testDatabaseKinds())("counters on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const scanned = async (table: "leads" | "tickets", column: "stage" | "status") => {
    const rows = await handle.db
      .selectFrom(table)
      .select([column, (eb) => eb.fn.countAll<string | number>().as("n")])
      .groupBy(column)
      .execute();
    return new Map(rows.map((r) => [String((r as Record<string, unknown>)[column]), Number(r.n)]));
  };

  // A value every row has left keeps its row, at zero.
  const nonZero = (counts: Map<string, number>) => new Map([...counts].filter(([, n]) => n !== 0));

  it("recounts from the rows after a hand edit, while creates and moves run beside it", async () => {
    const tickets = await Promise.all(
      Array.from({ length: 8 }, async () => createTicket(handle.db, ticketInput, { by: await testActor(handle.db), now: NOW })),
    );
    const leads = await Promise.all(Array.from({ length: 8 }, (_, i) => createLead(handle.db, leadRequest(i), NOW)));
    // An owner's edit in a database tool, past the functions that keep the counts.
    await handle.db.updateTable("tickets").set({ status: "diagnosing" }).where("status", "=", "received").execute();
    await handle.db.updateTable("leads").set({ stage: "contacted" }).execute();
    expect(await readCounts(handle.db, "ticket_status_counts")).not.toEqual(await scanned("tickets", "status"));

    // The recount runs while more tickets and leads arrive and move; every write is counted once.
    await Promise.all([
      recountCounts(handle.db),
      ...Array.from({ length: 6 }, async () =>
        createTicket(handle.db, ticketInput, { by: await testActor(handle.db), now: NOW }),
      ),
      // A ticket made from a lead moves that lead too: both counters in one transaction.
      ...leads
        .slice(0, 3)
        .map(async (l) => createTicket(handle.db, ticketInput, { by: await testActor(handle.db), now: NOW, leadId: l.id })),
      ...tickets.map(async (t) =>
        t.ok ? moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "waiting_parts", now: NOW }) : null,
      ),
      ...Array.from({ length: 6 }, (_, i) => createLead(handle.db, leadRequest(100 + i), NOW)),
      ...leads
        .slice(3)
        .map(async (l) =>
          moveLead(handle.db, { by: await testActor(handle.db), leadId: l.id, to: "quoted", actor: "admin", now: NOW }),
        ),
    ]);
    expect(nonZero(await readCounts(handle.db, "ticket_status_counts"))).toEqual(await scanned("tickets", "status"));
    expect(nonZero(await readCounts(handle.db, "lead_stage_counts"))).toEqual(await scanned("leads", "stage"));
  });
});
