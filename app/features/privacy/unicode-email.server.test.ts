import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { migrateTo, openMigratedDatabase, testDatabaseKinds, whileMigrating } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { searchAll, splitRecord } from "~/features/customers/index.server";
import { createLead } from "~/features/leads/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { createTicket } from "~/features/tickets/tickets.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { totalRecords } from "./erase.server";
import { erasePerson, findPerson } from "./person.server";
import { exportPerson } from "./privacy-admin.server";
import { testActor } from "../../../tests/factories";

const NOW = new Date("2026-11-23T15:00:00.000Z");
/** The address as the issue gives it (NFC, capital É), the same lower-cased, and decomposed (E + U+0301), as a Mac may send it. */
const ELODIE = "ÉLODIE.Durand@example.com";
const ELODIE_LOWER = "élodie.durand@example.com";
const ELODIE_NFD = "E\u0301lodie.Durand@Example.com";
/** KELVIN SIGN (U+212A) is the letter K in Unicode's normal forms; full-width letters are their ASCII ones in NFKC. */
const KATE_KELVIN = "\u212Aate@example.com";
const KATE_WIDE = "\uFF4B\uFF41\uFF54\uFF45@example.com";

describe.each(testDatabaseKinds())("non-ASCII e-mail addresses on $kind", ({ make }) => {
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

  const newLead = (name: string, email: string) =>
    createLead(
      handle.db,
      { issue: "slow", description: `${name} says it is slow`, name, email, phone: null, clientTimestamp: NOW.toISOString() },
      NOW,
    );
  /** A repair the front desk books in with e-mail updates (its first e-mail goes to `email`). */
  const newTicket = async (name: string, email: string) => {
    const t = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: name,
        email,
        phone: "",
        deviceType: "laptop",
        deviceModel: "ThinkPad T14",
        serial: "",
        problem: `${name}'s screen flickers`,
        accessories: "",
        emailConsent: "on",
      }),
      { by: await testActor(handle.db), now: NOW },
    );
    if (!t.ok) throw new Error("ticket not created");
    return t;
  };
  /**
   * Moves a repair onto a customer of its own (the owner's split): only the address written on
   * it still finds it, not its customer's keys.
   */
  const splitOff = async (ticketId: number) => {
    const row = await handle.db.selectFrom("tickets").select("customer_id").where("id", "=", ticketId).executeTakeFirstOrThrow();
    const split = await splitRecord(handle.db, {
      by: await testActor(handle.db),
      customerId: Number(row.customer_id),
      record: { kind: "ticket", id: ticketId },
      note: "",
      now: NOW,
    });
    expect(split.ok).toBe(true);
  };

  it("finds, exports and erases ÉLODIE.Durand@example.com however its letters were written", async () => {
    const lead = await newLead("Élodie Durand", ELODIE);
    const typedAsGiven = await newTicket("Élodie Durand", ELODIE);
    const decomposed = await newTicket("Élodie Durand", ELODIE_NFD);
    await splitOff(typedAsGiven.id);
    await splitOff(decomposed.id);
    const other = await newLead("Eloise Durand", "eloise.durand@example.com");

    for (const typed of [ELODIE, ELODIE_LOWER, ELODIE_NFD, ` ${ELODIE.toUpperCase()} `]) {
      const found = await findPerson(handle.db, { email: typed.trim(), phone: null });
      expect(
        found.leads.map((l) => l.id),
        typed,
      ).toEqual([lead.id]);
      expect(found.tickets.map((t) => t.number).sort(), typed).toEqual([typedAsGiven.number, decomposed.number].sort());
      // The lead's alert to the shop and each repair's first e-mail to her.
      expect(found.counts, typed).toEqual({ leads: 1, bookings: 0, tickets: 2, messages: 3 });
    }
    // The person's copy holds the same records.
    const form = new FormData();
    form.set("email", ELODIE_NFD);
    const copy = (await (await exportPerson(handle.db, form, NOW, "The shop", await testActor(handle.db))).json()) as {
      requests: Array<{ id: number }>;
      repairs: Array<{ number: string }>;
      emails: unknown[];
    };
    expect(copy.requests.map((r) => r.id)).toEqual([lead.id]);
    expect(copy.repairs.map((r) => r.number).sort()).toEqual([typedAsGiven.number, decomposed.number].sort());
    expect(copy.emails).toHaveLength(3);
    // The admin's search agrees with the privacy tool.
    for (const typed of [ELODIE, ELODIE_LOWER, ELODIE_NFD]) {
      const results = await searchAll(handle.db, typed);
      expect(
        results.leads.items.map((l) => l.id),
        typed,
      ).toEqual([lead.id]);
      expect(results.tickets.items.map((t) => t.number).sort(), typed).toEqual([typedAsGiven.number, decomposed.number].sort());
    }

    const found = await findPerson(handle.db, { email: ELODIE_LOWER, phone: null });
    const done = await erasePerson(
      handle.db,
      { email: ELODIE_LOWER, phone: null },
      totalRecords(found.counts),
      NOW,
      await testActor(handle.db),
    );
    expect(done).toEqual({ ok: true, counts: found.counts });
    for (const typed of [ELODIE, ELODIE_NFD]) {
      expect(totalRecords((await findPerson(handle.db, { email: typed, phone: null })).counts), typed).toBe(0);
    }
    const tickets = await handle.db.selectFrom("tickets").select(["email", "customer_name", "erased_at"]).execute();
    expect(tickets).toEqual([
      { email: null, customer_name: "", erased_at: NOW.toISOString() },
      { email: null, customer_name: "", erased_at: NOW.toISOString() },
    ]);
    const left = await handle.db.selectFrom("outbox").select(["subject_type", "subject_id"]).execute();
    expect(left).toEqual([{ subject_type: "lead", subject_id: other.id }]);
  });

  it("treats the Kelvin sign and full-width letters as the letters they stand for, and nothing more", async () => {
    const kate = await newLead("Kate Moss", "kate@example.com");
    const kelvin = await newTicket("Kate Moss", KATE_KELVIN);
    const wide = await newTicket("Kate Moss", KATE_WIDE);
    await splitOff(kelvin.id);
    await splitOff(wide.id);
    const cate = await newLead("Cate Moss", "cate@example.com");

    // One address, however it is written: the customer record already holds it as one key.
    for (const typed of ["kate@example.com", "KATE@example.com", KATE_KELVIN, KATE_WIDE]) {
      const found = await findPerson(handle.db, { email: typed, phone: null });
      expect(
        found.leads.map((l) => l.id),
        typed,
      ).toEqual([kate.id]);
      expect(found.tickets.map((t) => t.number).sort(), typed).toEqual([kelvin.number, wide.number].sort());
      const results = await searchAll(handle.db, typed);
      expect(results.tickets.items.map((t) => t.number).sort(), typed).toEqual([kelvin.number, wide.number].sort());
    }
    // A different address is not the same one.
    for (const typed of ["\u212Aate@example.org", "kâte@example.com", "ka\u0301te@example.com"]) {
      expect(totalRecords((await findPerson(handle.db, { email: typed, phone: null })).counts), typed).toBe(0);
    }

    const found = await findPerson(handle.db, { email: KATE_KELVIN, phone: null });
    expect(
      await erasePerson(
        handle.db,
        { email: KATE_KELVIN, phone: null },
        totalRecords(found.counts),
        NOW,
        await testActor(handle.db),
      ),
    ).toMatchObject({
      ok: true,
      counts: { leads: 1, tickets: 2, messages: 3 },
    });
    expect(totalRecords((await findPerson(handle.db, { email: "kate@example.com", phone: null })).counts)).toBe(0);
    expect((await findPerson(handle.db, { email: "cate@example.com", phone: null })).leads.map((l) => l.id)).toEqual([cate.id]);
  });
});

describe.each(testDatabaseKinds())("the e-mail key migration on $kind", ({ kind, make }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => cleanup?.());

  it("gives stored leads, tickets and e-mails their address in one spelling, so the privacy tool finds them", async () => {
    const test = make();
    const handle = await test.open();
    cleanup = async () => {
      await handle.destroy();
      await test.drop();
    };
    const db = handle.db as unknown as Kysely<any>;
    await whileMigrating(kind, () => migrateTo(db, "0021-outbox-attachment-names"));
    const at = "2026-10-01T10:00:00.000Z";
    const lead = await db
      .insertInto("leads")
      .values({
        issue: "slow",
        description: "Élodie's laptop",
        name: "Élodie Durand",
        email: ELODIE,
        phone: null,
        client_timestamp: at,
        received_at: at,
        stage: "new",
        stage_changed_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const erased = await db
      .insertInto("leads")
      .values({
        issue: "slow",
        description: "",
        name: "",
        email: "",
        phone: null,
        client_timestamp: at,
        received_at: at,
        stage: "new",
        stage_changed_at: at,
        erased_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ticket = await db
      .insertInto("tickets")
      .values({
        number: "SC-2610-0001",
        status: "received",
        customer_name: "Kate Moss",
        email: KATE_KELVIN,
        device_type: "laptop",
        device_model: "X1",
        problem: "Fan",
        created_at: at,
        updated_at: at,
        status_changed_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const message = {
      kind: "ticket-update",
      subject_type: "ticket",
      subject_id: 999,
      subject: "Your repair",
      text_body: "Hello",
      html_body: "<p>Hello</p>",
      status: "sent",
      attempts: 1,
      next_attempt_at: at,
      created_at: at,
    };
    await db
      .insertInto("outbox")
      .values([
        { ...message, recipient: ELODIE_NFD },
        { ...message, recipient: null },
      ])
      .execute();

    await whileMigrating(kind, () => migrateToLatest(db));

    const leads = await db.selectFrom("leads").select(["id", "email", "email_key"]).orderBy("id").execute();
    expect(leads).toEqual([
      { id: lead.id, email: ELODIE, email_key: ELODIE_LOWER },
      { id: erased.id, email: "", email_key: null },
    ]);
    expect(await db.selectFrom("tickets").select(["email", "email_key"]).execute()).toEqual([
      { email: KATE_KELVIN, email_key: "kate@example.com" },
    ]);
    expect(await db.selectFrom("outbox").select(["recipient", "recipient_key"]).orderBy("id").execute()).toEqual([
      { recipient: ELODIE_NFD, recipient_key: ELODIE_LOWER },
      { recipient: null, recipient_key: null },
    ]);
    // These rows have no customer (made before customers were): only their addresses find them.
    const elodie = await findPerson(handle.db, { email: ELODIE, phone: null });
    expect(elodie.counts).toEqual({ leads: 1, bookings: 0, tickets: 0, messages: 1 });
    expect((await findPerson(handle.db, { email: "kate@example.com", phone: null })).tickets.map((t) => t.id)).toEqual([
      ticket.id,
    ]);
  });
});
