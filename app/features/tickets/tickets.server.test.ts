import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { approvedEstimate, labourLine, signedPickup, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { adjustCounts } from "~/db/counts.server";
import { createLead } from "~/features/leads/index.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { TicketFormSchema, type TicketInput } from "./schema.server";
import { TICKET_MOVES, TICKET_STATUSES, type TicketStatus } from "./statuses";
import { TICKETS_PAGE_SIZE, loadTicketDetail, loadTicketsPage } from "./tickets-admin.server";
import { createTicket, moveTicket, updateTicket } from "./tickets.server";
import { hashTicketToken } from "./token.server";

const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 10, day, hour));

const input = (overrides: Partial<Record<string, string>> = {}): TicketInput =>
  TicketFormSchema.parse({
    customerName: "Jane Q. Doe",
    email: "jane@example.com",
    phone: "(321) 555-0142",
    deviceType: "laptop",
    deviceModel: "Dell XPS 13",
    problem: "Will not turn on",
    accessories: "Charger, bag",
    estimate: "149.99",
    emailConsent: "on",
    ...overrides,
  });

describe.each(testDatabaseKinds())("repair tickets on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    setConfig(
      parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525", SHOP_TIMEZONE: "America/New_York" }),
    );
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const mail = (id: number) =>
    handle.db
      .selectFrom("outbox")
      .select(["kind", "recipient", "subject", "text_body", "html_body", "status"])
      .where("subject_type", "=", "ticket")
      .where("subject_id", "=", id)
      .orderBy("id")
      .execute();

  const create = async (overrides: Partial<Record<string, string>> = {}, now = at(3)) => {
    const r = await createTicket(handle.db, input(overrides), { by: await testActor(handle.db), now });
    if (!r.ok) throw new Error("create failed");
    return r;
  };

  it("stores a ticket as received with its number, only the token's hash looked up, a first history row and the customer's e-mail", async () => {
    const t = await create();
    expect(t.number).toMatch(/^SC-2611-\d{4}$/);
    expect(t.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const row = await handle.db.selectFrom("tickets").selectAll().where("id", "=", t.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: "received",
      customer_name: "Jane Q. Doe",
      phone_digits: "3215550142",
      estimate_cents: 14999,
      email_consent_at: at(3).toISOString(),
      token_hash: hashTicketToken(t.token),
    });
    const events = await handle.db.selectFrom("ticket_events").selectAll().where("ticket_id", "=", t.id).execute();
    expect(events).toMatchObject([{ from_status: null, to_status: "received" }]);
    const sent = await mail(t.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: "ticket-update", recipient: "jane@example.com", status: "queued" });
    expect(sent[0]!.text_body).toContain(`https://shop.example/repair/${t.token}`);
    expect(sent[0]!.text_body).toContain("Hello Jane,");
    expect(sent[0]!.text_body).not.toContain("Doe");
  });

  it("numbers tickets per month of the shop's time zone, starting again each month", async () => {
    // 04:00 UTC on December 1 is still November 30 in Melbourne, Florida.
    const nov = await create({}, new Date("2026-12-01T04:00:00Z"));
    const dec = await create({}, new Date("2026-12-01T06:00:00Z"));
    expect(nov.number.startsWith("SC-2611-")).toBe(true);
    expect(dec.number).toBe("SC-2612-0001");
  });

  it("gives 50 parallel creates 50 distinct numbers, 0001 to 0050 of their month", async () => {
    const now = new Date("2027-03-10T15:00:00Z");
    const made = await Promise.all(Array.from({ length: 50 }, () => create({ emailConsent: "" }, now)));
    const numbers = made.map((t) => t.number).sort();
    expect(new Set(numbers).size).toBe(50);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `SC-2703-${String(i + 1).padStart(4, "0")}`));
  });

  it("makes every allowed move and refuses every other, with history only for those made", async () => {
    for (const from of TICKET_STATUSES) {
      for (const to of TICKET_STATUSES) {
        const t = await create({ emailConsent: "" });
        // Into repair needs an approved estimate and pickup a zero balance; this test is about
        // which moves exist, so the repair is a free one.
        await approvedEstimate(handle.db, t.id, at(4), [labourLine(0, "Warranty repair")]);
        const path: Record<TicketStatus, TicketStatus[]> = {
          received: [],
          diagnosing: ["diagnosing"],
          waiting_parts: ["waiting_parts"],
          repairing: ["repairing"],
          ready: ["ready"],
          picked_up: ["ready", "picked_up"],
          cancelled: ["cancelled"],
          returned: ["cancelled", "returned"],
        };
        for (const step of path[from])
          expect(
            (
              await moveTicket(handle.db, {
                by: await testActor(handle.db),
                ticketId: t.id,
                to: step,
                pickup: signedPickup(),
                now: at(4),
              })
            ).ok,
          ).toBe(true);
        const before = (await loadTicketDetail(handle.db, t.id, at(5)))!.events.length;
        const r = await moveTicket(handle.db, {
          by: await testActor(handle.db),
          ticketId: t.id,
          from,
          to,
          pickup: signedPickup(),
          now: at(5),
        });
        const allowed = TICKET_MOVES[from].includes(to);
        expect(r.ok, `${from} → ${to}`).toBe(allowed);
        const after = (await loadTicketDetail(handle.db, t.id, at(5)))!;
        expect(after.events.length).toBe(before + (allowed ? 1 : 0));
        expect(after.status).toBe(allowed ? to : from);
      }
    }
  });

  it("e-mails the customer once per change with the public note and never the private one; none without consent", async () => {
    const t = await create();
    const r = await moveTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      to: "waiting_parts",
      publicNote: "The new battery arrives <Thursday>.",
      privateNote: "Supplier invoice 5531, cost $38",
      now: at(4),
    });
    expect(r).toMatchObject({ ok: true, emailed: true });
    const sent = await mail(t.id);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.subject).toBe(`Repair ${t.number}: Waiting for parts`);
    expect(sent[1]!.text_body).toContain("The new battery arrives <Thursday>.");
    expect(sent[1]!.html_body).toContain("The new battery arrives &lt;Thursday&gt;.");
    for (const m of sent) {
      expect(m.text_body + m.html_body).not.toContain("5531");
    }

    const quiet = await create({ emailConsent: "" });
    await moveTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: quiet.id,
      to: "diagnosing",
      publicNote: "Looking",
      now: at(4),
    });
    expect(await mail(quiet.id)).toHaveLength(0);

    const phoneOnly = await create({ email: "", emailConsent: "" });
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: phoneOnly.id, to: "diagnosing", now: at(4) });
    expect(await mail(phoneOnly.id)).toHaveLength(0);
  });

  it("refuses consent without an e-mail address and a ticket with neither e-mail nor phone", () => {
    const noAddress = TicketFormSchema.safeParse({ ...input(), email: "", estimate: "", emailConsent: "on" });
    expect(noAddress.success).toBe(false);
    const nothing = TicketFormSchema.safeParse({ customerName: "A", deviceType: "laptop", deviceModel: "x", problem: "y" });
    expect(nothing.success).toBe(false);
    expect(nothing.error!.issues.find((i) => i.path[0] === "email")!.message).toBe("Enter an e-mail address or a phone number.");
  });

  it("lets only one of two parallel moves of one ticket win", async () => {
    const t = await create({ emailConsent: "" });
    const results = await Promise.all([
      moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, from: "received", to: "diagnosing", now: at(4) }),
      moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, from: "received", to: "cancelled", now: at(4) }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await loadTicketDetail(handle.db, t.id, at(4)))!.events).toHaveLength(2);
  });

  it("keeps the per-status counts equal to a count of the tickets under parallel creates and moves", async () => {
    const scan = async () => {
      const rows = await handle.db
        .selectFrom("tickets")
        .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
        .groupBy("status")
        .execute();
      const counts: Record<string, number> = Object.fromEntries(TICKET_STATUSES.map((s) => [s, 0]));
      for (const r of rows) counts[r.status] = Number(r.n);
      return counts;
    };
    const made = await Promise.all(Array.from({ length: 12 }, () => create({ emailConsent: "" })));
    // Each ticket gets two competing first moves (only one is made) and then, in parallel with
    // the other tickets, a second move that is allowed from one outcome and refused from the other.
    await Promise.all(
      made.map(async (t, i) => {
        await Promise.all([
          moveTicket(handle.db, {
            by: await testActor(handle.db),
            ticketId: t.id,
            from: "received",
            to: "diagnosing",
            now: at(4),
          }),
          moveTicket(handle.db, {
            by: await testActor(handle.db),
            ticketId: t.id,
            from: "received",
            to: i % 3 === 0 ? "cancelled" : "diagnosing",
            now: at(4),
          }),
        ]);
        await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "waiting_parts", now: at(5) });
      }),
    );
    const page = await loadTicketsPage(handle.db, new URLSearchParams(), at(9));
    const scanned = await scan();
    for (const status of TICKET_STATUSES) expect(page.counts[status], status).toBe(scanned[status]);
    expect(page.counts.all).toBe(Object.values(scanned).reduce((a, b) => a + b, 0));
    // A refused move changes no count.
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: made[1]!.id, to: "picked_up", now: at(6) });
    expect((await loadTicketsPage(handle.db, new URLSearchParams(), at(9))).counts).toEqual(page.counts);
  });

  it("a ticket from a lead leaves the lead where it is, and its pickup makes the lead done", async () => {
    const lead = await createLead(
      handle.db,
      {
        issue: "slow",
        description: "Slow",
        name: "Lee Smith",
        email: "lee@example.com",
        phone: "",
        clientTimestamp: at(1).toISOString(),
      },
      at(1),
    );
    const made = await createTicket(handle.db, input({ emailConsent: "" }), {
      by: await testActor(handle.db),
      leadId: lead.id,
      now: at(2),
    });
    expect(made.ok).toBe(true);
    const stage = async () =>
      (await handle.db.selectFrom("leads").select("stage").where("id", "=", lead.id).executeTakeFirstOrThrow()).stage;
    expect(await stage()).toBe("new");
    if (!made.ok) return;
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: made.id, to: "ready", now: at(3) });
    expect(await stage()).toBe("new");
    await moveTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: made.id,
      to: "picked_up",
      pickup: signedPickup(),
      now: at(4),
    });
    expect(await stage()).toBe("done");
    const detail = await loadTicketDetail(handle.db, made.id, at(4));
    expect(detail!.closedAt).toBe(at(4).toISOString());

    expect(await createTicket(handle.db, input(), { by: await testActor(handle.db), leadId: 999_999, now: at(2) })).toEqual({
      ok: false,
      reason: "lead-not-found",
    });
  });

  it("edits a ticket, keeping the time consent was first given and dropping it when unticked", async () => {
    const t = await create({}, at(3));
    await updateTicket(handle.db, t.id, input({ deviceModel: "Dell XPS 15" }), at(6), await testActor(handle.db));
    let d = (await loadTicketDetail(handle.db, t.id, at(6)))!;
    expect(d).toMatchObject({ deviceModel: "Dell XPS 15", emailConsentAt: at(3).toISOString() });
    await updateTicket(handle.db, t.id, input({ emailConsent: "" }), at(7), await testActor(handle.db));
    d = (await loadTicketDetail(handle.db, t.id, at(7)))!;
    expect(d.emailConsentAt).toBeNull();
  });

  it("lists by status and finds tickets by number, name (any case, % literal) and phone digits", async () => {
    const t = await create({ customerName: "Zed 100% Unique", phone: "321.555.9876", emailConsent: "" });
    await approvedEstimate(handle.db, t.id, at(4));
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "repairing", now: at(4) });
    const find = async (q: string, status = "") =>
      (await loadTicketsPage(handle.db, new URLSearchParams({ q, status }), at(9))).tickets.map((x) => x.id);
    expect(await find(t.number.toLowerCase())).toEqual([t.id]);
    expect(await find("zed 100%")).toEqual([t.id]);
    expect(await find("100_")).toEqual([]);
    expect(await find("(321) 555-9876")).toEqual([t.id]);
    expect(await find("Zed", "repairing")).toEqual([t.id]);
    expect(await find("Zed", "received")).toEqual([]);
    const page = await loadTicketsPage(handle.db, new URLSearchParams({ status: "repairing" }), at(9));
    expect(page.counts.repairing).toBeGreaterThanOrEqual(1);
    expect(page.tickets.every((x) => x.status === "repairing")).toBe(true);
  });

  it("pages by keyset: Older to the last ticket, Newer back to the newest page, keeping the search", async () => {
    const n = TICKETS_PAGE_SIZE * 2 + 3;
    await handle.db
      .insertInto("tickets")
      .values(
        Array.from({ length: n }, (_, i) => ({
          number: `SC-9901-${String(i + 1).padStart(4, "0")}`,
          status: "received",
          customer_name: `Pager ${i}`,
          device_type: "laptop",
          device_model: "ThinkPad",
          problem: "Slow",
          token_hash: `pager-${i}`,
          created_at: at(1).toISOString(),
          updated_at: at(1).toISOString(),
          status_changed_at: at(1).toISOString(),
        })),
      )
      .execute();
    // What createTicket does beside its insert, so the list's counts stay true for later tests.
    await adjustCounts(handle.db, "ticket_status_counts", { received: n });
    const ids = (
      await handle.db.selectFrom("tickets").select("id").where("customer_name", "like", "Pager %").orderBy("id", "desc").execute()
    ).map((r) => Number(r.id));
    const load = (extra: Record<string, string>) =>
      loadTicketsPage(handle.db, new URLSearchParams({ q: "pager", ...extra }), at(9));
    let page = await load({});
    expect(page.newerAfter).toBeNull();
    const seen: number[] = [];
    for (;;) {
      seen.push(...page.tickets.map((t) => t.id));
      if (page.nextBefore === null) break;
      page = await load({ before: String(page.nextBefore) });
    }
    expect(seen).toEqual(ids);
    const back: number[][] = [page.tickets.map((t) => t.id)];
    while (page.newerAfter !== null) {
      page = await load({ after: String(page.newerAfter) });
      back.unshift(page.tickets.map((t) => t.id));
    }
    expect(back.flat()).toEqual(ids);
    expect(back[0]).toEqual(ids.slice(0, TICKETS_PAGE_SIZE));
    // A cursor this server did not write shows the newest page.
    for (const bad of ["abc", "-1", "0", "99999999999"]) {
      const p = await load({ before: bad });
      expect(p.tickets.map((t) => t.id)).toEqual(ids.slice(0, TICKETS_PAGE_SIZE));
    }
  });
});
