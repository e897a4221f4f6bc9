import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import {
  createLookupLimiters,
  LOOKUP_GUARDED_PAIR_LIMIT,
  LOOKUP_LIMIT,
  LOOKUP_MESSAGES,
  LOOKUP_NUMBER_GUARD_AFTER,
  submitRepairLookup,
} from "./lookup.server";
import { contactMatches, loadPublicTicket } from "./public.server";
import { TicketFormSchema } from "./schema.server";
import { createTicket, moveTicket, noteTicket } from "./tickets.server";
import { testActor } from "../../../tests/factories";

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe.each(testDatabaseKinds())("the customer's side of a ticket on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let ticket: { id: number; number: string; token: string };

  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
    const made = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: "Maria José Alvarez",
        email: "Maria@Example.com",
        phone: "+1 (321) 555-0199",
        deviceType: "desktop",
        deviceModel: "HP Pavilion",
        problem: "Blue screen",
        estimate: "89",
      }),
      { by: await testActor(handle.db), now: at(2) },
    );
    if (!made.ok) throw new Error("create failed");
    ticket = made;
    await moveTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: ticket.id,
      to: "waiting_parts",
      publicNote: "Ordered a new SSD",
      privateNote: "Customer was rude on the phone",
      now: at(3),
    });
    await noteTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: ticket.id,
      privateNote: "Called, left voicemail",
      now: at(4),
    });
    await noteTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: ticket.id,
      publicNote: "The SSD ships Monday",
      now: at(5),
    });
  });
  afterAll(async () => cleanup?.());

  it("shows the first name only, the device, the estimate and the public timeline, never a private note", async () => {
    const shown = await loadPublicTicket(handle.db, ticket.token);
    expect(shown).toEqual({
      number: ticket.number,
      firstName: "Maria",
      device: "Desktop, HP Pavilion",
      status: "waiting_parts",
      estimateCents: 8900,
      receivedAt: at(2).toISOString(),
      timeline: [
        { status: "received", note: null, at: at(2).toISOString(), noteOnly: false },
        { status: "waiting_parts", note: "Ordered a new SSD", at: at(3).toISOString(), noteOnly: false },
        { status: "waiting_parts", note: "The SSD ships Monday", at: at(5).toISOString(), noteOnly: true },
      ],
      money: { estimate: null, invoice: null, payments: [], balanceCents: 0 },
    });
    expect(JSON.stringify(shown)).not.toMatch(/rude|voicemail|Alvarez|555|example/i);
  });

  it("knows nothing of an unknown, altered, empty or oversized token", async () => {
    const altered = ticket.token.slice(0, -1) + (ticket.token.endsWith("A") ? "B" : "A");
    for (const token of [altered, "", "x".repeat(5000), "AAAAAAAAAAAAAAAAAAAAAA"]) {
      expect(await loadPublicTicket(handle.db, token)).toBeNull();
    }
  });

  it("matches the e-mail in any case and the phone however it is written", () => {
    expect(contactMatches("maria@example.COM", "Maria@Example.com", "13215550199")).toBe(true);
    expect(contactMatches("321-555-0199", null, "13215550199")).toBe(true);
    expect(contactMatches("555-0199", null, "13215550199")).toBe(false);
    expect(contactMatches("other@example.com", "Maria@Example.com", null)).toBe(false);
  });

  it("finds a ticket by number and e-mail or phone, answering a wrong pair as an unknown number", async () => {
    const limiters = createLookupLimiters();
    const look = (fields: Record<string, string>, address = "10.0.0.1") =>
      submitRepairLookup({ db: handle.db, form: form(fields), clientAddress: address, now: at(4), limiters });
    expect(await look({ number: ticket.number.toLowerCase(), contact: "maria@example.com" })).toEqual({
      ok: true,
      token: ticket.token,
    });
    expect(await look({ number: ` ${ticket.number} `, contact: "(321) 555 0199" })).toEqual({ ok: true, token: ticket.token });
    const wrong = await look({ number: ticket.number, contact: "someone@example.com" });
    const unknown = await look({ number: "SC-2611-9999", contact: "maria@example.com" });
    expect(wrong).toMatchObject({ ok: false, status: 404, formError: LOOKUP_MESSAGES.notFound });
    expect(unknown).toMatchObject({ ok: false, status: 404, formError: LOOKUP_MESSAGES.notFound });
    expect(await look({ number: "42", contact: "" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { number: expect.stringContaining("SC-2611-0042"), contact: expect.any(String) },
      values: { number: "42", contact: "" },
    });
  });

  it("allows 10 tries in 15 minutes per address, even 30 at once", async () => {
    const limiters = createLookupLimiters();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        submitRepairLookup({
          db: handle.db,
          form: form({ number: `SC-2611-${String(1000 + i)}`, contact: "x@example.com" }),
          clientAddress: "10.0.0.2",
          now: at(5),
          limiters,
        }),
      ),
    );
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(20);
    const refused = results.find((r) => !r.ok && r.status === 429);
    expect(refused).toMatchObject({ formError: LOOKUP_MESSAGES.tooMany });
    expect(!refused!.ok && refused!.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("failing on a number from 50 addresses at once does not lock out the right contact from a fresh address", async () => {
    const limiters = createLookupLimiters();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        submitRepairLookup({
          db: handle.db,
          form: form({ number: ticket.number, contact: `guess${i}@example.com` }),
          clientAddress: `10.1.0.${i}`,
          now: at(6),
          limiters,
        }),
      ),
    );
    // One wrong guess from each address: every one is checked and answered as not found.
    expect(results.every((r) => !r.ok && r.status === 404)).toBe(true);
    const right = await submitRepairLookup({
      db: handle.db,
      form: form({ number: ticket.number, contact: "maria@example.com" }),
      clientAddress: "10.2.0.1",
      now: at(6),
      limiters,
    });
    expect(right).toEqual({ ok: true, token: ticket.token });
  });

  it("once a number has had 10 tries, each address gets 2 tries at it in 15 minutes, even 25 at once, and the right contact from elsewhere still passes", async () => {
    const limiters = createLookupLimiters();
    const look = (contact: string, clientAddress: string, when = at(7)) =>
      submitRepairLookup({ db: handle.db, form: form({ number: ticket.number, contact }), clientAddress, now: when, limiters });
    for (let i = 0; i < LOOKUP_NUMBER_GUARD_AFTER; i++) {
      expect(await look(`first${i}@example.com`, `10.3.0.${i}`)).toMatchObject({ status: 404 });
    }
    // Five guessers, five guesses each (half of each one's per-address limit), all at once.
    const guessers = ["10.4.0.1", "10.4.0.2", "10.4.0.3", "192.0.2.4", "2001:db8:4::1"];
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => look(`parallel${i}@example.com`, guessers[i % 5]!)));
    expect(results.filter((r) => !r.ok && r.status === 404)).toHaveLength(guessers.length * LOOKUP_GUARDED_PAIR_LIMIT);
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(25 - guessers.length * LOOKUP_GUARDED_PAIR_LIMIT);
    expect(results.find((r) => !r.ok && r.status === 429)).toMatchObject({ formError: LOOKUP_MESSAGES.tooMany });
    // A guesser is refused even with the right contact, from any address of its /64, until its 15 minutes pass.
    expect(await look("maria@example.com", "10.4.0.1")).toMatchObject({ ok: false, status: 429 });
    expect(await look("maria@example.com", "2001:DB8:4:0:ffff::2")).toMatchObject({ ok: false, status: 429 });
    expect(await look("maria@example.com", "10.4.0.1", new Date(at(7).getTime() + 16 * 60_000))).toEqual({
      ok: true,
      token: ticket.token,
    });
    // The customer, from an address of their own, gets their status at once.
    expect(await look("(321) 555-0199", "10.5.0.1")).toEqual({ ok: true, token: ticket.token });
  });

  it("64 addresses of one IPv6 /64 share one address's 10 tries, even all at once", async () => {
    const limiters = createLookupLimiters();
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) =>
        submitRepairLookup({
          db: handle.db,
          form: form({ number: `SC-2611-${String(2000 + i)}`, contact: "x@example.com" }),
          clientAddress: `2001:db8:6:${i % 2 ? "0" : "0000"}:${(i * 37).toString(16)}::${i.toString(16).toUpperCase()}`,
          now: at(8),
          limiters,
        }),
      ),
    );
    expect(results.filter((r) => !r.ok && r.status === 404)).toHaveLength(LOOKUP_LIMIT);
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(64 - LOOKUP_LIMIT);
  });
});
