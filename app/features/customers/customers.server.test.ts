import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { bookSlot } from "~/features/booking/bookings.server";
import { createLead, moveLead } from "~/features/leads/index.server";
import { loadLeadDetail } from "~/features/leads/lead-page.server";
import { loadLeadsPage } from "~/features/leads/leads-admin.server";
import { createTicket, updateTicket } from "~/features/tickets/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { attachCustomer } from "./attach.server";
import { loadCustomerDetail } from "./customer-detail.server";
import { loadCustomersPage } from "./customers-admin.server";
import { checkSplit, mergeCustomers, splitRecord } from "./merge-split.server";
import { searchAll } from "./search.server";
import { testActor } from "../../../tests/factories";

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));
let seq = 0;
/** A person of this test alone. */
const person = (name = "Jane Doe") => {
  seq += 1;
  const n = `${Date.now() % 100000}${seq}`.padStart(7, "0").slice(-7);
  return { name, email: `person.${seq}.${n}@example.com`, phone: `(321) ${n.slice(0, 3)}-${n.slice(3)}` };
};
const lead = (p: { name: string; email: string; phone: string | null }, description = "Slow at start-up") => ({
  issue: "slow",
  description,
  name: p.name,
  email: p.email,
  phone: p.phone,
  clientTimestamp: "2026-11-01T10:00:00.000Z",
});

describe.each(testDatabaseKinds())("customers on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SHOP_TIMEZONE: "America/New_York" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const customerOf = async (table: "leads" | "tickets", id: number) =>
    Number((await handle.db.selectFrom(table).select("customer_id").where("id", "=", id).executeTakeFirstOrThrow()).customer_id);
  const alerts = (leadId: number) =>
    handle.db
      .selectFrom("outbox")
      .select(["kind", "subject", "text_body"])
      .where("subject_type", "=", "lead")
      .where("subject_id", "=", leadId)
      .orderBy("id")
      .execute();
  const ticket = async (
    p: { name: string; email: string | null; phone: string | null },
    leadId: number | null = null,
    now = at(5),
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

  it("finds one customer by e-mail however it is written, and by phone with or without the US 1", async () => {
    const p = person();
    const first = await createLead(handle.db, lead(p), at(1));
    await moveLead(handle.db, {
      by: await testActor(handle.db),
      leadId: first.id,
      from: "new",
      to: "done",
      actor: "admin",
      now: at(1, 13),
    });
    const second = await createLead(handle.db, lead({ ...p, email: `  ${p.email.toUpperCase()} `, phone: null }), at(2));
    const digits = p.phone.replace(/\D/g, "");
    const third = await createLead(handle.db, lead({ name: "J. Doe", email: `other.${p.email}`, phone: `+1 ${digits}` }), at(3));
    expect(second.followUp).toBe(false);
    const c = await customerOf("leads", first.id);
    expect(await customerOf("leads", second.id)).toBe(c);
    // The second is still open, but the third only shares its phone (another address): a visitor's
    // phone proves nothing, so it is a new lead of a new customer, flagged "same phone as".
    expect(third.followUp).toBe(false);
    expect(third.id).not.toBe(second.id);
    const other = await customerOf("leads", third.id);
    expect(other).not.toBe(c);
    const detail = await loadCustomerDetail(handle.db, c);
    expect(detail!.customer).toMatchObject({ name: p.name, email: p.email, phone: p.phone });
    // Nothing of the third request was claimed onto this customer.
    expect(detail!.keys.map((k) => `${k.kind} ${k.value}`).sort()).toEqual([`email ${p.email}`, `phone ${digits}`].sort());
    expect(detail!.history.map((h) => `${h.kind} ${h.id}`)).toEqual([`lead ${second.id}`, `lead ${first.id}`]);
    const otherDetail = await loadCustomerDetail(handle.db, other);
    expect(otherDetail!.keys).toEqual([{ kind: "email", value: `other.${p.email}` }]);
    expect(otherDetail!.samePhoneCustomerId).toBe(c);
    expect((await loadLeadDetail(handle.db, third.id, at(3)))!.samePhoneCustomerId).toBe(c);
    expect((await loadLeadDetail(handle.db, second.id, at(3)))!.samePhoneCustomerId).toBeNull();
  });

  it("makes one customer of parallel first requests, and one lead with follow-ups", async () => {
    const p = person("Parallel Pat");
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createLead(handle.db, lead(p, `Request ${i}`), new Date(at(4).getTime() + i))),
    );
    const ids = new Set(results.map((r) => r.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => !r.followUp)).toHaveLength(1);
    const [leadId] = [...ids];
    const customers = await handle.db
      .selectFrom("customer_keys")
      .select("customer_id")
      .where("value", "in", [p.email, p.phone.replace(/\D/g, "")])
      .execute();
    expect(new Set(customers.map((r) => r.customer_id)).size).toBe(1);
    const followUps = await handle.db.selectFrom("lead_follow_ups").select("id").where("lead_id", "=", leadId!).execute();
    expect(followUps).toHaveLength(11);
    const sent = await alerts(leadId!);
    expect(sent.filter((m) => m.kind === "lead-alert")).toHaveLength(1);
    expect(sent.filter((m) => m.kind === "lead-follow-up")).toHaveLength(11);
  });

  it("makes one customer of parallel inserts of the same keys", async () => {
    const p = person();
    const ids = await Promise.all(
      Array.from({ length: 10 }, () => handle.db.transaction().execute((trx) => attachCustomer(trx, p, at(4)))),
    );
    expect(new Set(ids).size).toBe(1);
  });

  it("records a second request within 7 days of an open lead as a follow-up with one alert that says so", async () => {
    const p = person("Fiona Follow");
    const first = await createLead(handle.db, lead(p, "Fan is loud"), at(10));
    const again = await createLead(handle.db, lead({ ...p, email: p.email.toUpperCase() }, "Now it shuts down too"), at(16));
    expect(again).toMatchObject({ id: first.id, followUp: true });
    expect(again.bookingKey).not.toBe(first.bookingKey);
    const sent = await alerts(first.id);
    expect(sent.map((m) => m.kind)).toEqual(["lead-alert", "lead-follow-up"]);
    expect(sent[1]!.subject).toBe(`Follow-up on lead ${first.id}: Computer is running slow — Fiona F.`);
    expect(sent[1]!.text_body).toContain("This is a follow-up on that lead, not a new one.");
    expect(sent[1]!.text_body).toContain("Now it shuts down too");
    expect(sent[1]!.text_body).toContain(`https://shop.example/admin/leads/${first.id}`);
    const leads = await handle.db
      .selectFrom("leads")
      .select("id")
      .where("email", "in", [p.email, p.email.toUpperCase()])
      .execute();
    expect(leads).toHaveLength(1);
    // The lead page shows it and its customer; the list flags the lead.
    const detail = await loadLeadDetail(handle.db, first.id, at(16));
    expect(detail!.followUps).toEqual([
      {
        id: expect.any(Number),
        source: "diagnosis",
        issue: "slow",
        description: "Now it shuts down too",
        name: "Fiona Follow",
        email: p.email.toUpperCase(),
        phone: p.phone,
        receivedAt: at(16).toISOString(),
        // Sent without a diagnosis's summary.
        triage: null,
      },
    ]);
    expect(detail!.customerId).toBe(await customerOf("leads", first.id));
    const listed = (await loadLeadsPage(handle.db, new URLSearchParams(), at(16))).leads.find((l) => l.id === first.id);
    expect(listed!.followUps).toBe(1);

    // After 7 days, or once the lead is done or lost, a request is a new lead.
    const late = await createLead(handle.db, lead(p, "Another machine"), at(17, 13));
    expect(late.followUp).toBe(false);
    expect(late.id).not.toBe(first.id);
    await moveLead(handle.db, {
      by: await testActor(handle.db),
      leadId: late.id,
      from: "new",
      to: "lost",
      lostReason: "Went elsewhere",
      actor: "admin",
      now: at(18),
    });
    const afterLost = await createLead(handle.db, lead(p, "Back again"), at(19));
    expect(afterLost.followUp).toBe(false);
    expect(await customerOf("leads", afterLost.id)).toBe(await customerOf("leads", first.id));
  });

  it("books a customer's request made without their booking key on their open lead, as a follow-up, with its customer", async () => {
    const settings = parseConfig({}).booking;
    const now = new Date("2026-11-23T12:00:00.000Z");
    const p = person("Bo Booker");
    const first = await createLead(handle.db, lead(p, "Diagnosed first"), now);
    const booked = await bookSlot(
      handle.db,
      {
        day: "2026-11-24",
        start: "09:00",
        note: "",
        issue: "slow",
        description: "Booked from another browser",
        userInfo: { name: p.name, email: p.email, phone: p.phone, timestamp: now.toISOString() },
      },
      settings,
      now,
    );
    if (!booked.ok) throw new Error(booked.reason);
    expect(booked.booking.leadId).toBe(first.id);
    const followUps = await handle.db
      .selectFrom("lead_follow_ups")
      .select(["source", "description"])
      .where("lead_id", "=", first.id)
      .execute();
    expect(followUps).toEqual([{ source: "booking", description: "Booked from another browser" }]);
    const booking = await handle.db
      .selectFrom("bookings")
      .select("customer_id")
      .where("id", "=", booked.booking.id)
      .executeTakeFirstOrThrow();
    expect(booking.customer_id).toBe(await customerOf("leads", first.id));
    expect((await alerts(first.id)).map((m) => m.kind)).toEqual(["lead-alert", "lead-follow-up"]);
  });

  it("gives a ticket the customer of its lead, and a walk-in's ticket the customer of its phone", async () => {
    const p = person("Tom Ticket");
    const l = await createLead(handle.db, lead(p), at(5));
    const fromLead = await ticket({ name: "Tom T.", email: null, phone: "555 000 1111" }, l.id);
    const c = await customerOf("leads", l.id);
    expect(await customerOf("tickets", fromLead.id)).toBe(c);
    const walkIn = await ticket({ name: "Tom", email: null, phone: p.phone.replace(/\D/g, "") });
    expect(await customerOf("tickets", walkIn.id)).toBe(c);
    const stranger = await ticket(person("Sam Stranger"));
    expect(await customerOf("tickets", stranger.id)).not.toBe(c);
  });

  it("a ticket's edited contact details become its customer's: search and the next request find them", async () => {
    const p = person("Erin Edit");
    const t = await ticket({ name: p.name, email: null, phone: p.phone });
    const c = await customerOf("tickets", t.id);
    const later = person("Erin Edit");
    const saved = await updateTicket(
      handle.db,
      t.id,
      TicketFormSchema.parse({
        customerName: p.name,
        email: later.email,
        phone: p.phone,
        deviceType: "laptop",
        deviceModel: "Dell XPS 13",
        problem: "Will not turn on",
      }),
      at(6),
      await testActor(handle.db),
    );
    expect(saved).toEqual({ ok: true });
    expect((await searchAll(handle.db, later.email)).customers.items.map((x) => x.id)).toEqual([c]);
    const customer = await handle.db.selectFrom("customers").select("email").where("id", "=", c).executeTakeFirstOrThrow();
    expect(customer.email).toBe(later.email);
    const l = await createLead(handle.db, lead({ ...later, phone: null }), at(7));
    expect(await customerOf("leads", l.id)).toBe(c);
  });

  it("merges two customers into one that keeps everything, with a history note", async () => {
    const a = person("Merge Keep");
    const b = person("Merge Other");
    const la = await createLead(handle.db, lead(a), at(6));
    const lb = await createLead(handle.db, lead(b), at(6, 13));
    const tb = await ticket(b, lb.id);
    const keep = await customerOf("leads", la.id);
    const other = await customerOf("leads", lb.id);
    expect(
      await mergeCustomers(handle.db, { by: await testActor(handle.db), keepId: keep, otherId: keep, note: "", now: at(7) }),
    ).toMatchObject({ ok: false });
    const merged = await mergeCustomers(handle.db, {
      by: await testActor(handle.db),
      keepId: keep,
      otherId: other,
      note: "Same person, new address",
      now: at(7),
    });
    expect(merged).toMatchObject({ ok: true });
    expect(await loadCustomerDetail(handle.db, other)).toBeNull();
    const detail = await loadCustomerDetail(handle.db, keep);
    expect(detail!.history.map((h) => `${h.kind} ${h.id}`)).toEqual(
      expect.arrayContaining([`lead ${la.id}`, `lead ${lb.id}`, `ticket ${tb.id}`]),
    );
    expect(detail!.events[0]!.note).toBe(
      `Customer ${other} (Merge Other) merged into this one: 1 request, 1 repair moved.\nSame person, new address`,
    );
    // The other's address now finds the kept customer.
    const later = await createLead(handle.db, lead(b, "Again"), at(20));
    expect(await customerOf("leads", later.id)).toBe(keep);
  });

  it("splits a wrongly matched request onto a new customer, its own e-mail going with it", async () => {
    const dad = person("Dan Family");
    const kid = { name: "Kim Family", email: `kim.${dad.email}`, phone: dad.phone };
    const l1 = await createLead(handle.db, lead(dad), at(8));
    await moveLead(handle.db, {
      by: await testActor(handle.db),
      leadId: l1.id,
      from: "new",
      to: "done",
      actor: "admin",
      now: at(8, 13),
    });
    // Typed in by the front desk: staff details match by phone too (a visitor's would not).
    const l2 = await createLead(handle.db, lead(kid, "Cracked screen"), at(9), { actor: "admin" });
    const c = await customerOf("leads", l1.id);
    expect(await customerOf("leads", l2.id)).toBe(c);
    const split = await splitRecord(handle.db, {
      by: await testActor(handle.db),
      customerId: c,
      record: { kind: "lead", id: l2.id },
      note: "Daughter",
      now: at(9, 13),
    });
    if (!split.ok) throw new Error(split.error);
    expect(await customerOf("leads", l2.id)).toBe(split.newId);
    const moved = await loadCustomerDetail(handle.db, split.newId);
    expect(moved!.customer.name).toBe("Kim Family");
    expect(moved!.keys).toEqual([{ kind: "email", value: kid.email }]);
    expect(moved!.events[0]!.note).toBe(`Split from customer ${c}: request ${l2.id}.\nDaughter`);
    expect((await loadCustomerDetail(handle.db, c))!.events[0]!.note).toBe(
      `Split off: request ${l2.id} moved to customer ${split.newId}.\nDaughter`,
    );
    // A customer's only record cannot be split off.
    expect(await checkSplit(handle.db, split.newId, { kind: "lead", id: l2.id })).toMatchObject({ ok: false });
    // Her address now finds her own record; the shared phone stays with her father's.
    const next = await createLead(handle.db, lead(kid, "Battery"), at(21));
    expect(await customerOf("leads", next.id)).toBe(split.newId);
  });

  it("searches customers, leads and tickets by name, e-mail, phone punctuation and ticket number, with bounded counts", async () => {
    const p = person("Quentin Searchable");
    const l = await createLead(handle.db, lead(p), at(11));
    const t = await ticket(p, l.id);
    const digits = p.phone.replace(/\D/g, "");
    const byPhone = await searchAll(handle.db, `1.${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`);
    expect(byPhone.error).toBeNull();
    expect(byPhone.leads.items.map((x) => x.id)).toEqual([l.id]);
    expect(byPhone.tickets.items.map((x) => x.number)).toEqual([t.number]);
    expect(byPhone.customers.items.map((x) => x.name)).toEqual(["Quentin Searchable"]);
    const byNumber = await searchAll(handle.db, t.number.toLowerCase());
    expect(byNumber.tickets.items.map((x) => x.id)).toEqual([t.id]);
    expect(byNumber.customers.items).toHaveLength(1);
    expect((await searchAll(handle.db, p.email.toUpperCase())).leads.items.map((x) => x.id)).toEqual([l.id]);
    expect((await searchAll(handle.db, "quentin sEARCH")).customers.items).toHaveLength(1);
    expect((await searchAll(handle.db, "")).error).toMatch(/Type a name/);
    expect((await searchAll(handle.db, "SC-12")).error).toMatch(/SC-YYMM-NNNN/);
    expect((await searchAll(handle.db, "555")).error).toMatch(/at least 7 digits/);
    expect((await searchAll(handle.db, "x".repeat(101))).error).toMatch(/at most 100/);
    expect((await searchAll(handle.db, "100%_")).customers.items).toEqual([]);

    for (let i = 0; i < 22; i++) await createLead(handle.db, lead({ ...person("Bulk Boundedname"), phone: null }), at(12));
    const many = await searchAll(handle.db, "boundedname");
    expect(many.leads.items).toHaveLength(20);
    expect(many.leads.more).toBe(true);
    expect(many.customers.items).toHaveLength(20);
  });

  it("lists customers newest first by keyset pages, with a search and a notice for a bad link", async () => {
    for (let i = 0; i < 55; i++) await createLead(handle.db, lead({ ...person("Pager Person"), phone: null }), at(13));
    const first = await loadCustomersPage(handle.db, new URLSearchParams());
    expect(first.customers).toHaveLength(50);
    expect(first.newer).toBeNull();
    const second = await loadCustomersPage(handle.db, new URLSearchParams({ before: String(first.older) }));
    expect(second.customers[0]!.id).toBeLessThan(first.customers[49]!.id);
    const back = await loadCustomersPage(handle.db, new URLSearchParams({ after: String(second.newer) }));
    expect(back.customers.map((c) => c.id)).toEqual(first.customers.map((c) => c.id));
    const bad = await loadCustomersPage(handle.db, new URLSearchParams({ before: "x1" }));
    expect(bad.notice).toMatch(/not valid/);
    const searched = await loadCustomersPage(handle.db, new URLSearchParams({ q: "pager person" }));
    expect(searched.customers.every((c) => c.name === "Pager Person")).toBe(true);
    expect((await loadCustomersPage(handle.db, new URLSearchParams({ q: "SC-1" }))).notice).toMatch(/SC-YYMM/);
  });
});
