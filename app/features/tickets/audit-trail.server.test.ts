import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { TEST_STAFF_ADDRESS, approvedEstimate, labourLine, staffActor, type TestStaff } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { createLead } from "~/features/leads/index.server";
import { loadLeadDetail, submitLeadMove } from "~/features/leads/lead-page.server";
import { recordPayment } from "~/features/money/index.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { TicketFormSchema } from "./schema.server";
import { loadTicketDetail } from "./tickets-admin.server";
import { createTicket, moveTicket, noteTicket } from "./tickets.server";

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));

const input = () =>
  TicketFormSchema.parse({
    customerName: "Jane Q. Doe",
    email: "jane@example.com",
    phone: "(321) 555-0142",
    deviceType: "laptop",
    deviceModel: "Dell XPS 13",
    problem: "Will not turn on, screen cracked",
  });

describe.each(testDatabaseKinds())("every admin write names its user on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let tech: TestStaff;
  let desk: TestStaff;

  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
    tech = await staffActor(handle.db, { role: "technician", name: "Tess Bench" });
    desk = await staffActor(handle.db, { role: "front_desk", name: "Dana Counter" });
  });
  afterAll(async () => cleanup?.());

  const db = () => handle.db;
  const audit = (subject: string) =>
    db()
      .selectFrom("audit_log")
      .select(["user_id", "kind", "subject", "detail", "address"])
      .where("subject", "=", subject)
      .orderBy("id")
      .execute();
  const ticket = async () => {
    const made = await createTicket(db(), input(), { by: desk, now: at(2) });
    if (!made.ok) throw new Error("ticket not made");
    return made;
  };

  it("writes one audit row for a ticket move, naming the user, and none for a refused move", async () => {
    const t = await ticket();
    const subject = `ticket:${t.id}`;
    expect(await audit(subject)).toEqual([
      {
        user_id: desk.userId,
        kind: "ticket-created",
        subject,
        detail: `${t.number} received (walk-in)`,
        address: TEST_STAFF_ADDRESS,
      },
    ]);

    expect(await moveTicket(db(), { ticketId: t.id, from: "received", to: "diagnosing", by: tech, now: at(3) })).toMatchObject({
      ok: true,
    });
    const moved = (await audit(subject)).slice(1);
    expect(moved).toEqual([
      {
        user_id: tech.userId,
        kind: "ticket-moved",
        subject,
        detail: `${t.number}: Received → Diagnosing`,
        address: TEST_STAFF_ADDRESS,
      },
    ]);
    const event = await db()
      .selectFrom("ticket_events")
      .select(["user_id", "actor"])
      .where("ticket_id", "=", t.id)
      .where("to_status", "=", "diagnosing")
      .executeTakeFirstOrThrow();
    expect(event).toEqual({ user_id: tech.userId, actor: "admin" });

    // Refused: a stale page, a move the flow does not allow, repair without an approved estimate.
    expect(await moveTicket(db(), { ticketId: t.id, from: "received", to: "diagnosing", by: tech, now: at(4) })).toMatchObject({
      ok: false,
      reason: "changed",
    });
    expect(await moveTicket(db(), { ticketId: t.id, to: "picked_up", by: tech, now: at(4) })).toMatchObject({
      ok: false,
      reason: "not-allowed",
    });
    expect(await moveTicket(db(), { ticketId: t.id, to: "repairing", by: tech, now: at(4) })).toMatchObject({
      ok: false,
      reason: "money",
    });
    expect(await audit(subject)).toHaveLength(2);
  });

  it("writes the move and its audit row in one transaction: without the audit row there is no move", async () => {
    const t = await ticket();
    const subject = `ticket:${t.id}`;
    await sql`alter table audit_log rename to audit_log_away`.execute(db());
    try {
      await expect(moveTicket(db(), { ticketId: t.id, to: "diagnosing", by: tech, now: at(3) })).rejects.toThrow();
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(db());
    }
    const row = await db().selectFrom("tickets").select("status").where("id", "=", t.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("received");
    const events = await db().selectFrom("ticket_events").select("to_status").where("ticket_id", "=", t.id).execute();
    expect(events.map((e) => e.to_status)).toEqual(["received"]);
    expect((await audit(subject)).map((a) => a.kind)).toEqual(["ticket-created"]);
  });

  it("writes one audit row for a payment, with its amount and method and never its note, and none for a refused one", async () => {
    const t = await ticket();
    const subject = `ticket:${t.id}`;
    await approvedEstimate(db(), t.id, at(3), [labourLine(10_000)], tech);
    const before = (await audit(subject)).length;
    const pay = (amountCents: number) =>
      recordPayment(db(), {
        ticketId: t.id,
        kind: "payment",
        method: "cash",
        amountCents,
        reference: "Check 1042",
        note: "Paid by her husband John",
        recordedBy: desk.name,
        by: desk,
        now: at(4),
      });
    expect(await pay(4_000)).toMatchObject({ ok: true, balanceCents: 6_000 });
    const rows = (await audit(subject)).slice(before);
    expect(rows).toEqual([
      { user_id: desk.userId, kind: "payment", subject, detail: `${t.number}: Payment $40.00 cash`, address: TEST_STAFF_ADDRESS },
    ]);
    const payment = await db()
      .selectFrom("payments")
      .select("recorded_by")
      .where("ticket_id", "=", t.id)
      .executeTakeFirstOrThrow();
    expect(payment.recorded_by).toBe("Dana Counter");
    expect(await pay(99_000)).toMatchObject({ ok: false, reason: "over-balance" });
    expect((await audit(subject)).slice(before)).toHaveLength(1);
  });

  it("keeps the customer's details out of the audit log", async () => {
    const t = await ticket();
    await noteTicket(db(), { ticketId: t.id, publicNote: "Jane called", privateNote: "Her code is 1234", by: tech, now: at(3) });
    const details = (await audit(`ticket:${t.id}`)).map((a) => a.detail ?? "").join("\n");
    expect(details).toContain(`${t.number}: note for the customer and private (Received)`);
    for (const personal of ["Jane", "Doe", "jane@example.com", "555", "Dell", "cracked", "1234"]) {
      expect(details).not.toContain(personal);
    }
  });

  it("shows the user's name on the ticket's and the lead's history, and Admin for a change made before staff accounts", async () => {
    const t = await ticket();
    await moveTicket(db(), { ticketId: t.id, to: "diagnosing", by: tech, now: at(3) });
    await db()
      .insertInto("ticket_events")
      .values({
        ticket_id: t.id,
        from_status: "diagnosing",
        to_status: "diagnosing",
        private_note: "Old",
        actor: "admin",
        at: at(4).toISOString(),
      })
      .execute();
    const detail = await loadTicketDetail(db(), t.id, at(5));
    expect(detail!.events.map((e) => [e.to, e.userName])).toEqual([
      ["received", "Dana Counter"],
      ["diagnosing", "Tess Bench"],
      ["diagnosing", null],
    ]);

    const lead = await createLead(
      db(),
      {
        issue: "slow",
        description: "Slow and loud",
        name: "Ann Lee",
        email: "ann@example.com",
        phone: "",
        clientTimestamp: at(1).toISOString(),
      },
      at(1),
    );
    const form = new FormData();
    form.set("from", "new");
    form.set("to", "contacted");
    expect(await submitLeadMove(db(), lead.id, form, at(2), desk)).toMatchObject({ ok: true });
    const leadDetail = await loadLeadDetail(db(), lead.id, at(3));
    expect(leadDetail!.events.map((e) => [e.actor, e.userName])).toEqual([
      ["visitor", null],
      ["admin", "Dana Counter"],
    ]);
    expect(await audit(`lead:${lead.id}`)).toEqual([
      {
        user_id: desk.userId,
        kind: "lead-moved",
        subject: `lead:${lead.id}`,
        detail: `Lead ${lead.id}: New → Contacted`,
        address: TEST_STAFF_ADDRESS,
      },
    ]);
  });
});
