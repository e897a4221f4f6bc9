import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { parseOpeningHours } from "~/content/hours";
import type { DbHandle } from "~/db/client.server";

import { loadToday } from "./today.server";
import { workingCalendar, type WorkingTime } from "./working-hours.server";

const TZ = "America/New_York";
// Mon–Fri 9 AM to 6 PM, Saturday 10 to 2, Sunday closed; Thanksgiving closed.
const WORKING: WorkingTime = {
  hours: parseOpeningHours("Mo-Fr 09:00-18:00; Sa 10:00-14:00")!,
  closedDates: ["2026-11-26"],
  timeZone: TZ,
};
// Tuesday 24 November 2026, 10:00 in Melbourne, FL (UTC-5).
const NOW = new Date("2026-11-24T15:00:00.000Z");
const local = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`);
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

describe("working hours in the shop's opening hours", () => {
  const calendar = workingCalendar(WORKING);

  it("counts back only the hours the shop is open: 4 working hours before Tuesday 10 AM is Monday 3 PM", () => {
    expect(calendar.cutoff(NOW, 4 * 60)!.toISOString()).toBe(local("2026-11-23", "15:00").toISOString());
    // Tuesday's hour and Monday's nine make ten; the eleventh reaches over Sunday (closed) into Saturday.
    expect(calendar.cutoff(NOW, 10 * 60)!.toISOString()).toBe(local("2026-11-23", "09:00").toISOString());
    expect(calendar.cutoff(NOW, 11 * 60)!.toISOString()).toBe(local("2026-11-21", "13:00").toISOString());
    // Before opening on Monday, a lead of Friday evening has waited only Saturday's hours.
    expect(calendar.minutesBetween(local("2026-11-20", "19:00"), local("2026-11-23", "08:00"))).toBe(4 * 60);
    expect(calendar.minutesBetween(local("2026-11-23", "17:00"), NOW)).toBe(2 * 60);
    expect(calendar.minutesBetween(NOW, local("2026-11-23", "17:00"))).toBe(0);
  });

  it("skips a closed date, and counts a day open until midnight and a daylight-saving change", () => {
    // Friday 27 November 10:00: Thursday (Thanksgiving) is closed, so 4 hours reach Wednesday 3 PM.
    expect(calendar.cutoff(local("2026-11-27", "10:00"), 4 * 60)!.toISOString()).toBe(local("2026-11-25", "15:00").toISOString());
    const always = workingCalendar({ hours: parseOpeningHours("24/7")!, closedDates: [], timeZone: TZ });
    // Sunday 1 November 2026 has 25 hours in New York.
    expect(always.minutesBetween(new Date("2026-11-01T04:00:00Z"), new Date("2026-11-02T05:00:00Z"))).toBe(25 * 60);
    expect(always.cutoff(NOW, 4 * 60)!.toISOString()).toBe(new Date(NOW.getTime() - 4 * 3_600_000).toISOString());
  });

  it("finds no cutoff when the shop was never open that long in the span it looks at", () => {
    const rarely = workingCalendar({ hours: parseOpeningHours("Mo 09:00-09:01")!, closedDates: [], timeZone: TZ });
    expect(rarely.cutoff(NOW, 200 * 60)).toBeNull();
  });
});

describe.each(testDatabaseKinds())("today's list on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;
  const ids: Record<string, number> = {};

  const insertLead = async (name: string, receivedAt: string, stage = "new") => {
    const row = await db()
      .insertInto("leads")
      .values({
        issue: "slow",
        description: "Takes minutes to boot.",
        name,
        email: "dana@example.com",
        phone: null,
        client_timestamp: receivedAt,
        received_at: receivedAt,
        stage,
        stage_changed_at: receivedAt,
        lost_reason: null,
        booking_key_hash: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  let seq = 0;
  const insertTicket = async (status: string, statusChangedAt: string, promisedOn: string | null = null) => {
    seq += 1;
    const row = await db()
      .insertInto("tickets")
      .values({
        number: `SC-2611-${String(seq).padStart(4, "0")}`,
        lead_id: null,
        status,
        customer_name: `Customer ${seq}`,
        email: null,
        phone: null,
        phone_digits: null,
        device_type: "laptop",
        device_model: `Laptop ${seq}`,
        serial: null,
        problem: "No power",
        accessories: null,
        estimate_cents: null,
        email_consent_at: null,
        token: null,
        token_hash: null,
        created_at: ago(20),
        updated_at: statusChangedAt,
        status_changed_at: statusChangedAt,
        closed_at: null,
        erased_at: null,
        promised_on: promisedOn,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  const insertBooking = async (leadId: number, day: string, start: string, status: string) => {
    const row = await db()
      .insertInto("bookings")
      .values({
        lead_id: leadId,
        day,
        window_start: start,
        window_end: start === "09:00" ? "12:00" : "16:00",
        status,
        note: null,
        created_at: ago(3),
        cancelled_at: status === "cancelled" ? ago(1) : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };

  const load = (over: Partial<{ leadWaitingHours: number; readyDays: number }> = {}) =>
    loadToday(db(), NOW, { working: WORKING, leadWaitingHours: 4, readyDays: 3, ...over });

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    // Leads: received Monday 2 PM (5 working hours), Monday 3 PM (exactly 4), Monday 4 PM (3),
    // Friday evening (14 working hours), and one contacted long ago (answered: not listed).
    ids.monday2 = await insertLead("Monday Two", local("2026-11-23", "14:00").toISOString());
    ids.monday3 = await insertLead("Monday Three", local("2026-11-23", "15:00").toISOString());
    ids.monday4 = await insertLead("Monday Four", local("2026-11-23", "16:00").toISOString());
    ids.friday = await insertLead("Friday Evening", local("2026-11-20", "19:00").toISOString());
    await insertLead("Answered Long Ago", local("2026-11-10", "10:00").toISOString(), "contacted");
    // Bookings: two of today (one cancelled, one checked in), one tomorrow.
    ids.bookedToday = await insertBooking(ids.monday4, "2026-11-24", "13:00", "active");
    ids.checkedIn = await insertBooking(ids.monday3, "2026-11-24", "09:00", "attended");
    await insertBooking(ids.monday2, "2026-11-24", "09:00", "cancelled");
    await insertBooking(ids.friday, "2026-11-25", "09:00", "active");
    // Tickets: ready 4 days and 2 days; promised yesterday, today, tomorrow; ready with a past
    // promise (kept); picked up with a past promise (gone).
    ids.ready4 = await insertTicket("ready", ago(4));
    ids.ready2 = await insertTicket("ready", ago(2));
    ids.promisedYesterday = await insertTicket("repairing", ago(5), "2026-11-23");
    ids.promisedToday = await insertTicket("waiting_parts", ago(5), "2026-11-24");
    await insertTicket("received", ago(1), "2026-11-25");
    await insertTicket("ready", ago(1), "2026-11-20");
    await insertTicket("picked_up", ago(1), "2026-11-20");
  });
  afterAll(async () => cleanup?.());

  it("lists today's drop-offs by window, checked in or not, never a cancelled one or another day's", async () => {
    const today = await load();
    expect(today.date).toBe("2026-11-24");
    expect(today.dropOffs.map((d) => [d.bookingId, d.name, d.windowLabel, d.checkedIn])).toEqual([
      [ids.checkedIn, "Monday Three", "9:00 AM to 12:00 PM", true],
      [ids.bookedToday, "Monday Four", "1:00 PM to 4:00 PM", false],
    ]);
    expect(today.dropOffs[1]!.leadId).toBe(ids.monday4);
  });

  it("lists new leads unanswered for the threshold of working hours or more, longest first", async () => {
    const today = await load();
    expect(today.waitingLeads.items.map((l) => [l.name, l.workingHours])).toEqual([
      ["Friday Evening", 14],
      ["Monday Two", 5],
      ["Monday Three", 4],
    ]);
    expect(today.waitingLeads.count).toBe(3);
    const stricter = await load({ leadWaitingHours: 6 });
    expect(stricter.waitingLeads.items.map((l) => l.name)).toEqual(["Friday Evening"]);
    const lax = await load({ leadWaitingHours: 100 });
    expect(lax.waitingLeads).toEqual({ items: [], count: 0 });
  });

  it("lists machines ready longer than the threshold of days", async () => {
    const today = await load();
    expect(today.uncollected.items.map((t) => [t.id, t.daysReady])).toEqual([[ids.ready4, 4]]);
    expect(today.uncollected.count).toBe(1);
    // One ready exactly a day is not over a day.
    expect((await load({ readyDays: 1 })).uncollected.items.map((t) => t.id)).toEqual([ids.ready4, ids.ready2]);
  });

  it("lists promised dates due today or past on machines not ready and not gone, oldest promise first", async () => {
    const today = await load();
    expect(today.promised.items.map((t) => [t.id, t.promisedOn, t.status])).toEqual([
      [ids.promisedYesterday, "2026-11-23", "repairing"],
      [ids.promisedToday, "2026-11-24", "waiting_parts"],
    ]);
    expect(today.promised.count).toBe(2);
  });
});
