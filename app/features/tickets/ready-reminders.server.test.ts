import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { approvedEstimate, labourLine, testActor } from "../../../tests/factories";
import { describeOpeningHours } from "~/content/hours";
import type { DbHandle } from "~/db/client.server";
import { loadAbandoned } from "~/features/dashboard/index.server";
import { currentBusiness, resetSettingsSnapshot, saveSettings } from "~/features/settings/settings.server";
import { parseConfig, setConfig } from "~/lib/config.server";
import { setLogLevel } from "~/lib/log.server";

import { abandonedNote, runReadyTicketsPass } from "./ready-reminders.server";
import { TicketFormSchema } from "./schema.server";
import { loadTicketDetail } from "./tickets-admin.server";
import { createTicket, moveTicket } from "./tickets.server";

const TZ = "America/New_York";
/** Ready on Monday 2 November 2026, 10:00 in New York (UTC-5). */
const READY = new Date("2026-11-02T15:00:00.000Z");
/** The shop's day `days` after the day it became ready, at `time` New York time. */
const day = (days: number, time = "12:00") => {
  const d = new Date(Date.UTC(2026, 10, 2 + days));
  return new Date(`${d.toISOString().slice(0, 10)}T${time}:00-05:00`);
};
const PICKUP = { deviceReturned: true, accessoriesReturned: true, signature: null, signedName: "Sam Field" };

describe.each(testDatabaseKinds())("ready reminders and the abandoned flag on $kind", ({ kind, make }) => {
  let handles: DbHandle[] = [];
  let cleanup: () => Promise<void>;
  const db = () => handles[0]!.db;
  const postgres = kind === "postgres";
  let seq = 0;

  beforeAll(async () => {
    setLogLevel("silent");
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525", SHOP_TIMEZONE: TZ }));
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    handles = [opened.handle];
    // Separate pools on PostgreSQL, as two app servers have.
    if (postgres) for (let i = 0; i < 3; i += 1) handles.push(await opened.test.open());
  });
  afterAll(async () => {
    resetSettingsSnapshot();
    for (const h of handles.slice(1)) await h.destroy();
    await cleanup?.();
  });
  // Each test sees only its own machines on the shelf.
  afterEach(async () => {
    await db().updateTable("tickets").set({ status: "cancelled" }).where("status", "=", "ready").execute();
  });

  /** A ticket moved to "ready" at `at`; with `charge`, an approved estimate of that many cents made the invoice. */
  const readyTicket = async ({
    consent = true,
    email = `sam.${++seq}@example.com`,
    charge = null as number | null,
    at = READY,
  } = {}) => {
    const t = await createTicket(
      db(),
      TicketFormSchema.parse({
        customerName: "Sam Field",
        email,
        phone: "(321) 555-0100",
        deviceType: "laptop",
        deviceModel: "ThinkPad T14",
        problem: "Fan noise",
        emailConsent: consent && email ? "on" : "",
      }),
      { by: await testActor(db()), now: at },
    );
    if (!t.ok) throw new Error("ticket not created");
    if (charge !== null) await approvedEstimate(db(), t.id, at, [labourLine(charge)]);
    expect(await moveTicket(db(), { by: await testActor(db()), ticketId: t.id, to: "ready", now: at })).toMatchObject({
      ok: true,
    });
    return t;
  };
  const pass = (at: Date, options: { abandonedDays?: number; on?: DbHandle } = {}) =>
    runReadyTicketsPass((options.on ?? handles[0]!).db, at, { postgres, timeZone: TZ, abandonedDays: options.abandonedDays });
  const reminders = (id: number) =>
    db()
      .selectFrom("outbox")
      .select(["recipient", "subject", "text_body", "html_body"])
      .where("subject_type", "=", "ticket")
      .where("subject_id", "=", id)
      .where("kind", "=", "ticket-ready-reminder")
      .orderBy("id")
      .execute();
  const ticketRow = (id: number) =>
    db().selectFrom("tickets").select(["ready_reminders", "abandoned_at"]).where("id", "=", id).executeTakeFirstOrThrow();

  it("reminds on days 7, 14 and 30 of the shop's calendar exactly once each, from 9 AM, with the balance and the hours", async () => {
    const t = await readyTicket({ charge: 12_000 });
    const sent: number[] = [];
    for (const [d, time] of [
      [6, "23:59"],
      [7, "08:59"],
      [7, "09:00"],
      [7, "17:00"],
      [8, "12:00"],
      [13, "12:00"],
      [14, "12:00"],
      [14, "12:05"],
      [29, "12:00"],
      [30, "09:30"],
      [31, "12:00"],
      [60, "12:00"],
    ] as const) {
      if ((await pass(day(d, time), { abandonedDays: 0 })).reminders > 0) sent.push(d);
    }
    expect(sent).toEqual([7, 14, 30]);
    const mails = await reminders(t.id);
    expect(mails).toHaveLength(3);
    expect(await ticketRow(t.id)).toEqual({ ready_reminders: 3, abandoned_at: null });
    const [first] = mails;
    expect(first).toMatchObject({ recipient: `sam.${seq}@example.com`, subject: `Your repair ${t.number} is waiting for you` });
    expect(first!.text_body).toContain("Hello Sam,");
    expect(first!.text_body).toContain("ready for pickup since Nov 2, 2026");
    expect(first!.text_body).toContain("Balance due at pickup: $120.00.");
    expect(first!.text_body).toContain(describeOpeningHours(currentBusiness().openingHours));
    expect(first!.text_body).toContain(`https://shop.example/repair/${t.token}`);
    expect(first!.html_body).toContain("Balance due at pickup: $120.00.");
  });

  it("follows the saved reminder days", async () => {
    await saveSettings(db(), { "tickets.readyReminderDays": "3, 10" }, { by: await testActor(db()), now: READY });
    try {
      const t = await readyTicket();
      for (const d of [2, 3, 7, 10, 14, 30]) await pass(day(d), { abandonedDays: 0 });
      expect(await reminders(t.id)).toHaveLength(2);
      expect(await ticketRow(t.id)).toMatchObject({ ready_reminders: 2 });
    } finally {
      await saveSettings(db(), { "tickets.readyReminderDays": "7, 14, 30" }, { by: await testActor(db()), now: READY });
    }
  });

  it("sends one e-mail, not a burst, when several reminder days passed at once", async () => {
    const t = await readyTicket();
    expect((await pass(day(20), { abandonedDays: 0 })).reminders).toBe(1);
    expect(await ticketRow(t.id)).toMatchObject({ ready_reminders: 2 });
    expect((await pass(day(21), { abandonedDays: 0 })).reminders).toBe(0);
    expect((await pass(day(30), { abandonedDays: 0 })).reminders).toBe(1);
    expect(await reminders(t.id)).toHaveLength(2);
  });

  it("e-mails nobody who did not agree to e-mails or gave no address, and counts their days all the same", async () => {
    const silent = await readyTicket({ consent: false });
    const noAddress = await readyTicket({ email: "" });
    for (const d of [7, 14, 30]) expect((await pass(day(d), { abandonedDays: 0 })).reminders).toBe(0);
    expect(await reminders(silent.id)).toEqual([]);
    expect(await reminders(noAddress.id)).toEqual([]);
    expect(await ticketRow(silent.id)).toMatchObject({ ready_reminders: 3 });
  });

  it("sends none once the machine is picked up, and starts again when a ticket becomes ready anew", async () => {
    const gone = await readyTicket();
    expect(
      await moveTicket(db(), { by: await testActor(db()), ticketId: gone.id, to: "picked_up", pickup: PICKUP, now: day(3) }),
    ).toMatchObject({
      ok: true,
    });
    const back = await readyTicket({ charge: 5_000 });
    await pass(day(7), { abandonedDays: 0 });
    expect(await reminders(back.id)).toHaveLength(1);
    // Back on the bench on day 8, ready again on day 10: its days count from then.
    expect(await moveTicket(db(), { by: await testActor(db()), ticketId: back.id, to: "repairing", now: day(8) })).toMatchObject({
      ok: true,
    });
    expect(await moveTicket(db(), { by: await testActor(db()), ticketId: back.id, to: "ready", now: day(10) })).toMatchObject({
      ok: true,
    });
    expect(await ticketRow(back.id)).toMatchObject({ ready_reminders: 0 });
    await pass(day(14), { abandonedDays: 0 });
    expect(await reminders(back.id)).toHaveLength(1);
    await pass(day(17), { abandonedDays: 0 });
    expect(await reminders(back.id)).toHaveLength(2);
    for (const d of [7, 14, 30, 120]) await pass(day(d), { abandonedDays: 90 });
    expect(await reminders(gone.id)).toEqual([]);
    expect(await ticketRow(gone.id)).toEqual({ ready_reminders: 0, abandoned_at: null });
  });

  it("marks a machine abandoned once on the policy's day, with a note, on the ticket and the dashboard", async () => {
    const t = await readyTicket();
    const other = await readyTicket({ at: day(5) });
    // The shop's policy as saved (90 days by default).
    await runReadyTicketsPass(db(), day(89), { postgres, timeZone: TZ });
    expect(await ticketRow(t.id)).toMatchObject({ abandoned_at: null });
    await runReadyTicketsPass(db(), day(90, "00:30"), { postgres, timeZone: TZ });
    await runReadyTicketsPass(db(), day(91), { postgres, timeZone: TZ });
    expect(await ticketRow(t.id)).toEqual({ ready_reminders: 3, abandoned_at: day(90, "00:30").toISOString() });
    expect(await ticketRow(other.id)).toMatchObject({ abandoned_at: null });
    const notes = await db()
      .selectFrom("ticket_events")
      .select(["from_status", "to_status", "private_note", "public_note", "actor"])
      .where("ticket_id", "=", t.id)
      .where("private_note", "like", "Not collected%")
      .execute();
    expect(notes).toEqual([
      {
        from_status: "ready",
        to_status: "ready",
        private_note: "Not collected 90 days after ready: marked abandoned under the shop's policy",
        public_note: null,
        actor: "system",
      },
    ]);
    expect(abandonedNote(90)).toBe(notes[0]!.private_note);
    expect((await loadTicketDetail(db(), t.id, day(91)))!.abandonedAt).toBe(day(90, "00:30").toISOString());
    expect(await loadAbandoned(db(), { timeZone: TZ })).toEqual({
      items: [
        {
          ticketId: t.id,
          number: t.number,
          deviceModel: "ThinkPad T14",
          firstName: "Sam",
          abandonedOn: "2027-01-31",
        },
      ],
      count: 1,
    });
    // Collected after all: off the dashboard's list, the date kept on the ticket.
    expect(
      await moveTicket(db(), { by: await testActor(db()), ticketId: t.id, to: "picked_up", pickup: PICKUP, now: day(92) }),
    ).toMatchObject({ ok: true });
    expect(await loadAbandoned(db(), { timeZone: TZ })).toEqual({ items: [], count: 0 });
  });

  it("never marks one abandoned when the policy is 0 days", async () => {
    const t = await readyTicket();
    await pass(day(400), { abandonedDays: 0 });
    expect(await ticketRow(t.id)).toMatchObject({ abandoned_at: null });
  });

  it("queues each reminder once and marks each machine once when several servers run the pass at once", async () => {
    const tickets = [];
    for (let i = 0; i < 60; i += 1) tickets.push(await readyTicket());
    // SQLite has one app server (one connection, whose transactions take turns); PostgreSQL,
    // separate pools racing for the same rows.
    const runs = await Promise.all([...handles, ...handles].map((h) => pass(day(95), { abandonedDays: 90, on: h })));
    expect(runs.reduce((n, r) => n + r.reminders, 0)).toBe(60);
    expect(runs.reduce((n, r) => n + r.abandoned, 0)).toBe(60);
    for (const t of tickets) expect(await reminders(t.id)).toHaveLength(1);
    const notes = await db()
      .selectFrom("ticket_events")
      .select("ticket_id")
      .where(
        "ticket_id",
        "in",
        tickets.map((t) => t.id),
      )
      .where("private_note", "like", "Not collected%")
      .execute();
    expect(notes).toHaveLength(60);
  });
});
