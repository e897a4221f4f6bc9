import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { adjustCounts } from "~/db/counts.server";
import type { BookingSettings } from "~/features/booking/index.server";

import { shopMonths, shopWeeks, percentile } from "./buckets.server";
import {
  loadAffiliateClicks,
  loadBookingsAhead,
  loadDashboard,
  loadLeadsFunnel,
  loadOutboxAlerts,
  loadShopFloor,
  loadTurnaround,
} from "./index.server";
import { OPEN_TICKETS_SHOWN } from "./shop-floor.server";

const TZ = "America/New_York";
// Wednesday 18 November 2026, 10:00 in Melbourne, FL.
const NOW = new Date("2026-11-18T15:00:00.000Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

const BOOKING: BookingSettings = {
  weekdays: [1, 2, 3, 4, 5],
  windows: [
    { start: "09:00", end: "12:00" },
    { start: "13:00", end: "16:00" },
  ],
  capacity: 3,
  daysAhead: 7,
  closedDates: ["2026-11-26"],
  timeZone: TZ,
  pausedMessage: "Paused for the holidays",
};

describe("dashboard buckets", () => {
  it("starts weeks on Monday at midnight in the shop's zone, across a daylight-saving change", () => {
    const { labels, bounds } = shopWeeks(NOW, TZ, 4);
    expect(labels).toEqual(["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"]);
    // 26 October is still daylight time (UTC-4); from 2 November it is standard time (UTC-5).
    expect(bounds).toEqual([
      "2026-10-26T04:00:00.000Z",
      "2026-11-02T05:00:00.000Z",
      "2026-11-09T05:00:00.000Z",
      "2026-11-16T05:00:00.000Z",
      "2026-11-23T05:00:00.000Z",
    ]);
  });

  it("counts months back across a year end", () => {
    const { labels, bounds } = shopMonths(new Date("2027-01-10T12:00:00Z"), TZ, 3);
    expect(labels).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(bounds[0]).toBe("2026-11-01T04:00:00.000Z");
    expect(bounds[3]).toBe("2027-02-01T05:00:00.000Z");
  });

  it("takes nearest-rank percentiles", () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([5, 1, 3], 0.5)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBe(9);
    expect(percentile([4, 1], 0.5)).toBe(1);
  });
});

describe.each(testDatabaseKinds())("dashboard aggregates on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;

  const insertLead = async (receivedAt: string, stage: string) => {
    const row = await db()
      .insertInto("leads")
      .values({
        issue: "slow",
        description: "Takes minutes to boot.",
        name: "Dana Test",
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

  let ticketSeq = 0;
  const insertTicket = async (status: string, createdAt: string, statusChangedAt: string, leadId: number | null = null) => {
    ticketSeq++;
    const row = await db()
      .insertInto("tickets")
      .values({
        number: `SC-2611-${String(ticketSeq).padStart(4, "0")}`,
        lead_id: leadId,
        status,
        customer_name: "Sam Test",
        email: null,
        phone: "3215550100",
        phone_digits: "3215550100",
        device_type: "laptop",
        device_model: `Laptop ${ticketSeq}`,
        serial: null,
        problem: "No power",
        accessories: null,
        estimate_cents: null,
        email_consent_at: null,
        token: null,
        token_hash: null,
        created_at: createdAt,
        updated_at: statusChangedAt,
        status_changed_at: statusChangedAt,
        closed_at: null,
        erased_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    // As createTicket and moveTicket keep it: the panel reads its counts from this table.
    await adjustCounts(db(), "ticket_status_counts", { [status]: 1 });
    await db()
      .insertInto("ticket_events")
      .values({ ticket_id: id, from_status: null, to_status: "received", actor: "admin", at: createdAt })
      .execute();
    return id;
  };
  const event = (ticketId: number, from: string, to: string, at: string) =>
    db()
      .insertInto("ticket_events")
      .values({ ticket_id: ticketId, from_status: from, to_status: to, actor: "admin", at })
      .execute();

  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));

    // Leads. This week (from Monday 16 Nov 00:00 EST = 05:00Z): three requests.
    const booked = await insertLead("2026-11-16T05:30:00.000Z", "booked"); // Monday 00:30 local: this week
    const ticketed = await insertLead("2026-11-17T14:00:00.000Z", "done");
    await insertLead("2026-11-18T13:00:00.000Z", "new");
    const cancelledOnly = await insertLead("2026-11-18T14:00:00.000Z", "contacted");
    // Sunday 15 Nov 23:30 local = Monday 04:30Z: last week in the shop's zone, though Monday in UTC.
    await insertLead("2026-11-16T04:30:00.000Z", "lost");
    await insertLead("2026-11-10T12:00:00.000Z", "quoted");
    // Six weeks ago, and one before the 12 weeks (ignored).
    const older = await insertLead("2026-10-07T12:00:00.000Z", "booked");
    await insertLead("2026-08-20T12:00:00.000Z", "done");
    await db()
      .insertInto("bookings")
      .values([
        {
          lead_id: cancelledOnly,
          day: "2026-11-19",
          window_start: "13:00",
          window_end: "16:00",
          status: "cancelled",
          note: null,
          created_at: NOW.toISOString(),
        },
      ])
      .execute();
    const seatOf = async (leadId: number, seat: number) => {
      const booking = await db()
        .insertInto("bookings")
        .values({
          lead_id: leadId,
          day: "2026-11-19",
          window_start: "09:00",
          window_end: "12:00",
          status: "active",
          note: null,
          created_at: NOW.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db()
        .insertInto("booking_seats")
        .values({ day: "2026-11-19", window_start: "09:00", seat, booking_id: Number(booking.id) })
        .execute();
    };
    await seatOf(booked, 1);
    await seatOf(older, 2);

    // Tickets in the shop.
    ids.waitingLong = await insertTicket("waiting_parts", ago(20), ago(9));
    ids.waitingShort = await insertTicket("waiting_parts", ago(10), ago(3));
    ids.received = await insertTicket("received", ago(1), ago(1), ticketed);
    ids.picked = await insertTicket("picked_up", ago(40), ago(30));
    // A cancelled repair waits on the shelf until it is returned unrepaired; a returned one is gone.
    ids.shelf = await insertTicket("cancelled", ago(5), ago(2));
    ids.returned = await insertTicket("returned", ago(8), ago(1));

    // Turnaround: November (this month) two repairs of 2 and 4 days; October one of 10 days;
    // one ready twice counts its first time only (in October, 1 day).
    const t1 = await insertTicket("ready", "2026-11-02T15:00:00.000Z", "2026-11-04T15:00:00.000Z");
    await event(t1, "received", "ready", "2026-11-04T15:00:00.000Z");
    const t2 = await insertTicket("ready", "2026-11-05T15:00:00.000Z", "2026-11-09T15:00:00.000Z");
    await event(t2, "received", "ready", "2026-11-09T15:00:00.000Z");
    const t3 = await insertTicket("picked_up", "2026-10-01T15:00:00.000Z", "2026-10-11T15:00:00.000Z");
    await event(t3, "received", "ready", "2026-10-11T15:00:00.000Z");
    const t4 = await insertTicket("ready", "2026-10-20T15:00:00.000Z", "2026-11-10T15:00:00.000Z");
    await event(t4, "received", "ready", "2026-10-21T15:00:00.000Z");
    await event(t4, "ready", "repairing", "2026-10-22T15:00:00.000Z");
    await event(t4, "repairing", "ready", "2026-11-10T15:00:00.000Z");

    // Clicks: product 1 (a search link), product 2 (a product page), a deleted product, a component.
    const product = (name: string, link: string, position: number) =>
      db()
        .insertInto("products")
        .values({
          category: "laptops",
          name,
          description: "d",
          price_cents: null,
          image_src: "/images/x.png",
          affiliate_link: link,
          asin: null,
          rating: null,
          text_snippet: "",
          features: "[]",
          price_tier: "mid",
          model_number: "",
          sort_position: position,
          created_at: NOW.toISOString(),
          updated_at: NOW.toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    ids.search = Number((await product("Search Laptop", "https://www.amazon.com/s?k=laptop&tag=x-20", 0)).id);
    ids.page = Number((await product("Page Laptop", "https://www.amazon.com/dp/B0ABCDEFGH?tag=x-20", 1)).id);
    await db()
      .insertInto("affiliate_clicks")
      .values([
        { kind: "product", item_id: ids.search, day: "2026-11-18", clicks: 3 },
        { kind: "product", item_id: ids.search, day: "2026-11-01", clicks: 2 },
        { kind: "product", item_id: ids.page, day: "2026-11-17", clicks: 4 },
        { kind: "product", item_id: ids.page, day: "2026-10-10", clicks: 50 }, // before the 30 days
        { kind: "product", item_id: 9999, day: "2026-11-18", clicks: 1 },
        { kind: "component", item_id: 1, day: "2026-11-18", clicks: 7 },
      ])
      .execute();

    // Outbox: one queued, one failed this week, one failed long ago, one sent.
    const mail = (status: string, createdAt: string) => ({
      kind: "lead-alert",
      subject_type: "lead",
      subject_id: 1,
      recipient: null,
      subject: "s",
      text_body: "t",
      html_body: "<p>t</p>",
      status,
      next_attempt_at: createdAt,
      created_at: createdAt,
    });
    await db()
      .insertInto("outbox")
      .values([mail("queued", ago(0.1)), mail("failed", ago(2)), mail("failed", ago(20)), mail("sent", ago(1))])
      .execute();
  });
  afterAll(async () => cleanup?.());

  it("counts requests per shop-local week by stage, empty weeks as zero", async () => {
    const funnel = await loadLeadsFunnel(db(), NOW, { timeZone: TZ });
    expect(funnel.weeks).toHaveLength(12);
    expect(funnel.weeks[0]!.start).toBe("2026-08-31");
    expect(funnel.weeks[11]!.start).toBe("2026-11-16");
    expect(funnel.weeks.map((w) => w.total)).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 4]);
    expect(funnel.weeks[11]!.counts).toEqual({ new: 1, contacted: 1, quoted: 0, booked: 1, done: 1, lost: 0 });
    // The Sunday-night request is last week's, with the quoted one.
    expect(funnel.weeks[10]!.counts).toEqual({ new: 0, contacted: 0, quoted: 1, booked: 0, done: 0, lost: 1 });
    expect(funnel.weeks[5]!.counts).toEqual({ new: 0, contacted: 0, quoted: 0, booked: 1, done: 0, lost: 0 });
    expect(funnel.weeks[3]!.counts).toEqual({ new: 0, contacted: 0, quoted: 0, booked: 0, done: 0, lost: 0 });
    // A cancelled booking is not a conversion; the ticket made from a lead is.
    expect(funnel.thisWeek).toEqual({ requests: 4, booked: 1, ticketed: 1 });
  });

  it("lists the machines in the shop with their ages and the long waits for parts", async () => {
    const floor = await loadShopFloor(db(), NOW, { waitingPartsDays: 7 });
    expect(floor.open).toBe(7);
    expect(floor.byStatus).toEqual([
      { status: "received", count: 1 },
      { status: "diagnosing", count: 0 },
      { status: "waiting_parts", count: 2 },
      { status: "repairing", count: 0 },
      { status: "ready", count: 3 },
      { status: "cancelled", count: 1 },
    ]);
    expect(floor.tickets.some((t) => t.id === ids.shelf)).toBe(true);
    expect(floor.tickets.some((t) => t.id === ids.returned)).toBe(false);
    expect(floor.tickets.find((t) => t.id === ids.waitingLong)).toMatchObject({ ageDays: 20, daysInStatus: 9 });
    expect(floor.tickets.some((t) => t.id === ids.picked)).toBe(false);
    // Every open ticket, whatever its status, oldest first (each status is read on its own).
    expect(floor.tickets).toHaveLength(7);
    const ages = floor.tickets.map((t) => t.ageDays);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    expect(floor.overdue.map((t) => t.id)).toEqual([ids.waitingLong]);
    const stricter = await loadShopFloor(db(), NOW, { waitingPartsDays: 2 });
    expect(stricter.overdue.map((t) => t.id)).toEqual([ids.waitingLong, ids.waitingShort]);
  });

  it("takes the median and 90th percentile of days to ready per month, from the first time ready", async () => {
    const { months } = await loadTurnaround(db(), NOW, { timeZone: TZ });
    expect(months).toHaveLength(12);
    expect(months[11]).toEqual({ month: "2026-11", repairs: 2, medianDays: 2, p90Days: 4 });
    expect(months[10]).toEqual({ month: "2026-10", repairs: 2, medianDays: 1, p90Days: 10 });
    expect(months[9]).toEqual({ month: "2026-09", repairs: 0, medianDays: null, p90Days: null });
  });

  it("shows the next 14 days' windows with their seats taken, even while booking is paused", async () => {
    const ahead = await loadBookingsAhead(db(), NOW, { settings: BOOKING });
    // Wednesday 18 Nov at 10:00: today's 13:00 window is still ahead; weekdays only, 26 Nov closed.
    expect(ahead.windows[0]).toMatchObject({ day: "2026-11-18", start: "13:00", booked: 0, capacity: 3 });
    expect(ahead.windows.find((w) => w.day === "2026-11-19" && w.start === "09:00")).toMatchObject({ booked: 2 });
    expect(ahead.windows.some((w) => w.day === "2026-11-26")).toBe(false);
    expect(ahead.windows.at(-1)!.day).toBe("2026-12-01");
    expect(ahead.windows).toHaveLength(1 + 8 * 2);
    expect(ahead.booked).toBe(2);
    expect(ahead.capacity).toBe(17 * 3);
  });

  it("counts clicks per day for 30 days and ranks products, marking search links", async () => {
    const clicks = await loadAffiliateClicks(db(), NOW);
    expect(clicks.days).toHaveLength(30);
    expect(clicks.days[0]!.day).toBe("2026-10-20");
    expect(clicks.days.at(-1)).toEqual({ day: "2026-11-18", clicks: 11 });
    expect(clicks.days.find((d) => d.day === "2026-11-05")).toEqual({ day: "2026-11-05", clicks: 0 });
    expect(clicks.total).toBe(17);
    expect(clicks.top.map((t) => [t.name, t.total, t.searchLink, t.exists])).toEqual([
      ["Search Laptop", 5, true, true],
      ["Page Laptop", 4, false, true],
      ["Deleted product #9999", 1, false, false],
    ]);
    expect(clicks.top[0]!.series.at(-1)).toBe(3);
    expect(clicks.top[0]!.series[12]).toBe(2); // 1 November
    expect(clicks.top[0]!.series.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it("counts queued mail and failures of the last 7 days", async () => {
    expect(await loadOutboxAlerts(db(), NOW)).toEqual({ queued: 1, failedLastWeek: 1, failedTotal: 2 });
  });

  it("loads every panel at once", async () => {
    const all = await loadDashboard(db(), NOW, { booking: BOOKING, waitingPartsDays: 7 });
    expect(all.funnel.thisWeek.requests).toBe(4);
    expect(all.shopFloor.overdue).toHaveLength(1);
    expect(all.bookingsAhead.booked).toBe(2);
    expect(all.clicks.total).toBe(17);
    expect(all.alerts.queued).toBe(1);
  });

  it("lists at most OPEN_TICKETS_SHOWN tickets in each list but counts every one", async () => {
    const before = await loadShopFloor(db(), NOW, { waitingPartsDays: 7 });
    const extra = OPEN_TICKETS_SHOWN + 3;
    for (let i = 0; i < extra; i++) await insertTicket("waiting_parts", "2026-10-01T12:00:00.000Z", "2026-11-01T12:00:00.000Z");
    const floor = await loadShopFloor(db(), NOW, { waitingPartsDays: 7 });
    expect(floor.open).toBe(before.open + extra);
    expect(floor.tickets).toHaveLength(OPEN_TICKETS_SHOWN);
    expect(floor.overdue).toHaveLength(OPEN_TICKETS_SHOWN);
    expect(floor.overdueCount).toBe(before.overdueCount + extra);
    // The longest wait still comes first: the new tickets have waited 17 days, the first 9.
    expect(floor.overdue[0]!.daysInStatus).toBe(17);
  });
});
