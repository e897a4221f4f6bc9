import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { resetSettingsSnapshot, saveSettings } from "~/features/settings/settings.server";
import { parseConfig, setConfig } from "~/lib/config.server";
import { setLogLevel } from "~/lib/log.server";

import { queueBookingReminders } from "./reminders.server";
import { testActor } from "../../../tests/factories";

const TZ = "America/New_York";
// Monday 23 November 2026 in Melbourne, FL (UTC-5): the day before Tuesday's drop-offs.
const at = (time: string, day = "2026-11-23") => new Date(`${day}T${time}:00-05:00`);
const EARLIER = "2026-11-20T15:00:00.000Z";

describe.each(testDatabaseKinds())("the day-before reminders on $kind", ({ kind, make }) => {
  let handles: DbHandle[] = [];
  let cleanup: () => Promise<void>;
  const db = () => handles[0]!.db;
  const postgres = kind === "postgres";
  let seq = 0;

  const book = async ({
    day = "2026-11-24",
    status = "active",
    createdAt = EARLIER,
    email = `visitor.${++seq}@example.com`,
  }: { day?: string; status?: string; createdAt?: string; email?: string } = {}) => {
    const lead = await db()
      .insertInto("leads")
      .values({
        issue: "slow",
        description: "Slow",
        name: `Visitor ${seq}`,
        email,
        phone: null,
        client_timestamp: createdAt,
        received_at: createdAt,
        stage: "booked",
        stage_changed_at: createdAt,
        lost_reason: null,
        booking_key_hash: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const row = await db()
      .insertInto("bookings")
      .values({
        lead_id: lead.id,
        day,
        window_start: "09:00",
        window_end: "12:00",
        status,
        note: "Bring the charger",
        created_at: createdAt,
        cancelled_at: status === "cancelled" ? createdAt : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const reminders = () =>
    db().selectFrom("outbox").selectAll().where("kind", "=", "booking-reminder").orderBy("subject_id").execute();

  beforeAll(async () => {
    setLogLevel("silent");
    setConfig(parseConfig({ SITE_URL: "https://shop.example" }));
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    handles = [opened.handle];
    // Separate pools on PostgreSQL, as two app servers have.
    if (postgres) for (let i = 0; i < 3; i += 1) handles.push(await opened.test.open());
    await saveSettings(
      db(),
      { "business.phone": "(321) 555-0888", "business.email": "desk@saved.example" },
      { by: await testActor(db()), now: at("08:00") },
    );
  });
  afterAll(async () => {
    resetSettingsSnapshot();
    for (const h of handles.slice(1)) await h.destroy();
    await cleanup?.();
  });
  beforeEach(async () => {
    await db().deleteFrom("outbox").execute();
    await db().deleteFrom("booking_seats").execute();
    await db().deleteFrom("bookings").execute();
  });

  it("reminds each active booking of tomorrow once, from 9 AM the day before, with the saved shop facts", async () => {
    const tomorrow = await book();
    await book({ status: "cancelled" });
    await book({ day: "2026-11-25" });
    await book({ day: "2026-11-23" });
    // Booked on the day before: its confirmation came a few hours ago.
    await book({ createdAt: at("07:30").toISOString() });

    expect(await queueBookingReminders(db(), at("08:59"), { postgres, timeZone: TZ })).toBe(0);
    expect(await queueBookingReminders(db(), at("09:00"), { postgres, timeZone: TZ })).toBe(1);
    expect(await queueBookingReminders(db(), at("09:05"), { postgres, timeZone: TZ })).toBe(0);
    expect(await queueBookingReminders(db(), at("20:00"), { postgres, timeZone: TZ })).toBe(0);

    const [reminder, ...rest] = await reminders();
    expect(rest).toEqual([]);
    expect(reminder).toMatchObject({
      subject_type: "booking",
      subject_id: tomorrow,
      recipient: `visitor.${seq - 4}@example.com`,
      reply_to: "desk@saved.example",
      subject: expect.stringMatching(/^Reminder: your drop-off at .+ tomorrow, 9:00 AM to 12:00 PM$/),
    });
    expect(reminder!.text_body).toContain("When: Tuesday, November 24, 2026, 9:00 AM to 12:00 PM");
    expect(reminder!.text_body).toContain("Phone: (321) 555-0888");
    expect(reminder!.text_body).toContain("Your note: Bring the charger");
    const marked = await db().selectFrom("bookings").select("reminded_at").where("id", "=", tomorrow).executeTakeFirstOrThrow();
    expect(marked.reminded_at).toBe(at("09:00").toISOString());
  });

  it("sends none for a booking cancelled before the pass, nor after its day has come", async () => {
    const cancelled = await book();
    await db().updateTable("bookings").set({ status: "cancelled" }).where("id", "=", cancelled).execute();
    expect(await queueBookingReminders(db(), at("10:00"), { postgres, timeZone: TZ })).toBe(0);
    await book({ day: "2026-11-23" });
    expect(await queueBookingReminders(db(), at("10:00", "2026-11-23"), { postgres, timeZone: TZ })).toBe(0);
    expect(await reminders()).toEqual([]);
  });

  it("marks a booking without an address handled and queues nothing for it", async () => {
    const id = await book({ email: "" });
    expect(await queueBookingReminders(db(), at("10:00"), { postgres, timeZone: TZ })).toBe(0);
    expect(
      (await db().selectFrom("bookings").select("reminded_at").where("id", "=", id).executeTakeFirstOrThrow()).reminded_at,
    ).not.toBeNull();
    expect(await reminders()).toEqual([]);
  });

  it("queues one reminder per booking when several servers run the pass at once", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 120; i += 1) ids.push(await book());
    // SQLite has one app server (one connection, whose transactions take turns); PostgreSQL,
    // several pools at once.
    const servers = postgres ? handles : [handles[0]!];
    const counts = await Promise.all(
      servers.flatMap((h) => [h, h]).map((h) => queueBookingReminders(h.db, at("10:00"), { postgres, timeZone: TZ })),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(120);
    const sent = await reminders();
    expect(sent.map((r) => r.subject_id)).toEqual(ids);
  });
});
