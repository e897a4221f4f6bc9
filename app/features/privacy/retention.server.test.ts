import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { createLead } from "~/features/leads/index.server";
import { moveLead } from "~/features/leads/pipeline.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { OUTBOX_KEEP_DAYS, monthsBefore, runRetention, startRetention } from "./retention.server";
import { testActor } from "../../../tests/factories";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const POLICY = { leadRetentionMonths: 24, ticketRetentionDays: 365 };
const cutoff = monthsBefore(NOW, 24); // 2024-11-23T15:00Z
const TRIAGE = {
  v: 1,
  answers: { old: "yes" },
  causes: [{ id: "hdd-bottleneck", likelihood: 0.8 }],
  stop: null,
  clear: true,
} as const;

describe("monthsBefore", () => {
  it("counts calendar months and clamps to the month's last day", () => {
    expect(monthsBefore(NOW, 24).toISOString()).toBe("2024-11-23T15:00:00.000Z");
    expect(monthsBefore(new Date("2026-03-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(monthsBefore(new Date("2026-01-15T00:00:00Z"), 13).toISOString()).toBe("2024-12-15T00:00:00.000Z");
  });
});

describe.each(testDatabaseKinds())("lead retention on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());
  it("runs other once-a-day work with each retention run (with e-mail off, the ready-ticket pass rides on it)", async () => {
    let stop = () => {};
    const ran = new Promise<Date>((resolve) => {
      stop = startRetention(handle.db, { leadRetentionMonths: 24, ticketRetentionDays: 365 }, 0, async (at) => resolve(at));
    });
    expect(await ran).toBeInstanceOf(Date);
    stop();
  });

  beforeEach(async () => {
    for (const table of [
      "outbox",
      "bookings",
      "lead_events",
      "lead_follow_ups",
      "leads",
      "privacy_erasures",
      "admin_sessions",
      "customer_keys",
      "customer_events",
      "customers",
    ] as const)
      await handle.db.deleteFrom(table).execute();
    await handle.db.deleteFrom("app_meta").where("key", "=", "privacy.retention_lease").execute();
  });

  /** A lead as the diagnosis makes it, received at `at`, moved once with a note, with a booking and its alert. */
  async function lead(name: string, at: Date, phone = "(321) 555-0142") {
    const { id } = await createLead(
      handle.db,
      {
        issue: "slow",
        description: `${name}'s laptop is slow`,
        name,
        email: `${name.toLowerCase()}@example.com`,
        phone,
        clientTimestamp: at.toISOString(),
        triage: { ...TRIAGE, answers: { ...TRIAGE.answers }, causes: [...TRIAGE.causes] },
      },
      at,
    );
    await moveLead(handle.db, {
      by: await testActor(handle.db),
      leadId: id,
      to: "contacted",
      note: `Called ${name}`,
      actor: "admin",
      now: new Date(at.getTime() + 1000),
    });
    const booking = await handle.db
      .insertInto("bookings")
      .values({
        lead_id: id,
        day: at.toISOString().slice(0, 10),
        window_start: "09:00",
        window_end: "12:00",
        status: "attended",
        note: `${name} brings the charger`,
        created_at: at.toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("outbox")
      .values({
        kind: "booking-alert",
        subject_type: "booking",
        subject_id: Number(booking.id),
        recipient: null,
        subject: `Booking from ${name}`,
        text_body: name,
        html_body: name,
        status: "queued",
        next_attempt_at: NOW.toISOString(),
        created_at: NOW.toISOString(),
      })
      .execute();
    return id;
  }

  it("erases a lead one day outside the period and keeps one a day inside, with its history, booking and e-mails", async () => {
    const outside = await lead("Olivia", new Date(cutoff.getTime() - DAY), "(321) 555-0199");
    const inside = await lead("Ivan", new Date(cutoff.getTime() + DAY));

    const report = await runRetention(handle.db, NOW, POLICY);
    expect(report).toMatchObject({ leads: 1, bookings: 1, tickets: 0 });
    // The lead's alert and its booking's alert are both gone; Ivan's stay.
    expect(report!.messages).toBe(2);

    const erased = await handle.db.selectFrom("leads").selectAll().where("id", "=", outside).executeTakeFirstOrThrow();
    expect(erased).toMatchObject({
      name: "",
      email: "",
      phone: null,
      phone_digits: null,
      description: "",
      booking_key_hash: null,
      // What the diagnosis read from the description goes with it.
      triage: null,
      erased_at: NOW.toISOString(),
      // What the shop counts stays.
      issue: "slow",
      stage: "contacted",
      received_at: new Date(cutoff.getTime() - DAY).toISOString(),
    });
    const kept = await handle.db.selectFrom("leads").selectAll().where("id", "=", inside).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ name: "Ivan", email: "ivan@example.com", phone_digits: "3215550142", erased_at: null });
    expect(JSON.parse(kept.triage!)).toEqual(TRIAGE);

    const notes = await handle.db.selectFrom("lead_events").select(["lead_id", "note"]).where("note", "is not", null).execute();
    expect(notes.map((n) => Number(n.lead_id))).toEqual([inside]);
    const bookingNotes = await handle.db.selectFrom("bookings").select(["lead_id", "note"]).orderBy("id").execute();
    expect(bookingNotes.map((b) => [Number(b.lead_id), b.note])).toEqual([
      [outside, null],
      [inside, "Ivan brings the charger"],
    ]);
    const mail = await handle.db.selectFrom("outbox").select("text_body").execute();
    expect(mail.map((m) => m.text_body).join(" ")).not.toContain("Olivia");

    const log = await handle.db.selectFrom("privacy_erasures").selectAll().execute();
    expect(log).toEqual([
      expect.objectContaining({ reason: "retention", at: NOW.toISOString(), leads: 1, bookings: 1, tickets: 0, messages: 2 }),
    ]);

    // Idempotent: a second run finds nothing and logs nothing.
    expect(await runRetention(handle.db, NOW, POLICY)).toMatchObject({ leads: 0, bookings: 0, tickets: 0, messages: 0 });
    expect(await handle.db.selectFrom("privacy_erasures").selectAll().execute()).toHaveLength(1);
  });

  it("erases a customer once none of their records keeps details, and keeps one that still has one", async () => {
    const gone = await lead("Greta", new Date(cutoff.getTime() - DAY), "(321) 555-0101");
    const old = await lead("Kurt", new Date(cutoff.getTime() - 2 * DAY), "(321) 555-0102");
    const recent = await lead("Kurt", new Date(cutoff.getTime() + 40 * DAY), "(321) 555-0102");
    await handle.db
      .insertInto("customer_events")
      .values({
        customer_id: await customerOf(gone),
        kind: "merged",
        note: "Greta merged",
        actor: "admin",
        at: NOW.toISOString(),
      })
      .execute();
    expect(await customerOf(old)).toBe(await customerOf(recent));

    await runRetention(handle.db, NOW, POLICY);
    const greta = await handle.db
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", await customerOf(gone))
      .executeTakeFirstOrThrow();
    expect(greta).toMatchObject({ name: "", email: null, phone: null, erased_at: NOW.toISOString() });
    expect(await handle.db.selectFrom("customer_events").select("note").execute()).toEqual([{ note: null }]);
    const kurt = await handle.db
      .selectFrom("customers")
      .selectAll()
      .where("id", "=", await customerOf(recent))
      .executeTakeFirstOrThrow();
    expect(kurt).toMatchObject({ name: "Kurt", email: "kurt@example.com", erased_at: null });
    const keys = await handle.db.selectFrom("customer_keys").select("value").orderBy("value").execute();
    expect(keys.map((k) => k.value)).toEqual(["3215550102", "kurt@example.com"]);
  });

  const customerOf = async (leadId: number) =>
    Number(
      (await handle.db.selectFrom("leads").select("customer_id").where("id", "=", leadId).executeTakeFirstOrThrow()).customer_id,
    );

  it("works through more leads than one batch, and of two runs at once one does the work", async () => {
    const old = new Date(cutoff.getTime() - 30 * DAY).toISOString();
    const rows = Array.from({ length: 1_234 }, (_, i) => ({
      issue: "virus",
      description: `Lead ${i}`,
      name: `Person ${i}`,
      email: `p${i}@example.com`,
      phone: null,
      client_timestamp: old,
      received_at: old,
      stage: "new",
      stage_changed_at: old,
    }));
    for (let i = 0; i < rows.length; i += 200)
      await handle.db
        .insertInto("leads")
        .values(rows.slice(i, i + 200))
        .execute();

    // Started together, one run holds the lease and the other is refused (null); on a loaded
    // machine the second may only start once the first has given the lease back, and then finds
    // nothing left. Either way one run erases every lead and the log has one row.
    const [a, b] = await Promise.all([runRetention(handle.db, NOW, POLICY), runRetention(handle.db, NOW, POLICY)]);
    const ran = [a, b].filter((r) => r !== null);
    expect(ran.map((r) => r.leads).sort((x, y) => y - x)).toEqual(ran.length === 1 ? [1_234] : [1_234, 0]);
    const left = await handle.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("erased_at", "is", null)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    const log = await handle.db.selectFrom("privacy_erasures").selectAll().execute();
    expect(log).toHaveLength(1);
    expect(Number(log[0]!.leads)).toBe(1_234);
    // The lease was given back: the next run is not refused.
    expect(await runRetention(handle.db, NOW, POLICY)).not.toBeNull();
    // While another run holds the lease (it lapses in the future), a run is refused.
    await handle.db
      .updateTable("app_meta")
      .set({ value: `${new Date(NOW.getTime() + 60_000).toISOString()} another-run` })
      .where("key", "=", "privacy.retention_lease")
      .execute();
    expect(await runRetention(handle.db, NOW, POLICY)).toBeNull();
  });

  it("drops e-mails no longer waiting after the keeping period, expired sessions and lapsed limits", async () => {
    const longAgo = new Date(NOW.getTime() - (OUTBOX_KEEP_DAYS + 1) * DAY).toISOString();
    const recent = new Date(NOW.getTime() - (OUTBOX_KEEP_DAYS - 1) * DAY).toISOString();
    const message = (status: string, created_at: string) => ({
      kind: "lead-alert",
      subject_type: "lead",
      subject_id: 999_999,
      recipient: null,
      subject: "s",
      text_body: "t",
      html_body: "h",
      status,
      next_attempt_at: created_at,
      created_at,
    });
    await handle.db
      .insertInto("outbox")
      .values([message("sent", longAgo), message("failed", longAgo), message("queued", longAgo), message("sent", recent)])
      .execute();
    await handle.db
      .insertInto("admin_sessions")
      .values([
        { id: "expired", created_at: longAgo, expires_at: new Date(NOW.getTime() - 1000).toISOString() },
        { id: "live", created_at: NOW.toISOString(), expires_at: new Date(NOW.getTime() + 1000).toISOString() },
      ])
      .execute();
    await handle.db.deleteFrom("rate_limits").execute();
    await handle.db
      .insertInto("rate_limits")
      .values([
        { key: "lapsed", resets_at: NOW.getTime() - 1, hits: 3 },
        { key: "running", resets_at: NOW.getTime() + 60_000, hits: 3 },
      ])
      .execute();

    const report = await runRetention(handle.db, NOW, POLICY);
    expect(report).toMatchObject({ messages: 2, sessions: 1, rateLimits: 1 });
    const statuses = (await handle.db.selectFrom("outbox").select("status").orderBy("id").execute()).map((m) => m.status);
    expect(statuses).toEqual(["queued", "sent"]);
    expect((await handle.db.selectFrom("admin_sessions").select("id").execute()).map((s) => s.id)).toEqual(["live"]);
    expect((await handle.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key)).toEqual(["running"]);
  });
});
