import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { Database } from "~/db/types";
import { parseConfig, setConfig } from "~/lib/config.server";
import { setLogLevel } from "~/lib/log.server";
import { createRateLimiter } from "~/lib/rate-limit.server";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { cancelBooking, handleBookSlotRequest, handleSlotListRequest, listOpenSlots } from "./index.server";
import { listSlots, type BookingSettings } from "./slots";
import { testActor } from "../../../tests/factories";

// Counts how often the windows are worked out, whoever asks.
vi.mock("./slots", async (importOriginal) => {
  const original = await importOriginal<typeof import("./slots")>();
  return { ...original, listSlots: vi.fn(original.listSlots) };
});
const computed = vi.mocked(listSlots);

// Monday, November 23, 2026, 7:00 AM in Melbourne, FL.
const NOW = new Date("2026-11-23T12:00:00.000Z");
const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];
/** The largest settings the admin allows: 12 windows every day, 90 days ahead. */
const largest = (capacity: number): BookingSettings => {
  const windows = Array.from({ length: 12 }, (_, i) => ({
    start: `${String(6 + i).padStart(2, "0")}:00`,
    end: `${String(7 + i).padStart(2, "0")}:00`,
  }));
  return {
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    windows,
    windowsByWeekday: WEEKDAYS.map(() => windows),
    capacity,
    daysAhead: 90,
    closedDates: [],
    timeZone: "America/New_York",
    pausedMessage: null,
  };
};

let visitors = 0;
function bookingBody(day: string, start: string) {
  visitors += 1;
  return {
    day,
    start,
    note: "",
    issue: "slow",
    description: "It takes five minutes to open a browser.",
    userInfo: {
      name: "Slot Visitor",
      email: `slot.visitor.${visitors}@example.com`,
      phone: `(321) 555-${String(3000 + visitors)}`,
      timestamp: "2026-11-23T11:58:00.000Z",
    },
  };
}

describe.each(testDatabaseKinds())("GET /api/booking-slots on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let db: Kysely<Database>;
  const unlimited = () => createRateLimiter({ limit: 10_000, windowMs: 60_000 });

  const get = async (settings: BookingSettings, options: { now?: Date; limiter?: ReturnType<typeof unlimited> } = {}) => {
    const response = await handleSlotListRequest({
      request: new Request("http://localhost/api/booking-slots"),
      db,
      clientAddress: "203.0.113.40",
      limiter: options.limiter ?? unlimited(),
      now: () => options.now ?? NOW,
      settings,
    });
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };
  const book = (settings: BookingSettings, day: string, start: string) =>
    handleBookSlotRequest({
      request: new Request("http://localhost/api/book-slot", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(bookingBody(day, start)),
      }),
      db,
      clientAddress: "203.0.113.41",
      limiter: unlimited(),
      now: () => NOW,
      settings,
    });

  beforeAll(async () => {
    setLogLevel("silent");
    setConfig(parseConfig({ SITE_URL: "https://shop.example" }));
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    db = opened.handle.db;
  });
  afterAll(async () => {
    await cleanup();
  });
  beforeEach(() => {
    computed.mockClear();
  });

  it("works the windows out once for many requests at the largest settings, and answers what an uncached read gives", async () => {
    const settings = largest(7);
    const answers = [];
    for (let i = 0; i < 25; i++) answers.push(await get(settings));
    expect(computed).toHaveBeenCalledTimes(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Cache-Control")).toBe("no-store");
      expect(answer.body).toEqual(answers[0]!.body);
    }
    const days = answers[0]!.body.days;
    expect(days).toHaveLength(90);
    expect(days).toEqual(await listOpenSlots(db, settings, NOW));
  });

  it("shows a window full in the very next answer after it is booked, and free again once cancelled", async () => {
    const settings = { ...largest(1), daysAhead: 10 };
    // Booking checks the window by the same rules (listSlots), so only the lists' own work is counted.
    let listed = 0;
    const list = async () => {
      const before = computed.mock.calls.length;
      const answer = await get(settings);
      listed += computed.mock.calls.length - before;
      return answer.body.days.find((d: any) => d.day === "2026-11-25").windows.find((w: any) => w.start === "09:00");
    };
    expect(await list()).toMatchObject({ left: 1, full: false });
    const booked = await book(settings, "2026-11-25", "09:00");
    expect(booked.status).toBe(201);
    expect(await list()).toMatchObject({ left: 0, full: true });
    // A second visitor is refused the window the list shows full.
    expect((await book(settings, "2026-11-25", "09:00")).status).toBe(409);
    const booking = await db.selectFrom("bookings").select("id").where("day", "=", "2026-11-25").executeTakeFirstOrThrow();
    expect(await cancelBooking(db, Number(booking.id), NOW, await testActor(db))).toMatchObject({ ok: true });
    expect(await list()).toMatchObject({ left: 1, full: false });
    expect(listed).toBe(1);
    expect((await get(settings)).body.days).toEqual(await listOpenSlots(db, settings, NOW));
  });

  it("works them out again for changed settings and for a new day; a window that starts drops out at once", async () => {
    const settings = { ...largest(2), daysAhead: 5 };
    await get(settings);
    await get({ ...settings, capacity: 3 });
    expect(computed).toHaveBeenCalledTimes(2);
    // 10:30 AM: the 6, 7, 8, 9 and 10 o'clock windows have started.
    const later = new Date("2026-11-23T15:30:00.000Z");
    const answer = await get(settings, { now: later });
    expect(computed).toHaveBeenCalledTimes(2);
    expect(answer.body.days[0].windows[0]).toMatchObject({ day: "2026-11-23", start: "11:00" });
    expect(answer.body.days).toEqual(await listOpenSlots(db, settings, later));
    computed.mockClear();
    const tomorrow = new Date("2026-11-24T12:00:00.000Z");
    const next = await get(settings, { now: tomorrow });
    expect(computed).toHaveBeenCalledTimes(1);
    expect(next.body.days).toEqual(await listOpenSlots(db, settings, tomorrow));
  });

  it("answers a paused shop with the owner's message and no windows", async () => {
    const answer = await get({ ...largest(2), pausedMessage: "Closed for stocktaking." });
    expect(answer.body).toMatchObject({ paused: "Closed for stocktaking.", days: [] });
  });

  it("is limited per address", async () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    const settings = { ...largest(2), daysAhead: 3 };
    for (let i = 0; i < 3; i++) expect((await get(settings, { limiter })).status).toBe(200);
    const refused = await get(settings, { limiter });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("takes GET and HEAD only", async () => {
    const response = await handleSlotListRequest({
      request: new Request("http://localhost/api/booking-slots", { method: "POST" }),
      db,
      clientAddress: "203.0.113.40",
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });
});
