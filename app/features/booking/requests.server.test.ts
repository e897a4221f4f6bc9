import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "~/db/types";
import { totalRecords } from "~/features/privacy/erase.server";
import { personCsvRows } from "~/features/privacy/export.server";
import { erasePerson, findPerson } from "~/features/privacy/person.server";
import { parseConfig, setConfig } from "~/lib/config.server";
import { setLogLevel } from "~/lib/log.server";
import { createRateLimiter } from "~/lib/rate-limit.server";

import { migrateTo, openMigratedDatabase, testDatabaseKinds, whileMigrating } from "../../../tests/db";
import { migrateToLatest } from "~/db/migrate.server";
import { handleBookSlotRequest } from "./book-api.server";
import { SENDER_ACTIVE_LIMIT, cancelBookingsFromSenderOf, listBookingsOfDay } from "./bookings.server";
import {
  REQUEST_TTL_MS,
  RESEND_AFTER_MS,
  SENDS_PER_DAY,
  confirmFromForm,
  loadBookingRequest,
  purgeBookingRequests,
} from "./requests.server";
import type { BookingSettings } from "./slots";
import { testActor } from "../../../tests/factories";

// Three windows on Saturday, November 28, 2026, one place each; Monday, November 23, 7:00 AM in Melbourne, FL.
const settings: BookingSettings = { ...parseConfig({}).booking, capacity: 1 };
const NOW = new Date("2026-11-23T12:00:00.000Z");
const SATURDAY = "2026-11-28";

let n = 0;
/** A visitor of this test alone: their own name, e-mail and phone. */
const person = () => {
  n += 1;
  return {
    name: `Pat ${n}`,
    email: `pat.${n}.${Date.now()}@example.com`,
    phone: `(321) 555-${String(1000 + n)}`,
    timestamp: NOW.toISOString(),
  };
};
const body = (userInfo: ReturnType<typeof person>, start = "09:00", day = SATURDAY) => ({
  day,
  start,
  note: "",
  issue: "slow",
  description: "It takes five minutes to open a browser.",
  userInfo,
});
const post = (payload: unknown) =>
  new Request("http://localhost/api/book-slot", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(payload),
  });
const form = (fields: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe.each(testDatabaseKinds())("booking abuse and confirmation by e-mail on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let db: Kysely<Database>;
  const call = async (payload: unknown, { email = true, address = "203.0.113.9", at = NOW } = {}) => {
    const response = await handleBookSlotRequest({
      request: post(payload),
      db,
      clientAddress: address,
      now: () => at,
      settings,
      limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
      confirmByEmail: email,
    });
    return { status: response.status, body: (await response.json()) as any };
  };
  const count = async (table: "leads" | "bookings" | "booking_seats" | "booking_requests") =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The confirmation link's token from the e-mail queued to this address. */
  const tokenFor = async (email: string) => {
    const mail = await db
      .selectFrom("outbox")
      .select(["text_body", "kind"])
      .where("recipient", "=", email)
      .where("kind", "=", "booking-request")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return /\/booking\/confirm\/([\w-]{22})/.exec(mail.text_body)![1]!;
  };

  beforeAll(async () => {
    setLogLevel("silent");
    setConfig(parseConfig({ SITE_URL: "https://shop.example" }));
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    db = opened.handle.db;
  });
  afterAll(async () => cleanup?.());
  beforeEach(async () => {
    await db.deleteFrom("booking_requests").execute();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("leads").execute();
  });

  it("with e-mail on, nine requests at once hold no place: no lead, no alert, one e-mail each to confirm", async () => {
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => call(body(person(), ["09:00", "12:00", "15:00"][i % 3]!))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(9).fill(202));
    expect(answers[0]!.body).toEqual({
      success: true,
      pending: {
        email: expect.stringMatching(/@example\.com$/),
        dayLabel: "Saturday, November 28, 2026",
        windowLabel: expect.any(String),
        expiresAt: new Date(NOW.getTime() + REQUEST_TTL_MS).toISOString(),
        expiresLabel: "Nov 24, 2026, 7:00 AM",
        phone: "(321) 555-0142",
      },
    });
    expect(await count("booking_seats")).toBe(0);
    expect(await count("leads")).toBe(0);
    const kinds = await db.selectFrom("outbox").select("kind").execute();
    expect(kinds.map((k) => k.kind)).toEqual(Array(9).fill("booking-request"));
    const day = (await call(body(person(), "09:00"))).status;
    expect(day).toBe(202);
  });

  it("with e-mail off, one address filling a day the old way gets SENDER_ACTIVE_LIMIT places, from any address of its /64 too", async () => {
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        call(body(person(), ["09:00", "12:00", "15:00"][i % 3]!, [SATURDAY, "2026-11-24", "2026-11-25"][Math.floor(i / 3)]!), {
          email: false,
          address: `2001:db8:7:9::${(i + 1).toString(16)}`,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(SENDER_ACTIVE_LIMIT);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9 - SENDER_ACTIVE_LIMIT);
    for (const r of refused) expect(r.body.error).toMatch(/^Three drop-offs are already booked from your internet connection/);
    expect(await count("booking_seats")).toBe(SENDER_ACTIVE_LIMIT);
    // Another connection still books.
    expect((await call(body(person(), "09:00", "2026-11-27"), { email: false, address: "198.51.100.4" })).status).toBe(201);
  });

  it("holds one active booking per e-mail address and per phone, whichever spelling, under parallel requests", async () => {
    const p = person();
    const sameEmail = await Promise.all([
      call(body(p, "09:00", "2026-11-24"), { email: false, address: "198.51.100.1" }),
      call(body({ ...person(), email: p.email.toUpperCase() }, "12:00", "2026-11-24"), { email: false, address: "198.51.100.2" }),
    ]);
    expect(sameEmail.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(sameEmail.find((a) => a.status === 409)!.body.error).toBe(
      "You already have a drop-off booked. Call us if you need to change it.",
    );
    const q = person();
    const samePhone = await Promise.all([
      call(body(q, "09:00", "2026-11-25"), { email: false, address: "198.51.100.3" }),
      call(body({ ...person(), phone: `+1 ${q.phone.replace(/\D/g, "")}` }, "12:00", "2026-11-25"), {
        email: false,
        address: "198.51.100.4",
      }),
    ]);
    expect(samePhone.map((a) => a.status).sort()).toEqual([201, 409]);
    // Tags of one mailbox are one address: ann+1@ and ann+2@ hold one booking between them.
    const [local, domain] = person().email.split("@");
    const tagged = await Promise.all([
      call(body({ ...person(), email: `${local}+1@${domain}` }, "09:00", "2026-11-27"), {
        email: false,
        address: "198.51.100.5",
      }),
      call(body({ ...person(), email: `${local}+2@${domain}` }, "12:00", "2026-11-27"), {
        email: false,
        address: "198.51.100.6",
      }),
    ]);
    expect(tagged.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await count("booking_seats")).toBe(3);
  });

  it("books only on confirmation: the lead, the seat, the alerts; a second click or a parallel one books nothing more", async () => {
    const p = person();
    expect((await call(body(p, "12:00"))).status).toBe(202);
    const token = await tokenFor(p.email);
    const loaded = await loadBookingRequest(db, token, settings, NOW);
    expect(loaded).toMatchObject({
      ok: true,
      request: { name: p.name, dayLabel: "Saturday, November 28, 2026", confirmedRef: null },
    });
    const [a, b] = await Promise.all([
      confirmFromForm(db, token, form(), settings, NOW),
      confirmFromForm(db, token, form(), settings, NOW),
    ]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect([a, b].filter((o) => o.ok && !o.already)).toHaveLength(1);
    expect(await count("booking_seats")).toBe(1);
    expect(await count("leads")).toBe(1);
    const kinds = (await db.selectFrom("outbox").select("kind").orderBy("id").execute()).map((k) => k.kind);
    expect(kinds).toEqual(["booking-request", "lead-alert", "booking-alert", "booking-confirmation"]);
    expect(await confirmFromForm(db, token, form(), settings, NOW)).toMatchObject({ ok: true, already: true });
    // Reopened, the link shows the time booked; once the shop cancels, it says so.
    expect(await loadBookingRequest(db, token, settings, NOW)).toMatchObject({
      ok: true,
      request: { bookingStatus: "active", windowLabel: "12:00 PM to 3:00 PM" },
    });
    const made = await db.selectFrom("bookings").select("id").executeTakeFirstOrThrow();
    await cancelBookingsFromSenderOf(db, made.id, NOW, await testActor(db));
    expect(await loadBookingRequest(db, token, settings, NOW)).toMatchObject({
      ok: true,
      request: { bookingStatus: "cancelled" },
    });
    // The visitor is told, so the calendar entry does not send them for nothing.
    const told = await db.selectFrom("outbox").select(["subject", "text_body"]).where("kind", "=", "booking-cancelled").execute();
    expect(told).toEqual([
      {
        subject: "Your drop-off at Space Coast PC Repair & Web Services on Saturday, November 28, 2026 is cancelled",
        text_body: expect.stringContaining(
          "To book another time, call us at (321) 555-0142 or pick one at https://shop.example/diagnosis.",
        ),
      },
    ]);
    expect(await confirmFromForm(db, "x".repeat(22), form(), settings, NOW)).toMatchObject({ ok: false, status: 404 });
    expect(await confirmFromForm(db, token, form({ slot: "<script>" }), settings, NOW)).toMatchObject({ status: 400 });
  });

  it("when the window filled before the link was used, offers the nearest free windows and books the one picked", async () => {
    const p = person();
    expect((await call(body(p, "09:00"))).status).toBe(202);
    const token = await tokenFor(p.email);
    expect((await call(body(person(), "09:00"), { email: false, address: "198.51.100.9" })).status).toBe(201);
    const full = await confirmFromForm(db, token, form(), settings, NOW);
    expect(full).toMatchObject({ ok: false, status: 409, reason: "full" });
    const choices = (full as { choices: Array<{ key: string }> }).choices.map((c) => c.key);
    // The three free windows nearest the one asked for, soonest first.
    expect(choices).toHaveLength(3);
    expect(choices).toContain("2026-11-28 12:00");
    expect([...choices].sort()).toEqual(choices);
    expect(await count("leads")).toBe(1);
    const booked = await confirmFromForm(db, token, form({ slot: "2026-11-28 12:00" }), settings, NOW);
    expect(booked).toMatchObject({ ok: true, already: false, booking: { windowLabel: "12:00 PM to 3:00 PM" } });
    expect((await listBookingsOfDay(db, SATURDAY)).map((b) => b.start)).toEqual(["09:00", "12:00"]);
  });

  it("a link expires; a second request within 10 minutes sends no second e-mail, a later one replaces the first link", async () => {
    const p = person();
    expect((await call(body(p, "09:00"))).status).toBe(202);
    const first = await tokenFor(p.email);
    const again = await call(body(p, "12:00"), { at: new Date(NOW.getTime() + RESEND_AFTER_MS - 1000) });
    expect(again).toMatchObject({ status: 429, body: { error: expect.stringMatching(/^We already sent a confirmation link/) } });
    const later = new Date(NOW.getTime() + RESEND_AFTER_MS + 1000);
    expect((await call(body(p, "12:00"), { at: later })).status).toBe(202);
    const second = await tokenFor(p.email);
    expect(second).not.toBe(first);
    expect(await confirmFromForm(db, first, form(), settings, later)).toMatchObject({ status: 404 });
    const expired = new Date(later.getTime() + REQUEST_TTL_MS);
    expect(await confirmFromForm(db, second, form(), settings, expired)).toMatchObject({ status: 410, reason: "expired" });
    expect(await count("booking_seats")).toBe(0);
    // A day after it expired, the request and its details are gone.
    await purgeBookingRequests(db, new Date(expired.getTime() + 25 * 60 * 60 * 1000), "2026-11-25");
    expect(await count("booking_requests")).toBe(0);
  });

  it("the owner cancels every booking one sender made in one step, and an erasure deletes a request not yet confirmed", async () => {
    const made = await Promise.all(
      ["09:00", "12:00", "15:00"].map((start) =>
        call(body(person(), start, "2026-11-25"), { email: false, address: "192.0.2.77" }),
      ),
    );
    expect(made.map((m) => m.status)).toEqual([201, 201, 201]);
    const one = (await listBookingsOfDay(db, "2026-11-25"))[0]!;
    expect(one.fromSender).toBe(3);
    const all = await cancelBookingsFromSenderOf(db, one.id, NOW, await testActor(db));
    expect(all.ok && all.cancelled.map((c) => c.label)).toEqual([
      "9:00 AM to 12:00 PM",
      "12:00 PM to 3:00 PM",
      "3:00 PM to 6:00 PM",
    ]);
    expect(await listBookingsOfDay(db, "2026-11-25")).toEqual([]);
    expect((await call(body(person(), "09:00", "2026-11-25"), { email: false, address: "192.0.2.77" })).status).toBe(201);

    const p = person();
    expect((await call(body(p, "12:00"))).status).toBe(202);
    // Found, exported and erased by the privacy tool: by e-mail, and by phone alone (with its e-mail).
    const q = { email: p.email, phone: null };
    const found = await findPerson(db, q);
    expect(found.bookingRequests).toEqual([
      expect.objectContaining({ name: p.name, day: SATURDAY, start: "12:00", confirmed: false }),
    ]);
    expect(found.counts.bookings).toBe(1);
    expect(personCsvRows(found).filter((r) => r[0] === "Drop-off request")).toHaveLength(1);
    const erased = await erasePerson(db, q, totalRecords(found.counts), NOW, await testActor(db));
    expect(erased).toMatchObject({ ok: true });
    expect(await db.selectFrom("booking_requests").select("id").where("email", "=", p.email).execute()).toEqual([]);
    expect(await db.selectFrom("outbox").select("id").where("recipient", "=", p.email).execute()).toEqual([]);
    const byPhone = person();
    expect((await call(body(byPhone, "15:00"))).status).toBe(202);
    const pq = { email: null, phone: byPhone.phone.replace(/\D/g, "") };
    expect(await erasePerson(db, pq, totalRecords((await findPerson(db, pq)).counts), NOW, await testActor(db))).toMatchObject({
      ok: true,
    });
    expect(await db.selectFrom("booking_requests").select("id").where("email", "=", byPhone.email).execute()).toEqual([]);
    expect(await db.selectFrom("outbox").select("id").where("recipient", "=", byPhone.email).execute()).toEqual([]);
  });

  it("writes to one address at most SENDS_PER_DAY times a day, whoever asks, and the e-mail carries nothing the asker typed", async () => {
    const victim = person();
    const asker = (k: number) => ({ ...victim, name: `<a href="https://evil.example">Win ${k}</a>` });
    const at = (k: number) => new Date(NOW.getTime() + k * (RESEND_AFTER_MS + 1000));
    const statuses = [];
    for (let k = 0; k < SENDS_PER_DAY + 2; k++) {
      statuses.push((await call({ ...body(asker(k), "09:00"), note: "Click https://evil.example" }, { at: at(k) })).status);
    }
    expect(statuses).toEqual([...Array(SENDS_PER_DAY).fill(202), 429, 429]);
    const mails = await db
      .selectFrom("outbox")
      .select(["text_body", "html_body"])
      .where("recipient", "=", victim.email)
      .execute();
    expect(mails).toHaveLength(SENDS_PER_DAY);
    for (const m of mails) {
      expect(m.text_body).toMatch(
        /Please confirm before Nov 24, 2026, \d+:\d{2} AM\. Trouble with the link\? Call us at \(321\) 555-0142\./,
      );
      expect(m.text_body).not.toContain("evil.example");
      expect(m.html_body).not.toContain("evil.example");
      expect(m.text_body).toMatch(/^Hello,\n/);
    }
    // Another +tag of the same mailbox is the same address.
    const [local, domain] = victim.email.split("@");
    const tagged = await call(body({ ...victim, email: `${local}+x@${domain}` }, "09:00"), { at: at(SENDS_PER_DAY + 3) });
    expect(tagged.status).toBe(429);
    // A day after the first, the address may get one again.
    expect((await call(body(victim, "12:00"), { at: new Date(NOW.getTime() + 24 * 60 * 60 * 1000 + 1000) })).status).toBe(202);
    // An address the mailer would refuse (a local part over 64 characters) is refused here, with what to do.
    const long = { ...person(), email: `${"x".repeat(65)}@example.com` };
    const refused = await call(body(long, "09:00"));
    expect(refused.status).toBe(400);
  });

  it("of parallel requests for one mailbox (any +tag), from many addresses, exactly one sends an e-mail", async () => {
    const p = person();
    const [local, domain] = p.email.split("@");
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(body({ ...p, email: i % 2 ? `${local}+${i}@${domain}` : p.email }, "09:00"), { address: `2001:db8:${i}::1` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([202, ...Array(7).fill(429)]);
    expect(await count("booking_requests")).toBe(1);
    const mails = await db.selectFrom("outbox").select("id").where("kind", "=", "booking-request").execute();
    expect(mails).toHaveLength(1);
  });

  it("with e-mail on, a sender holding three places is told at once, before any e-mail goes out", async () => {
    const address = "192.0.2.201";
    for (const start of ["09:00", "12:00", "15:00"]) {
      const p = person();
      expect((await call(body(p, start, "2026-11-26"), { address })).status).toBe(202);
      expect(await confirmFromForm(db, await tokenFor(p.email), form(), settings, NOW)).toMatchObject({
        ok: true,
        already: false,
      });
    }
    const fourth = person();
    const refused = await call(body(fourth, "09:00", "2026-11-27"), { address });
    expect(refused).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^Three drop-offs are already booked/) } });
    expect(await db.selectFrom("outbox").select("id").where("recipient", "=", fourth.email).execute()).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("the booking-requests migration on $kind", ({ kind, make }) => {
  it("gives bookings made before their id as reference and active ones to come their holds", async () => {
    const test = make();
    const own = await test.open();
    try {
      const db = own.db as unknown as Kysely<any>;
      await whileMigrating(kind, () => migrateTo(db, "0022-email-keys"));
      const at = "2026-10-01T10:00:00.000Z";
      const lead = (email: string, phone: string | null) => ({
        issue: "slow",
        description: "d",
        name: "N",
        email,
        email_key: email.toLowerCase(),
        phone,
        phone_digits: phone?.replace(/\D/g, "") ?? null,
        client_timestamp: at,
        received_at: at,
        stage: "booked",
        stage_changed_at: at,
      });
      const [a, b, c] = (
        await db
          .insertInto("leads")
          .values([lead("Ann@Example.com", "(321) 555-0101"), lead("bob@example.com", null), lead("cy@example.com", null)])
          .returning("id")
          .execute()
      ).map((r) => Number(r.id));
      const booking = (lead_id: number, day: string, status: string) => ({
        lead_id,
        day,
        window_start: "09:00",
        window_end: "12:00",
        status,
        created_at: at,
      });
      await db
        .insertInto("bookings")
        .values([
          booking(a!, "2099-01-05", "active"),
          booking(b!, "2000-01-03", "active"),
          booking(c!, "2099-01-05", "cancelled"),
        ])
        .execute();
      await whileMigrating(kind, () => migrateToLatest(own.db));
      const refs = await db.selectFrom("bookings").select(["id", "ref"]).orderBy("id").execute();
      expect(refs.map((r) => r.ref)).toEqual(refs.map((r) => String(r.id)));
      const holds = await db.selectFrom("booking_holds").select(["kind", "value"]).orderBy("kind").execute();
      expect(holds).toEqual([
        { kind: "email", value: "ann@example.com" },
        { kind: "phone", value: "3215550101" },
      ]);
    } finally {
      await own.destroy();
      await test.drop();
    }
  });
});
