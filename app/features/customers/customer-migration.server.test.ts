import type { Kysely } from "kysely";
import { afterEach, describe, expect, it } from "vitest";

import { migrateTo, testDatabaseKinds, whileMigrating } from "../../../tests/db";
import { migrateToLatest } from "~/db/migrate.server";

describe.each(testDatabaseKinds())("the customers migration on $kind", ({ kind, make }) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => cleanup?.());

  it("gives existing leads, their bookings and tickets one customer per person, and none to erased records", async () => {
    const test = make();
    const handle = await test.open();
    cleanup = async () => {
      await handle.destroy();
      await test.drop();
    };
    const db = handle.db as unknown as Kysely<any>;
    await whileMigrating(kind, () => migrateTo(db, "0017-ticket-status-counts"));
    const at = "2026-10-01T10:00:00.000Z";
    const lead = (name: string, email: string, phone: string | null, erased = false) => ({
      issue: "slow",
      description: `${name}'s laptop`,
      name,
      email,
      phone,
      phone_digits: phone?.replace(/\D/g, "") || null,
      client_timestamp: at,
      received_at: at,
      stage: "new",
      stage_changed_at: at,
      erased_at: erased ? at : null,
    });
    const leadIds = (
      await db
        .insertInto("leads")
        .values([
          lead("Ann Lee", "Ann@Example.com", "(321) 555-0142"),
          lead("Ann L.", "ann@example.com ", null),
          lead("Ann at work", "ann@work.example", "+1 321 555 0142"),
          lead("Bob Roe", "bob@example.com", null),
          lead("", "", null, true),
        ])
        .returning("id")
        .execute()
    ).map((r) => Number(r.id));
    await db
      .insertInto("bookings")
      .values({ lead_id: leadIds[3], day: "2026-10-02", window_start: "09:00", window_end: "12:00", created_at: at })
      .execute();
    const ticket = (
      number: string,
      lead_id: number | null,
      customer_name: string,
      email: string | null,
      phone: string | null,
    ) => ({
      number,
      lead_id,
      status: "received",
      customer_name,
      email,
      phone,
      phone_digits: phone?.replace(/\D/g, "") || null,
      device_type: "laptop",
      device_model: "XPS",
      problem: "Dead",
      created_at: at,
      updated_at: at,
      status_changed_at: at,
    });
    await db
      .insertInto("tickets")
      .values([
        ticket("SC-2610-0001", leadIds[3]!, "Robert Roe", "robert@else.example", null),
        ticket("SC-2610-0002", null, "Walk In", null, "321.555.0142"),
        ticket("SC-2610-0003", null, "Cy New", "cy@example.com", null),
      ])
      .execute();

    await whileMigrating(kind, () => migrateToLatest(db));

    const leads = await db.selectFrom("leads").select(["id", "customer_id"]).orderBy("id").execute();
    const [ann, annAgain, annWork, bob, erased] = leads.map((l) => l.customer_id);
    expect(ann).not.toBeNull();
    expect([annAgain, annWork]).toEqual([ann, ann]);
    expect(bob).not.toBe(ann);
    expect(erased).toBeNull();
    expect((await db.selectFrom("bookings").select("customer_id").executeTakeFirstOrThrow()).customer_id).toBe(bob);
    const tickets = await db.selectFrom("tickets").select(["number", "customer_id"]).orderBy("number").execute();
    expect(tickets.map((t) => t.customer_id)).toEqual([bob, ann, expect.any(Number)]);
    expect(new Set([ann, bob, tickets[2]!.customer_id]).size).toBe(3);
    const customers = await db.selectFrom("customers").select(["id", "name", "email", "phone"]).orderBy("id").execute();
    expect(customers.map((c) => c.name)).toEqual(["Ann Lee", "Bob Roe", "Cy New"]);
    const keys = await db.selectFrom("customer_keys").select(["kind", "value", "customer_id"]).orderBy("value").execute();
    expect(keys).toEqual([
      { kind: "phone", value: "3215550142", customer_id: ann },
      { kind: "email", value: "ann@example.com", customer_id: ann },
      { kind: "email", value: "ann@work.example", customer_id: ann },
      { kind: "email", value: "bob@example.com", customer_id: bob },
      { kind: "email", value: "cy@example.com", customer_id: tickets[2]!.customer_id },
      { kind: "email", value: "robert@else.example", customer_id: bob },
    ]);
  });
});
