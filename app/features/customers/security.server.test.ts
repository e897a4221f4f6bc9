import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { inTransaction } from "~/db/transaction";
import { bookSlot } from "~/features/booking/bookings.server";
import { createLead, hashBookingKey, noteLead } from "~/features/leads/index.server";
import { eraseLeads, eraseTickets } from "~/features/privacy/erase.server";
import { erasePerson, findPerson } from "~/features/privacy/person.server";
import { runRetention } from "~/features/privacy/retention.server";
import { createTicket, moveTicket, noteTicket } from "~/features/tickets/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { loadCustomerDetail } from "./customer-detail.server";
import { testActor } from "../../../tests/factories";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
let seq = 0;
/** A person of this test alone. */
const person = (name = "Vic Victim") => {
  seq += 1;
  const n = `${Date.now() % 10000}${seq}`.padStart(7, "0").slice(-7);
  return { name, email: `sec.${seq}.${n}@example.com`, phone: `(407) ${n.slice(0, 3)}-${n.slice(3)}` };
};
const request = (p: { name: string; email: string; phone: string | null }, description = "Slow at start-up") => ({
  issue: "slow",
  description,
  name: p.name,
  email: p.email,
  phone: p.phone,
  clientTimestamp: NOW.toISOString(),
});

describe.each(testDatabaseKinds())("customer security on $kind", ({ kind, make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const settings = { ...parseConfig({}).booking, capacity: 1000 };
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const book = (p: { name: string; email: string; phone: string }, bookingKey?: string, note = "") =>
    bookSlot(
      handle.db,
      {
        day: "2026-11-24",
        start: "09:00",
        note,
        issue: "slow",
        description: "Booked",
        userInfo: { name: p.name, email: p.email, phone: p.phone, timestamp: NOW.toISOString() },
        ...(bookingKey ? { bookingKey } : {}),
      },
      settings,
      NOW,
    );
  const leadRow = (id: number) =>
    handle.db
      .selectFrom("leads")
      .select(["customer_id", "booking_key_hash", "name", "email"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const mailsTo = (email: string) =>
    handle.db.selectFrom("outbox").select(["kind", "text_body"]).where("recipient", "=", email).execute();
  const ticket = async (
    p: { name: string; email: string | null; phone: string | null },
    leadId: number | null = null,
    now = NOW,
  ) => {
    const r = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: p.name,
        email: p.email ?? "",
        phone: p.phone ?? "",
        deviceType: "laptop",
        deviceModel: "Dell XPS 13",
        problem: "Will not turn on",
      }),
      { by: await testActor(handle.db), leadId, now },
    );
    if (!r.ok) throw new Error(r.reason);
    return r;
  };

  it("never attaches a visitor's request to a stranger's customer through their phone alone", async () => {
    const victim = person();
    const mine = await createLead(handle.db, request(victim), NOW);
    const before = await leadRow(mine.id);
    const mallory = { name: "Mallory", email: `mallory.${victim.email}`, phone: victim.phone };

    const asked = await createLead(handle.db, request(mallory, "Tell me about them"), new Date(NOW.getTime() + 1000));
    expect(asked.followUp).toBe(false);
    expect(asked.id).not.toBe(mine.id);
    expect((await leadRow(asked.id)).customer_id).not.toBe(before.customer_id);
    // The victim's lead and customer are untouched: same key, same keys, no follow-up.
    expect(await leadRow(mine.id)).toEqual(before);
    expect(await handle.db.selectFrom("lead_follow_ups").select("id").where("lead_id", "=", mine.id).execute()).toEqual([]);
    const victimCustomer = await loadCustomerDetail(handle.db, Number(before.customer_id));
    expect(victimCustomer!.keys.map((k) => k.value).sort()).toEqual([victim.email, victim.phone.replace(/\D/g, "")].sort());

    // Mallory's booking, with her key or without one, lands on her own lead and writes to her only.
    const withKey = await book(mallory, asked.bookingKey, "Mallory's note");
    if (!withKey.ok) throw new Error(withKey.reason);
    expect(withKey.booking.leadId).toBe(asked.id);
    // (Without a phone: one phone holds one active booking, and Mallory's first holds this one.)
    const keyless = await book({ ...mallory, email: `m2.${victim.email}`, phone: "" }, undefined, "Another note");
    if (!keyless.ok) throw new Error(keyless.reason);
    expect(keyless.booking.leadId).not.toBe(mine.id);
    expect(await mailsTo(victim.email)).toEqual([]);
    expect(await handle.db.selectFrom("bookings").select("id").where("lead_id", "=", mine.id).execute()).toEqual([]);
  });

  it("gives a follow-up its own key (the lead keeps its own) and the sender's details", async () => {
    const p = person("Fay Follow");
    const first = await createLead(handle.db, request(p), NOW);
    const again = await createLead(handle.db, request({ ...p, name: "Fay F.", phone: "407 555 0000" }, "Again"), NOW);
    expect(again).toMatchObject({ id: first.id, followUp: true });
    expect((await leadRow(first.id)).booking_key_hash).toBe(hashBookingKey(first.bookingKey));
    const followUp = await handle.db
      .selectFrom("lead_follow_ups")
      .select(["name", "email", "phone", "booking_key_hash"])
      .where("lead_id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(followUp).toEqual({
      name: "Fay F.",
      email: p.email,
      phone: "407 555 0000",
      booking_key_hash: hashBookingKey(again.bookingKey),
    });

    // The follow-up's key books on the lead while it has no booking; the lead's own key then finds it booked.
    const booked = await book(p, again.bookingKey);
    if (!booked.ok) throw new Error(booked.reason);
    expect(booked.booking.leadId).toBe(first.id);
    expect(await book(p, first.bookingKey)).toEqual({ ok: false, reason: "already-booked" });
  });

  it("refuses a second active booking naming a booked customer's e-mail (one active booking per address), and touches nothing of theirs", async () => {
    const victim = person();
    const mine = await createLead(handle.db, request(victim), NOW);
    const own = await book(victim, mine.bookingKey, "Side door");
    if (!own.ok) throw new Error(own.reason);
    const leadsBefore = await handle.db.selectFrom("leads").select("id").execute();

    // Without a key, or with a follow-up's key on the booked lead: refused, and no lead is made.
    // (With e-mail on, this is decided only when the mailbox's owner confirms; see requests.server.)
    expect(await book({ ...victim, name: "Eve", phone: "" })).toEqual({ ok: false, reason: "already-booked" });
    const asked = await createLead(handle.db, request({ ...victim, name: "Eve" }, "Probe"), NOW);
    expect(await book({ ...victim, name: "Eve", phone: "" }, asked.bookingKey)).toEqual({ ok: false, reason: "already-booked" });
    expect((await handle.db.selectFrom("leads").select("id").execute()).length).toBe(
      leadsBefore.length + (asked.followUp ? 0 : 1),
    );
    // The victim's lead keeps exactly its own booking.
    const active = await handle.db
      .selectFrom("bookings")
      .select(["id", "note"])
      .where("lead_id", "=", mine.id)
      .where("status", "=", "active")
      .execute();
    expect(active).toEqual([{ id: own.booking.id, note: "Side door" }]);
  });

  it("refuses a note on an erased lead or ticket, keeping no text", async () => {
    const p = person("Nora Note");
    const l = await createLead(handle.db, request(p), NOW);
    const t = await ticket(p, l.id);
    await inTransaction(handle.db, (trx) => eraseLeads(trx, [l.id], NOW.toISOString()));
    expect(
      await noteLead(handle.db, {
        by: await testActor(handle.db),
        leadId: l.id,
        note: "Called Nora on 407…",
        actor: "admin",
        now: NOW,
      }),
    ).toEqual({
      ok: false,
      reason: "erased",
    });
    const notes = await handle.db.selectFrom("lead_events").select("note").where("lead_id", "=", l.id).execute();
    expect(notes.filter((n) => n.note?.includes("Nora"))).toEqual([]);
    await inTransaction(handle.db, (trx) => eraseTickets(trx, [t.id], NOW.toISOString()));
    expect(
      await noteTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, privateNote: "Nora's address", now: NOW }),
    ).toMatchObject({
      ok: false,
      reason: "erased",
    });
  });

  it.runIf(kind === "postgres")("makes a note wait for an erasure running meanwhile, then refuses it", async () => {
    const p = person("Wanda Wait");
    const l = await createLead(handle.db, request(p), NOW);
    let note: Promise<unknown> | undefined;
    await inTransaction(handle.db, async (trx) => {
      await eraseLeads(trx, [l.id], NOW.toISOString());
      note = noteLead(handle.db, {
        by: await testActor(handle.db),
        leadId: l.id,
        note: "Wanda's new number 407 555 1234",
        actor: "admin",
        now: NOW,
      });
      await new Promise((r) => setTimeout(r, 150));
    });
    expect(await note).toEqual({ ok: false, reason: "erased" });
    const notes = await handle.db.selectFrom("lead_events").select("note").where("lead_id", "=", l.id).execute();
    expect(notes.filter((n) => n.note?.includes("Wanda"))).toEqual([]);
  });

  it.runIf(kind === "postgres")(
    "takes customer then lead in every path: parallel tickets, follow-ups and bookings never deadlock",
    async () => {
      const failures: unknown[] = [];
      for (let i = 0; i < 15; i++) {
        const p = person(`Dee ${i}`);
        const l = await createLead(handle.db, request(p), NOW);
        const results = await Promise.allSettled([
          ticket(p, l.id),
          createLead(handle.db, request(p, "Follow-up"), NOW),
          book(p),
          ticket(p, l.id),
          createLead(handle.db, request(p, "Another"), NOW),
        ]);
        failures.push(...results.flatMap((r) => (r.status === "rejected" ? [r.reason] : [])));
      }
      expect(failures.map((e) => (e as { code?: string }).code ?? String(e))).toEqual([]);
    },
  );

  it("rebuilds a customer from its remaining records when retention erases a lead, and erases one left with none", async () => {
    const p = person("Olga Old");
    const old = await createLead(handle.db, request(p), new Date(NOW.getTime() - 800 * DAY));
    const customerId = Number((await leadRow(old.id)).customer_id);
    // A walk-in ticket typed at the desk with her phone only: the same customer.
    const kept = await ticket({ name: "Olga O.", email: null, phone: p.phone });
    expect(
      Number(
        (await handle.db.selectFrom("tickets").select("customer_id").where("id", "=", kept.id).executeTakeFirstOrThrow())
          .customer_id,
      ),
    ).toBe(customerId);

    await runRetention(handle.db, NOW, { leadRetentionMonths: 24, ticketRetentionDays: 365 });
    const customer = await handle.db.selectFrom("customers").selectAll().where("id", "=", customerId).executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ name: "Olga O.", email: null, phone: p.phone, erased_at: null });
    const keys = await handle.db
      .selectFrom("customer_keys")
      .select(["kind", "value"])
      .where("customer_id", "=", customerId)
      .execute();
    expect(keys).toEqual([{ kind: "phone", value: p.phone.replace(/\D/g, "") }]);
    // Her old address no longer finds her.
    expect(await handle.db.selectFrom("customer_keys").select("customer_id").where("value", "=", p.email).execute()).toEqual([]);

    // Once the ticket goes too, so does the customer.
    await moveTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: kept.id,
      to: "cancelled",
      now: new Date(NOW.getTime() - 400 * DAY),
    });
    await runRetention(handle.db, NOW, { leadRetentionMonths: 24, ticketRetentionDays: 365 });
    expect(
      await handle.db
        .selectFrom("customers")
        .select(["name", "email", "phone"])
        .where("id", "=", customerId)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      name: "",
      email: null,
      phone: null,
    });
    expect(await handle.db.selectFrom("customer_keys").select("value").where("customer_id", "=", customerId).execute()).toEqual(
      [],
    );
  });

  it("erases a customer reached only through an erased lead's customer, not through its keys", async () => {
    const first = person("Pat Phone");
    await createLead(handle.db, request(first), NOW);
    // Another visitor with the same phone: their own customer, whose only key is their address.
    const other = { name: "Quinn Other", email: `q.${first.email}`, phone: first.phone };
    const otherLead = await createLead(handle.db, request(other), NOW);
    const otherCustomer = Number((await leadRow(otherLead.id)).customer_id);

    const found = await findPerson(handle.db, { email: null, phone: first.phone });
    expect(found.leads.map((l) => l.id)).toContain(otherLead.id);
    const erased = await erasePerson(
      handle.db,
      { email: null, phone: first.phone },
      found.counts.leads + found.counts.bookings + found.counts.tickets + found.counts.messages,
      NOW,
      await testActor(handle.db),
    );
    expect(erased.ok).toBe(true);
    const row = await handle.db.selectFrom("customers").selectAll().where("id", "=", otherCustomer).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "", email: null, phone: null, erased_at: NOW.toISOString() });
    expect(
      await handle.db.selectFrom("customer_keys").select("value").where("customer_id", "=", otherCustomer).execute(),
    ).toEqual([]);
  });
});
