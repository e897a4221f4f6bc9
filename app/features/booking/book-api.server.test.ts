import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "~/db/types";
import { createLead } from "~/features/leads/index.server";
import { parseConfig, setConfig } from "~/lib/config.server";
import { setLogLevel } from "~/lib/log.server";
import { createRateLimiter } from "~/lib/rate-limit.server";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { MAX_BODY_BYTES, handleBookSlotRequest } from "./book-api.server";
import { handleSlotListRequest } from "./slot-list.server";
import { cancelBooking } from "./bookings.server";
import type { BookingSettings } from "./slots";
import { testActor } from "../../../tests/factories";

const settings: BookingSettings = parseConfig({}).booking;
// Monday, November 23, 2026, 7:00 AM in Melbourne, FL.
const NOW = new Date("2026-11-23T12:00:00.000Z");

const visitor = { name: "Jane Doe", email: "jane@example.com", phone: "(321) 555-0100", timestamp: "2026-11-23T11:58:00.000Z" };
/** Another visitor: their own e-mail and phone, so they are another customer. */
const someone = (tag: string, n: number) => ({ ...visitor, email: `${tag}${n}@example.com`, phone: `(321) 555-${2000 + n}` });
const body = (overrides: Record<string, unknown> = {}) => ({
  day: "2026-11-24",
  start: "09:00",
  note: "Laptop plus charger",
  issue: "slow",
  description: "It takes five minutes to open a browser.",
  userInfo: visitor,
  ...overrides,
});

function post(payload: unknown, headers: Record<string, string> = {}) {
  return new Request("http://localhost/api/book-slot", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
}

async function count(db: Kysely<Database>, table: "leads" | "bookings" | "booking_seats" | "outbox" | "lead_events") {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDatabaseKinds())("POST /api/book-slot on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let db: Kysely<Database>;
  const call = async (request: Request, extra: Partial<Parameters<typeof handleBookSlotRequest>[0]> = {}) => {
    const response = await handleBookSlotRequest({
      request,
      db,
      clientAddress: "203.0.113.9",
      now: () => NOW,
      settings,
      limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
      ...extra,
    });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    return { status: response.status, headers: response.headers, body: (await response.json()) as any };
  };

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
  beforeEach(async () => {
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("leads").execute();
  });

  it("books the window on the lead of the booking key: one seat, the lead booked, the shop alerted", async () => {
    const lead = await createLead(
      db,
      {
        issue: "slow",
        description: "Slow",
        name: "Jane Doe",
        email: "jane@example.com",
        phone: null,
        clientTimestamp: visitor.timestamp,
      },
      NOW,
    );
    const result = await call(post(body({ bookingKey: lead.bookingKey })));
    expect(result.status).toBe(201);
    expect(result.body).toEqual({
      success: true,
      booking: {
        ref: expect.stringMatching(/^[\w-]{16}$/),
        day: "2026-11-24",
        start: "09:00",
        end: "12:00",
        dayLabel: "Tuesday, November 24, 2026",
        windowLabel: "9:00 AM to 12:00 PM",
        startsAt: "2026-11-24T14:00:00.000Z",
        endsAt: "2026-11-24T17:00:00.000Z",
        timeZone: "America/New_York",
        note: "Laptop plus charger",
      },
      shop: { name: "Space Coast PC Repair & Web Services", address: "Melbourne, FL 32935", phone: "(321) 555-0142" },
    });
    expect(await count(db, "leads")).toBe(1);
    const booking = await db.selectFrom("bookings").selectAll().executeTakeFirstOrThrow();
    expect(booking).toMatchObject({
      lead_id: lead.id,
      day: "2026-11-24",
      window_start: "09:00",
      window_end: "12:00",
      status: "active",
    });
    expect(await db.selectFrom("booking_seats").selectAll().execute()).toEqual([
      { day: "2026-11-24", window_start: "09:00", seat: 1, booking_id: booking.id },
    ]);
    const stored = await db.selectFrom("leads").select(["stage"]).where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(stored.stage).toBe("booked");
    const alerts = await db.selectFrom("outbox").select(["kind", "subject", "subject_id", "recipient"]).orderBy("id").execute();
    expect(alerts).toEqual([
      expect.objectContaining({ kind: "lead-alert" }),
      {
        kind: "booking-alert",
        subject: "New booking: Tuesday, November 24, 2026, 9:00 AM to 12:00 PM — Jane D.",
        subject_id: booking.id,
        recipient: null,
      },
      {
        kind: "booking-confirmation",
        subject: "Your drop-off at Space Coast PC Repair & Web Services: Tuesday, November 24, 2026, 9:00 AM to 12:00 PM",
        subject_id: booking.id,
        recipient: "jane@example.com",
      },
    ]);
  });

  it("makes a new lead (with its own alert and key) for an unknown or missing key", async () => {
    const unknown = await call(post(body({ bookingKey: "AAAAAAAAAAAAAAAAAAAAAA" })));
    expect(unknown.status).toBe(201);
    expect(unknown.body.bookingKey).toMatch(/^[\w-]{22}$/);
    const none = await call(post(body({ start: "12:00", userInfo: someone("sam", 1) })));
    expect(none.status).toBe(201);
    expect(await count(db, "leads")).toBe(2);
    const kinds = (await db.selectFrom("outbox").select("kind").execute()).map((r) => r.kind).sort();
    expect(kinds).toEqual([
      "booking-alert",
      "booking-alert",
      "booking-confirmation",
      "booking-confirmation",
      "lead-alert",
      "lead-alert",
    ]);
    const stages = (await db.selectFrom("leads").select("stage").execute()).map((r) => r.stage);
    expect(stages).toEqual(["booked", "booked"]);
  });

  it("answers 409 with the owner's message while booking is paused, writing nothing", async () => {
    const paused = await call(post(body()), { settings: { ...settings, pausedMessage: "Back on Monday; call us meanwhile." } });
    expect(paused.status).toBe(409);
    expect(paused.body).toEqual({ success: false, error: "Back on Monday; call us meanwhile." });
    expect(await Promise.all([count(db, "leads"), count(db, "bookings"), count(db, "outbox")])).toEqual([0, 0, 0]);
  });

  it("refuses a second active booking for the same lead with 409, writing nothing", async () => {
    const first = await call(post(body()));
    const key = first.body.bookingKey as string;
    const before = await Promise.all([count(db, "bookings"), count(db, "booking_seats"), count(db, "outbox")]);
    const second = await call(post(body({ start: "15:00", bookingKey: key })));
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      success: false,
      error: "You already have a drop-off booked. Call us if you need to change it.",
    });
    expect(await Promise.all([count(db, "bookings"), count(db, "booking_seats"), count(db, "outbox")])).toEqual(before);
  });

  it("50 parallel bookings for a window of 3: exactly 3 accepted, 47 told it filled up with the next free window, 3 seat rows", async () => {
    // Fifty people, each from an address of their own (one address holds at most three places).
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(post(body({ userInfo: someone("v", i) })), { clientAddress: `198.51.100.${i + 1}` }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual({
        success: false,
        error: "That time just filled up. The next free time is Tuesday, November 24, 12:00 PM to 3:00 PM.",
        suggestion: expect.objectContaining({ day: "2026-11-24", start: "12:00", left: 3, full: false }),
      });
    }
    const seats = await db.selectFrom("booking_seats").select(["seat"]).where("day", "=", "2026-11-24").orderBy("seat").execute();
    expect(seats.map((s) => s.seat)).toEqual([1, 2, 3]);
    // The refused ones left nothing behind: no lead, booking or message of theirs.
    expect(await count(db, "leads")).toBe(3);
    expect(await count(db, "bookings")).toBe(3);
    expect(await count(db, "outbox")).toBe(9);
  });

  it("cancelling gives the window its place back for a new booking", async () => {
    const made = await Promise.all([0, 1, 2].map((i) => call(post(body({ start: "15:00", userInfo: someone("c", i) })))));
    expect(made.map((m) => m.status)).toEqual([201, 201, 201]);
    expect((await call(post(body({ start: "15:00", userInfo: someone("late", 9) })))).status).toBe(409);
    const target = await db
      .selectFrom("bookings")
      .select("id")
      .where("ref", "=", made[1]!.body.booking.ref)
      .executeTakeFirstOrThrow();
    const cancelled = await cancelBooking(db, target.id, NOW, await testActor(db));
    expect(cancelled).toEqual({ ok: true, day: "2026-11-24" });
    const row = await db
      .selectFrom("bookings")
      .select(["status", "cancelled_at", "lead_id"])
      .where("id", "=", target.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "cancelled", cancelled_at: NOW.toISOString() });
    const lead = await db.selectFrom("leads").select("stage").where("id", "=", row.lead_id).executeTakeFirstOrThrow();
    expect(lead.stage).not.toBe("booked");
    expect(await cancelBooking(db, target.id, NOW, await testActor(db))).toEqual({ ok: false, reason: "not-active" });
    const again = await call(post(body({ start: "15:00", userInfo: someone("late", 9) })));
    expect(again.status).toBe(201);
    expect(
      await db.selectFrom("booking_seats").select("seat").where("window_start", "=", "15:00").orderBy("seat").execute(),
    ).toEqual([{ seat: 1 }, { seat: 2 }, { seat: 3 }]);
  });

  it("lists the windows with the places left, never cached", async () => {
    await call(post(body()));
    const response = await handleSlotListRequest({
      request: new Request("http://localhost/api/booking-slots"),
      db,
      clientAddress: "203.0.113.9",
      now: () => NOW,
      settings,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const list = (await response.json()) as any;
    expect(list.timeZone).toBe("America/New_York");
    expect(list.days[1].windows[0]).toMatchObject({ day: "2026-11-24", start: "09:00", left: 2, full: false });
    const post405 = await handleSlotListRequest({
      request: new Request("http://localhost/api/booking-slots", { method: "POST" }),
      db,
      clientAddress: "203.0.113.9",
    });
    expect(post405.status).toBe(405);
    expect(post405.headers.get("Allow")).toBe("GET, HEAD");
  });

  it.each([
    ["a past window", body({ day: "2026-11-21" }), 422, "That time is not open for booking. Please pick another one."],
    ["a closed weekday", body({ day: "2026-11-29" }), 422, "That time is not open for booking. Please pick another one."],
    ["a time that is no window", body({ start: "10:00" }), 422, "That time is not open for booking. Please pick another one."],
    ["a day past the horizon", body({ day: "2026-12-08" }), 422, "That time is not open for booking. Please pick another one."],
    ["a malformed day", body({ day: "24/11/2026" }), 400, "day: Please pick a day"],
    ["a missing start", body({ start: undefined }), 400, "start: Please pick a drop-off time"],
    ["a note over 500 characters", body({ note: "x".repeat(501) }), 400, "note: The note must be at most 500 characters"],
    [
      "a bad e-mail",
      body({ userInfo: { ...visitor, email: "jane@" } }),
      400,
      "userInfo.email: Please enter a valid email address",
    ],
    ["no visitor info", body({ userInfo: undefined }), 400, "userInfo: Visitor info is required"],
    ["an unknown issue", body({ issue: "fire" }), 400, "issue: Please select an issue type"],
    ["a malformed key", body({ bookingKey: "<script>" }), 400, "bookingKey: The booking key is not valid"],
    ["an array", [], 400, "body: must be a JSON object"],
    ["broken JSON", "{", 400, "body: must be valid JSON"],
  ])("refuses %s with a clear 4xx and writes nothing", async (_label, payload, status, error) => {
    const result = await call(post(payload));
    expect(result.status).toBe(status);
    expect(result.body).toEqual({ success: false, error });
    expect(
      await Promise.all([count(db, "leads"), count(db, "bookings"), count(db, "booking_seats"), count(db, "outbox")]),
    ).toEqual([0, 0, 0, 0]);
  });

  it("refuses other sites (403), non-JSON (415), oversized bodies (413) and other methods (405 with Allow)", async () => {
    expect((await call(post(body(), { Origin: "https://evil.example" }))).status).toBe(403);
    expect((await call(post(body(), { "Sec-Fetch-Site": "cross-site" }))).status).toBe(403);
    expect((await call(post(body(), { "Content-Type": "text/plain" }))).status).toBe(415);
    expect((await call(post(body({ note: "x".repeat(MAX_BODY_BYTES) })))).status).toBe(413);
    const get = await call(new Request("http://localhost/api/book-slot"));
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect(await count(db, "bookings")).toBe(0);
  });

  it("limits each address to 10 a minute (429 with Retry-After), counting refusals of the window too", async () => {
    const limiter = createRateLimiter({ limit: 10, windowMs: 60_000 });
    for (let i = 0; i < 10; i++) {
      const r = await call(post(body({ start: "10:00" })), { limiter, clientAddress: "198.51.100.4" });
      expect(r.status).toBe(422);
    }
    const over = await call(post(body()), { limiter, clientAddress: "198.51.100.4" });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await call(post(body()), { limiter, clientAddress: "198.51.100.5" })).status).toBe(201);
  });

  it("answers 503 with Retry-After when the database cannot be reached", async () => {
    const refuse = () => {
      throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    };
    const unreachable = {
      isTransaction: false,
      transaction: refuse,
      selectFrom: refuse,
      insertInto: refuse,
    } as unknown as Kysely<Database>;
    const result = await call(post(body()), { db: unreachable });
    expect(result.status).toBe(503);
    expect(result.headers.get("Retry-After")).toBe("10");
    expect(result.body).toEqual({ success: false, error: "Could not book that time. Please try again later." });
  });
});
