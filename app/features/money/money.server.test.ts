import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { approvedEstimate, labourLine, signedPickup, testActor } from "../../../tests/factories";
import type { DbHandle } from "~/db/client.server";
import { createTicket, moveTicket } from "~/features/tickets/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { createInvoice, recordPayment } from "./billing.server";
import { decideEstimate, discardDraft, saveEstimate, sendEstimate, type EstimateLineInput } from "./estimates.server";
import { loadTicketMoney } from "./ledger.server";

const at = (day: number, hour = 15) => new Date(Date.UTC(2026, 10, day, hour));
const statusUrl = (token: string) => `https://shop.example/repair/${token}`;

const partsLine = (cents: number, description = "SSD, 1 TB"): EstimateLineInput => ({
  serviceId: null,
  description,
  kind: "parts",
  taxable: true,
  quantity: 1,
  unitCents: cents,
  warrantyDays: 365,
});

describe.each(testDatabaseKinds())("estimates, invoices and payments on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    setConfig(
      parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525", SHOP_TIMEZONE: "America/New_York" }),
    );
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  const ticket = async (consent = "on", now = at(2)) => {
    const r = await createTicket(
      handle.db,
      TicketFormSchema.parse({
        customerName: "Ada Lovelace",
        email: "ada@example.com",
        phone: "321 555 0100",
        deviceType: "laptop",
        deviceModel: "ThinkPad T14",
        problem: "Slow, needs an SSD",
        emailConsent: consent,
      }),
      { by: await testActor(handle.db), now },
    );
    if (!r.ok) throw new Error("ticket not made");
    return r;
  };

  const mailOf = (id: number) =>
    handle.db
      .selectFrom("outbox")
      .select(["kind", "subject", "text_body"])
      .where("subject_type", "=", "ticket")
      .where("subject_id", "=", id)
      .orderBy("id")
      .execute();

  it("keeps a draft in place, freezes a sent version and makes the next one from a change, with the tax of its day", async () => {
    const t = await ticket();
    const v1 = await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 0,
      lines: [labourLine(8900, "SSD upgrade"), partsLine(7900)],
      now: at(2),
    });
    expect(v1).toEqual({ ok: true, version: 1, changed: true });
    // Still a draft: saved again in place.
    expect(
      await saveEstimate(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        baseVersion: 1,
        lines: [partsLine(8900)],
        now: at(2),
      }),
    ).toMatchObject({
      version: 1,
    });
    expect(
      await sendEstimate(handle.db, { by: await testActor(handle.db), ticketId: t.id, version: 1, now: at(3), statusUrl }),
    ).toEqual({
      ok: true,
      version: 1,
      emailed: true,
    });
    let money = await loadTicketMoney(handle.db, t.id);
    expect(money.estimates).toHaveLength(1);
    expect(money.current).toMatchObject({ version: 1, status: "sent", subtotalCents: 8900, taxCents: 623, totalCents: 9523 });
    expect(money.current!.terms).toContain("warranty");
    const mail = await mailOf(t.id);
    expect(mail.at(-1)).toMatchObject({ kind: "estimate-ready", subject: `Your estimate for ${t.number} is ready` });
    expect(mail.at(-1)!.text_body).toContain(statusUrl(t.token));
    expect(mail.at(-1)!.text_body).toContain("$95.23");

    // The same lines again make nothing; a change makes v2 (a draft), and v1 stays as it was sent.
    expect(
      await saveEstimate(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        baseVersion: 1,
        lines: [partsLine(8900)],
        now: at(4),
      }),
    ).toEqual({
      ok: true,
      version: 1,
      changed: false,
    });
    const v2 = await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 1,
      lines: [partsLine(8900), labourLine(3900, "RAM upgrade")],
      now: at(4),
      taxPercent: "6.5",
    });
    expect(v2).toEqual({ ok: true, version: 2, changed: true });
    money = await loadTicketMoney(handle.db, t.id);
    expect(money.current).toMatchObject({ version: 1, status: "sent", totalCents: 9523 });
    expect(money.draft).toMatchObject({ version: 2, taxRate: 6500, taxCents: 579, totalCents: 13379 });
    // A save from a page that still showed v1 is refused, and loses nothing of what is stored.
    expect(
      await saveEstimate(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        baseVersion: 1,
        lines: [partsLine(1)],
        now: at(4),
      }),
    ).toEqual({
      ok: false,
      reason: "changed",
    });
    expect(await discardDraft(handle.db, { ticketId: t.id, version: 2, by: await testActor(handle.db), now: at(4) })).toEqual({
      ok: true,
    });
    money = await loadTicketMoney(handle.db, t.id);
    expect(money.estimates.map((e) => e.version)).toEqual([1]);
  });

  it("decides only the current version: twice is harmless, an old version is refused, an approval is final", async () => {
    const t = await ticket("");
    await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 0,
      lines: [labourLine(4900)],
      now: at(2),
    });
    const link = async (version: number, decision: "approve" | "decline", name: string | null = "Ada Lovelace") =>
      decideEstimate(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        version,
        decision,
        via: "link",
        name,
        note: decision === "decline" ? "Too dear" : null,
        address: "203.0.113.9",
        agent: "Mozilla/5.0 (iPhone)",
        recordedBy: "customer",
        now: at(3),
      });
    // The customer cannot answer a draft they were never given.
    expect(await link(1, "approve")).toEqual({ ok: false, reason: "none" });
    await sendEstimate(handle.db, { by: await testActor(handle.db), ticketId: t.id, version: 1, now: at(3), statusUrl });
    expect(await link(1, "decline", null)).toMatchObject({ ok: true, already: false });
    // A declined version can still be approved.
    expect(await link(1, "approve")).toMatchObject({ ok: true, already: false });
    expect(await link(1, "approve")).toMatchObject({ ok: true, already: true });
    expect(await link(1, "decline")).toEqual({ ok: false, reason: "approved" });
    const stored = await handle.db.selectFrom("estimates").selectAll().where("ticket_id", "=", t.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      status: "approved",
      decided_via: "link",
      decision_name: "Ada Lovelace",
      decision_address: "203.0.113.9",
      decision_agent: "Mozilla/5.0 (iPhone)",
    });
    await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 1,
      lines: [labourLine(6900)],
      now: at(4),
    });
    await sendEstimate(handle.db, { by: await testActor(handle.db), ticketId: t.id, version: 2, now: at(4), statusUrl });
    expect(await link(1, "approve")).toEqual({ ok: false, reason: "changed" });
    expect(await link(2, "approve")).toMatchObject({ ok: true, version: 2 });
    // No e-mail to the customer without consent; the shop hears of each answer given online,
    // once (the repeated approval queued nothing).
    const mail = await mailOf(t.id);
    expect(mail.map((m) => m.subject)).toEqual([
      `${t.number}: estimate v1 declined by the customer`,
      `${t.number}: estimate v1 approved by the customer`,
      `${t.number}: estimate v2 approved by the customer`,
    ]);
    expect(mail[0]!.text_body).toContain("Their reason: Too dear");
    expect(mail[0]!.text_body).toContain(`https://shop.example/admin/tickets/${t.id}`);
    const shopOnly = await handle.db
      .selectFrom("outbox")
      .select("recipient")
      .where("subject_type", "=", "ticket")
      .where("subject_id", "=", t.id)
      .execute();
    expect(shopOnly.every((m) => m.recipient === null)).toBe(true);
    const notes = await handle.db.selectFrom("ticket_events").select("private_note").where("ticket_id", "=", t.id).execute();
    expect(notes.map((n) => n.private_note).filter(Boolean)).toEqual([
      "Estimate v1 sent to the customer.",
      "Estimate v1 declined on the status page. Reason: Too dear",
      "Estimate v1 approved by Ada Lovelace on the status page.",
      "Estimate v2 sent to the customer.",
      "Estimate v2 approved by Ada Lovelace on the status page.",
    ]);
  });

  it("lets the shop record a phone answer to the draft it read out, with who, when and a note", async () => {
    const t = await ticket("");
    await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 0,
      lines: [labourLine(9900)],
      now: at(2),
    });
    const r = await decideEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      version: 1,
      decision: "approve",
      via: "phone",
      name: "Ada (her husband answered)",
      note: "Called 10:05",
      recordedBy: "admin",
      at: at(2, 14),
      now: at(2, 16),
    });
    expect(r).toMatchObject({ ok: true });
    const money = await loadTicketMoney(handle.db, t.id);
    expect(money.current).toMatchObject({
      status: "approved",
      decidedVia: "phone",
      recordedBy: "admin",
      decidedAt: at(2, 14).toISOString(),
      sentAt: at(2, 14).toISOString(),
      decisionNote: "Called 10:05",
    });
    expect(money.draft).toBeNull();
  });

  it("moves into repair only with the current version approved, invoices on ready, and lets it go only paid or with a reason", async () => {
    const t = await ticket();
    const move = async (to: "repairing" | "ready" | "picked_up", releaseReason?: string) =>
      moveTicket(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        to,
        releaseReason,
        pickup: signedPickup(),
        now: at(5),
      });
    expect(await move("repairing")).toMatchObject({
      ok: false,
      reason: "money",
      money: { reason: "needs-approval", version: null },
    });
    await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 0,
      lines: [labourLine(8900), partsLine(7900)],
      now: at(3),
    });
    await sendEstimate(handle.db, { by: await testActor(handle.db), ticketId: t.id, version: 1, now: at(3), statusUrl });
    expect(await move("repairing")).toMatchObject({ ok: false, money: { reason: "needs-approval", version: 1, status: "sent" } });
    // Nothing to invoice while v1 waits for an answer.
    expect(await move("ready")).toMatchObject({ ok: false, money: { reason: "estimate-pending", version: 1 } });
    await decideEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      version: 1,
      decision: "approve",
      via: "link",
      name: "Ada Lovelace",
      note: null,
      recordedBy: "customer",
      now: at(4),
    });
    // A deposit is taken against the approved estimate ($89 + $79 + 7 % of $79 = $173.53).
    expect(
      await recordPayment(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        kind: "deposit",
        method: "card",
        amountCents: 5000,
        reference: "slip 0042",
        note: null,
        recordedBy: "admin",
        now: at(4),
      }),
    ).toMatchObject({ ok: true, balanceCents: 12353 });
    expect(await move("repairing")).toMatchObject({ ok: true });
    expect(await move("ready")).toMatchObject({ ok: true, emailed: true });
    const money = await loadTicketMoney(handle.db, t.id);
    expect(money.invoice).toMatchObject({ totalCents: 17353, subtotalCents: 16800, taxCents: 553, taxRate: 7000 });
    expect(money.invoice!.number).toMatch(/^INV-2026-\d{4}$/);
    expect(money).toMatchObject({ chargeCents: 17353, paidCents: 5000, balanceCents: 12353 });
    const ready = (await mailOf(t.id)).at(-1)!;
    expect(ready.subject).toBe(`Repair ${t.number}: Ready for pickup`);
    expect(ready.text_body).toContain("Balance due at pickup: $123.53.");

    expect(await move("picked_up")).toMatchObject({ ok: false, money: { reason: "balance-due", balanceCents: 12353 } });
    // The estimate cannot change once invoiced.
    expect(
      await saveEstimate(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        baseVersion: 1,
        lines: [labourLine(1)],
        now: at(5),
      }),
    ).toEqual({
      ok: false,
      reason: "invoiced",
    });
    expect(
      await recordPayment(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        kind: "payment",
        method: "cash",
        amountCents: 12354,
        reference: null,
        note: null,
        recordedBy: "admin",
        now: at(5),
      }),
    ).toEqual({ ok: false, reason: "over-balance", balanceCents: 12353 });
    await recordPayment(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      kind: "payment",
      method: "cash",
      amountCents: 12353,
      reference: null,
      note: null,
      recordedBy: "admin",
      now: at(5),
    });
    expect(await move("picked_up")).toMatchObject({ ok: true });
  });

  it("records the owner's reason when a machine goes with money due", async () => {
    const t = await ticket("");
    await approvedEstimate(handle.db, t.id, at(3), [labourLine(4900)]);
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "ready", now: at(4) });
    const r = await moveTicket(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      to: "picked_up",
      pickup: signedPickup(),
      releaseReason: "Regular customer, pays Friday",
      privateNote: "Called ahead",
      now: at(5),
    });
    expect(r).toMatchObject({ ok: true });
    const last = await handle.db
      .selectFrom("ticket_events")
      .select(["to_status", "private_note"])
      .where("ticket_id", "=", t.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toEqual({
      to_status: "picked_up",
      private_note: "Called ahead\nLet go with $49.00 still due: Regular customer, pays Friday",
    });
  });

  it("keeps the money gate on every way out of the shop, and a reason only for the balance the owner saw", async () => {
    const t = await ticket("");
    await approvedEstimate(handle.db, t.id, at(3), [labourLine(10_000)]);
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "ready", now: at(4) });
    await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "cancelled", now: at(4) });
    // Returned unrepaired is a way out too: the invoiced $100 must be paid or let go with a reason.
    expect(
      await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "returned", now: at(5) }),
    ).toMatchObject({
      ok: false,
      money: { reason: "balance-due", balanceCents: 10_000 },
    });
    // The owner writes a reason for the $100 they were shown; meanwhile $95 is paid at the till.
    await recordPayment(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      kind: "payment",
      method: "cash",
      amountCents: 9_500,
      reference: null,
      note: null,
      recordedBy: "admin",
      now: at(5),
    });
    expect(
      await moveTicket(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        to: "returned",
        releaseReason: "Will bring the $100 tomorrow",
        releaseBalanceCents: 10_000,
        now: at(5),
      }),
    ).toMatchObject({ ok: false, money: { reason: "balance-changed", balanceCents: 500 } });
    expect(
      await moveTicket(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        to: "returned",
        releaseReason: "Will bring the last $5 tomorrow",
        releaseBalanceCents: 500,
        now: at(5),
      }),
    ).toMatchObject({ ok: true });
    // The rest can still be taken after the machine left.
    expect(
      await recordPayment(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        kind: "payment",
        method: "cash",
        amountCents: 500,
        reference: null,
        note: null,
        recordedBy: "admin",
        now: at(6),
      }),
    ).toMatchObject({ ok: true, balanceCents: 0 });
  });

  it("repairs and bills the last approved version when a later change was declined, and takes no answer once invoiced", async () => {
    const t = await ticket("");
    await approvedEstimate(handle.db, t.id, at(3), [labourLine(10_000)]);
    await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 1,
      lines: [labourLine(10_000), labourLine(5_000, "Fan")],
      now: at(4),
    });
    await sendEstimate(handle.db, { by: await testActor(handle.db), ticketId: t.id, version: 2, now: at(4), statusUrl });
    const decline = await decideEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      version: 2,
      decision: "decline",
      via: "link",
      name: null,
      note: "Just the first job",
      recordedBy: "customer",
      now: at(4),
    });
    expect(decline.ok).toBe(true);
    // The declined change leaves v1's approved work to do.
    expect(
      await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "repairing", now: at(4) }),
    ).toMatchObject({ ok: true });
    expect(
      await moveTicket(handle.db, { by: await testActor(handle.db), ticketId: t.id, to: "ready", now: at(5) }),
    ).toMatchObject({ ok: true });
    let money = await loadTicketMoney(handle.db, t.id);
    expect(money.invoice).toMatchObject({ totalCents: 10_000, estimateId: money.estimates[0]!.id });
    expect(money).toMatchObject({ chargeCents: 10_000, balanceCents: 10_000 });
    // Approving v2 by phone now would bill $150 beside an invoice of $100: refused.
    expect(
      await decideEstimate(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        version: 2,
        decision: "approve",
        via: "phone",
        name: "Ada",
        note: null,
        recordedBy: "admin",
        now: at(5),
      }),
    ).toEqual({ ok: false, reason: "invoiced" });
    money = await loadTicketMoney(handle.db, t.id);
    expect(money.current).toMatchObject({ version: 2, status: "declined" });
  });

  it("refunds up to what was paid, with a reason, as a negative amount", async () => {
    const t = await ticket("");
    await approvedEstimate(handle.db, t.id, at(3), [labourLine(10_000)]);
    const pay = async (kind: "payment" | "refund", amountCents: number, note: string | null = null) =>
      recordPayment(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        kind,
        method: "card",
        amountCents,
        reference: null,
        note,
        recordedBy: "admin",
        now: at(4),
      });
    expect(await pay("payment", 10_000)).toMatchObject({ ok: true, balanceCents: 0 });
    expect(await pay("payment", 1)).toEqual({ ok: false, reason: "nothing-due", balanceCents: 0 });
    expect(await pay("refund", 2500)).toEqual({ ok: false, reason: "reason-needed" });
    expect(await pay("refund", 10_001, "Part not needed")).toMatchObject({ ok: false, reason: "over-paid", paidCents: 10_000 });
    expect(await pay("refund", 2500, "Part not needed")).toMatchObject({ ok: true, balanceCents: 2500 });
    for (const bad of [0, -5, 1.5, Number.NaN]) expect((await pay("payment", bad)).ok, String(bad)).toBe(false);
    const money = await loadTicketMoney(handle.db, t.id);
    expect(money.payments.map((p) => p.amountCents)).toEqual([10_000, -2500]);
    expect(money.balanceCents).toBe(2500);
  });

  it("lets no two parallel payments together pass the balance", async () => {
    const t = await ticket("");
    await approvedEstimate(handle.db, t.id, at(3), [labourLine(10_000)]);
    const results = await Promise.all(
      Array.from({ length: 24 }, async (_, i) =>
        recordPayment(handle.db, {
          by: await testActor(handle.db),
          ticketId: t.id,
          kind: "payment",
          method: "cash",
          amountCents: 700,
          reference: `till ${i}`,
          note: null,
          recordedBy: "admin",
          now: at(4),
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(14);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.reason === "over-balance")).toBe(true);
    const money = await loadTicketMoney(handle.db, t.id);
    expect(money.paidCents).toBe(9800);
    expect(money.balanceCents).toBe(200);
  });

  it("records one decision of eight parallel approvals, and never approves a version replaced meanwhile", async () => {
    const t = await ticket("");
    await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 0,
      lines: [labourLine(4900)],
      now: at(2),
    });
    await sendEstimate(handle.db, { by: await testActor(handle.db), ticketId: t.id, version: 1, now: at(2), statusUrl });
    const approve = async (version: number) =>
      decideEstimate(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        version,
        decision: "approve",
        via: "link",
        name: "Ada Lovelace",
        note: null,
        recordedBy: "customer",
        now: at(3),
      });
    const results = await Promise.all(Array.from({ length: 8 }, () => approve(1)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && !r.already)).toHaveLength(1);
    const notes = await handle.db
      .selectFrom("ticket_events")
      .select("private_note")
      .where("ticket_id", "=", t.id)
      .where("private_note", "like", "%approved%")
      .execute();
    expect(notes).toHaveLength(1);

    // v2 is sent while the customer approves v1 on a page that still shows it.
    await saveEstimate(handle.db, {
      by: await testActor(handle.db),
      ticketId: t.id,
      baseVersion: 1,
      lines: [labourLine(6900)],
      now: at(4),
    });
    const [sent, late] = await Promise.all([
      sendEstimate(handle.db, { by: await testActor(handle.db), ticketId: t.id, version: 2, now: at(4), statusUrl }),
      decideEstimate(handle.db, {
        by: await testActor(handle.db),
        ticketId: t.id,
        version: 2,
        decision: "approve",
        via: "link",
        name: "Ada Lovelace",
        note: null,
        recordedBy: "customer",
        now: at(4),
      }),
    ]);
    expect(sent.ok).toBe(true);
    const v2 = await handle.db
      .selectFrom("estimates")
      .select(["status", "decided_at", "sent_at"])
      .where("ticket_id", "=", t.id)
      .where("version", "=", 2)
      .executeTakeFirstOrThrow();
    if (late.ok) {
      // The approval ran after the send: it approved what the customer was then shown.
      expect(v2.status).toBe("approved");
    } else {
      // It ran first, when v2 was still the shop's draft: refused, and v2 waits for an answer.
      expect(["none", "changed"]).toContain(late.reason);
      expect(v2).toMatchObject({ status: "sent", decided_at: null });
    }
  });

  it("gives parallel invoices distinct numbers of the shop's year, 0001 upward, and one invoice per ticket", async () => {
    // A year no other test uses, so its numbers start at 0001.
    const now = new Date("2031-01-01T04:30:00Z"); // still 2030 in Florida
    const next = new Date("2031-01-01T06:00:00Z");
    const tickets = await Promise.all(Array.from({ length: 12 }, () => ticket("", now)));
    for (const t of tickets) await approvedEstimate(handle.db, t.id, now, [labourLine(1000)]);
    const made = await Promise.all(
      tickets.map(async (t) => createInvoice(handle.db, { by: await testActor(handle.db), ticketId: t.id, now })),
    );
    const numbers = made.map((r) => (r.ok ? r.number : "")).sort();
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => `INV-2030-${String(i + 1).padStart(4, "0")}`));
    // The same ticket twice at once: one invoice, the same number both times.
    const again = await Promise.all(
      [0, 1, 2].map(async () =>
        createInvoice(handle.db, { by: await testActor(handle.db), ticketId: tickets[0]!.id, now: next }),
      ),
    );
    expect(new Set(again.map((r) => (r.ok ? r.number : "refused"))).size).toBe(1);
    expect(again.every((r) => r.ok && !r.created)).toBe(true);
    const fresh = await ticket("", next);
    await approvedEstimate(handle.db, fresh.id, next, [labourLine(1000)]);
    expect(await createInvoice(handle.db, { by: await testActor(handle.db), ticketId: fresh.id, now: next })).toMatchObject({
      number: "INV-2031-0001",
    });
    const unapproved = await ticket("", next);
    expect(await createInvoice(handle.db, { by: await testActor(handle.db), ticketId: unapproved.id, now: next })).toEqual({
      ok: false,
      reason: "not-approved",
    });
  });
});
