import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { createLead } from "~/features/leads/index.server";
import { loadPublicTicket } from "~/features/tickets/public.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { createTicket, moveTicket } from "~/features/tickets/tickets.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { totalRecords } from "./erase.server";
import { personCsvRows, personJson } from "./export.server";
import { PersonQuerySchema, erasePerson, findPerson } from "./person.server";
import { testActor } from "../../../tests/factories";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const TRIAGE = {
  v: 1 as const,
  answers: { "drive-noise": "yes" as const, old: "unsure" as const },
  causes: [
    { id: "failing-drive", likelihood: 0.78 },
    { id: "overheating", likelihood: 0.12 },
  ],
  stop: "failing-drive" as string | null,
  clear: true,
};

describe("the person search form", () => {
  it("needs an e-mail or a phone, and says which field is wrong", () => {
    expect(PersonQuerySchema.safeParse({ email: " ", phone: "" }).error?.issues[0]).toMatchObject({
      path: ["email"],
      message: "Enter an e-mail address or a phone number.",
    });
    expect(PersonQuerySchema.safeParse({ email: "nope" }).error?.issues[0]?.path).toEqual(["email"]);
    expect(PersonQuerySchema.safeParse({ phone: "555-12" }).error?.issues[0]).toMatchObject({ path: ["phone"] });
    expect(PersonQuerySchema.safeParse({ email: "a".repeat(250) + "@x.com" }).success).toBe(false);
    expect(PersonQuerySchema.parse({ email: " Ann@Example.com ", phone: "" })).toEqual({ email: "Ann@Example.com", phone: null });
  });
});

describe.each(testDatabaseKinds())("one person's data on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());
  beforeEach(async () => {
    for (const table of [
      "outbox",
      "ticket_events",
      "tickets",
      "bookings",
      "lead_events",
      "lead_follow_ups",
      "leads",
      "privacy_erasures",
      "customer_keys",
      "customer_events",
      "customers",
    ] as const)
      await handle.db.deleteFrom(table).execute();
  });

  const newLead = (name: string, email: string, phone: string | null, at = NOW, triage: typeof TRIAGE | null = null) =>
    createLead(
      handle.db,
      { issue: "slow", description: `${name} says it is slow`, name, email, phone, clientTimestamp: at.toISOString(), triage },
      at,
    );
  const newTicket = async (name: string, email: string | null, phone: string | null) => {
    const t = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: name,
        email: email ?? "",
        phone: phone ?? "",
        deviceType: "laptop",
        deviceModel: "ThinkPad T14",
        serial: "SN-9",
        problem: `${name}'s screen flickers`,
        accessories: "Charger",
        emailConsent: email ? "on" : "",
      }),
      { by: await testActor(handle.db), now: NOW },
    );
    if (!t.ok) throw new Error("ticket not created");
    return t;
  };

  it("finds leads, bookings, tickets and e-mails by e-mail (any case) or phone (any format), and nobody else's", async () => {
    const ann = await newLead("Ann Lee", "Ann.Lee@Example.com", "(321) 555-0142");
    // Ten days on, from another address with her phone: a visitor's phone alone never joins her
    // customer, so this is another customer; searching by the phone still finds both.
    const annAgain = await newLead("Ann L", "someone@else.example", "+1 321 555 0142", new Date(NOW.getTime() + 10 * 86_400_000));
    await newLead("Bob Other", "bob@example.com", "321-555-9999");
    await handle.db
      .insertInto("bookings")
      .values({
        lead_id: ann.id,
        day: "2026-11-24",
        window_start: "09:00",
        window_end: "12:00",
        note: "Side door",
        created_at: NOW.toISOString(),
      })
      .execute();
    const ticket = await newTicket("Ann Lee", "ann.lee@example.com", null);

    // Her address finds her customer, and through it every record tied to her, whatever address it holds.
    const byEmail = await findPerson(handle.db, { email: "ANN.LEE@example.com", phone: null });
    expect(byEmail.leads.map((l) => l.id)).toEqual([ann.id]);
    expect(byEmail.leads[0]!.bookings).toMatchObject([{ day: "2026-11-24", window: "09:00-12:00", note: "Side door" }]);
    expect(byEmail.tickets.map((t) => t.number)).toEqual([ticket.number]);
    expect(byEmail.customers).toMatchObject([
      { name: "Ann Lee", email: "Ann.Lee@Example.com", keys: ["ann.lee@example.com", "3215550142"] },
    ]);
    // The leads' alerts to the shop and the ticket's e-mail to Ann.
    expect(byEmail.messages.map((m) => m.about).sort()).toEqual([`lead ${ann.id}`, `ticket ${ticket.id}`].sort());
    expect(byEmail.counts).toEqual({ leads: 1, bookings: 1, tickets: 1, messages: 2 });

    const byPhone = await findPerson(handle.db, { email: null, phone: "321.555.0142" });
    expect(byPhone.leads.map((l) => l.id).sort()).toEqual([ann.id, annAgain.id].sort());
    expect(byPhone.tickets.map((t) => t.number)).toEqual([ticket.number]);
    const bob = await findPerson(handle.db, { email: "bob@example.com", phone: null });
    expect(bob.leads.map((l) => l.name)).toEqual(["Bob Other"]);
  });

  it("erases everything found in one go, logs the counts only, and keeps an open ticket's link without the name", async () => {
    const lead = await newLead("Ann Lee", "ann@example.com", "3215550142", NOW, TRIAGE);
    expect((await newLead("Ann Lee", "ann@example.com", null, NOW, { ...TRIAGE, stop: null })).followUp).toBe(true);
    const open = await newTicket("Ann Lee", "ann@example.com", "3215550142");
    const closed = await newTicket("Ann Lee", null, "321 555 0142");
    await moveTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: closed.id,
      to: "cancelled",
      privateNote: "Ann changed her mind",
      now: NOW,
    });
    const other = await newLead("Bob Other", "bob@example.com", null);

    const found = await findPerson(handle.db, { email: "ann@example.com", phone: "321-555-0142" });
    expect(found.counts).toMatchObject({ leads: 1, tickets: 2 });
    // The export holds what the diagnosis worked out, the summary and in words.
    expect(found.leads[0]!.triage).toEqual(TRIAGE);
    expect(found.leads[0]!.followUps[0]!.triage).toEqual({ ...TRIAGE, stop: null });
    expect(JSON.parse(personJson(found, { email: "ann@example.com", phone: null }, NOW, "Shop")).requests[0].triage).toEqual(
      TRIAGE,
    );
    expect(personCsvRows(found).filter((r) => r[0] === "Diagnosis")).toEqual([
      [
        "Diagnosis",
        `Request ${lead.id}`,
        NOW.toISOString(),
        null,
        null,
        null,
        null,
        "Likely: A failing drive, 78 %; stop warning shown\nAlso ranked: Overheating: dust, a tired fan or dried thermal paste, 12 %\n" +
          "Do you hear clicking, ticking or grinding from inside, near the drive? Yes\nIs the computer more than five years old? Not sure",
        null,
      ],
      [
        "Diagnosis",
        `Request ${lead.id}`,
        NOW.toISOString(),
        null,
        null,
        null,
        null,
        "Likely: A failing drive, 78 %\nAlso ranked: Overheating: dust, a tired fan or dried thermal paste, 12 %\n" +
          "Do you hear clicking, ticking or grinding from inside, near the drive? Yes\nIs the computer more than five years old? Not sure",
        null,
      ],
    ]);
    const expected = totalRecords(found.counts);

    // The count the owner confirmed no longer holds: nothing is erased.
    const stale = await erasePerson(
      handle.db,
      { email: "ann@example.com", phone: "321-555-0142" },
      expected - 1,
      NOW,
      await testActor(handle.db),
    );
    expect(stale).toMatchObject({ ok: false, status: 409, counts: found.counts });
    expect((await findPerson(handle.db, { email: "ann@example.com", phone: null })).counts.leads).toBe(1);

    const done = await erasePerson(
      handle.db,
      { email: "ann@example.com", phone: "321-555-0142" },
      expected,
      NOW,
      await testActor(handle.db),
    );
    expect(done).toEqual({ ok: true, counts: found.counts });
    expect(totalRecords((await findPerson(handle.db, { email: "ann@example.com", phone: "3215550142" })).counts)).toBe(0);

    const leadRow = await handle.db.selectFrom("leads").selectAll().where("id", "=", lead.id).executeTakeFirstOrThrow();
    expect(leadRow).toMatchObject({
      name: "",
      email: "",
      phone: null,
      description: "",
      triage: null,
      erased_at: NOW.toISOString(),
      issue: "slow",
    });
    const openRow = await handle.db.selectFrom("tickets").selectAll().where("id", "=", open.id).executeTakeFirstOrThrow();
    expect(openRow).toMatchObject({
      customer_name: "",
      email: null,
      phone: null,
      serial: null,
      problem: "",
      erased_at: NOW.toISOString(),
    });
    // The customer can still follow the repair that is in the shop; the page has no name any more.
    const page = await loadPublicTicket(handle.db, open.token);
    expect(page).toMatchObject({ number: open.number, firstName: "" });
    // The cancelled one loses its link with the rest.
    expect(await loadPublicTicket(handle.db, closed.token)).toBeNull();
    const notes = await handle.db.selectFrom("ticket_events").select(["private_note", "public_note"]).execute();
    expect(notes.every((n) => n.private_note === null && n.public_note === null)).toBe(true);
    expect(await handle.db.selectFrom("outbox").select("subject_id").where("subject_type", "=", "ticket").execute()).toEqual([]);

    expect(await handle.db.selectFrom("lead_follow_ups").select(["lead_id", "description", "triage"]).execute()).toEqual([
      { lead_id: lead.id, description: "", triage: null },
    ]);
    // Her customer record is erased and no longer found: a later request starts a new one.
    const customers = await handle.db
      .selectFrom("customers")
      .select(["id", "name", "email", "phone", "erased_at"])
      .orderBy("id")
      .execute();
    expect(customers).toEqual([
      { id: expect.any(Number), name: "", email: null, phone: null, erased_at: NOW.toISOString() },
      { id: expect.any(Number), name: "Bob Other", email: "bob@example.com", phone: null, erased_at: null },
    ]);
    expect(await handle.db.selectFrom("customer_keys").select("value").execute()).toEqual([{ value: "bob@example.com" }]);
    const again = await newLead("Ann Lee", "ann@example.com", null);
    const againCustomer = await handle.db
      .selectFrom("leads")
      .select("customer_id")
      .where("id", "=", again.id)
      .executeTakeFirstOrThrow();
    expect(againCustomer.customer_id).not.toBe(customers[0]!.id);

    // Bob is untouched.
    expect(await handle.db.selectFrom("leads").select("name").where("id", "=", other.id).executeTakeFirstOrThrow()).toEqual({
      name: "Bob Other",
    });
    const log = await handle.db.selectFrom("privacy_erasures").selectAll().execute();
    expect(log).toEqual([
      expect.objectContaining({
        reason: "request",
        at: NOW.toISOString(),
        leads: 1,
        tickets: 2,
        messages: found.counts.messages,
      }),
    ]);
    expect(JSON.stringify(log)).not.toMatch(/ann|321/i);
  });

  it("two erasures of one person at once change the records once and log once", async () => {
    await newLead("Cy Twice", "cy@example.com", null);
    await newLead("Cy Twice", "cy@example.com", null, new Date(NOW.getTime() + 8 * 86_400_000));
    const q = { email: "cy@example.com", phone: null };
    const expected = totalRecords((await findPerson(handle.db, q)).counts);
    const results = await Promise.all(
      Array.from({ length: 4 }, async () => erasePerson(handle.db, q, expected, NOW, await testActor(handle.db))),
    );
    // One erased both leads; each other one either found them changed (409) or had nothing left to erase.
    const erased = results.filter((r) => r.ok).reduce((sum, r) => sum + r.counts.leads, 0);
    expect(erased).toBe(2);
    expect(results.filter((r) => r.ok && r.counts.leads > 0)).toHaveLength(1);
    expect(await handle.db.selectFrom("privacy_erasures").selectAll().execute()).toHaveLength(1);
  });
});
