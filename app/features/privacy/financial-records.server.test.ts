import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { labourLine, testActor } from "../../../tests/factories";
import { insertEstimateRow, insertInvoiceRow, insertPaymentRow, insertTicketRow } from "../../../tests/money-rows";
import type { DbHandle } from "~/db/client.server";
import { createInvoice, decideEstimate, recordPayment, saveEstimate, sendEstimate } from "~/features/money/index.server";
import { TicketFormSchema } from "~/features/tickets/schema.server";
import { createTicket } from "~/features/tickets/tickets.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { totalRecords } from "./erase.server";
import { personCsvRows, personJson } from "./export.server";
import { erasePerson, findPerson } from "./person.server";
import { RETENTION_BATCH, runRetention } from "./retention.server";

const NOW = new Date("2026-11-23T15:00:00.000Z");
const POLICY = { leadRetentionMonths: 24, ticketRetentionDays: 365, financialRecordsYears: 7 };

describe.each(testDatabaseKinds())("financial records and privacy on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;
  beforeAll(async () => {
    setConfig(parseConfig({ SITE_URL: "https://shop.example", SMTP_URL: "smtp://127.0.0.1:2525" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());

  /** A ticket whose customer approved v2 on the status link, with a deposit, an invoice and a refund. */
  async function billedTicket(name: string, email: string) {
    const t = await createTicket(
      db(),
      TicketFormSchema.parse({
        customerName: name,
        email,
        phone: "",
        deviceType: "laptop",
        deviceModel: "ThinkPad T14",
        problem: "Cracked screen",
        emailConsent: "",
      }),
      { by: await testActor(db()), now: NOW },
    );
    if (!t.ok) throw new Error("ticket not created");
    const ticketId = t.id;
    const save = async (base: number, cents: number) => {
      const saved = await saveEstimate(db(), {
        by: await testActor(db()),
        ticketId,
        baseVersion: base,
        lines: [{ ...labourLine(cents, "Screen panel"), kind: "parts", taxable: true }],
        now: NOW,
        taxPercent: "7",
      });
      if (!saved.ok) throw new Error(saved.reason);
      const sent = await sendEstimate(db(), {
        by: await testActor(db()),
        ticketId,
        version: saved.version,
        now: NOW,
        statusUrl: (k) => `https://shop.example/r/${k}`,
      });
      if (!sent.ok) throw new Error(sent.reason);
    };
    await save(0, 20_000);
    await decideEstimate(db(), {
      by: await testActor(db()),
      ticketId,
      version: 1,
      decision: "decline",
      via: "link",
      name: `${name} herself`,
      note: "Too dear for me",
      address: "203.0.113.9",
      agent: "Firefox on Pat's laptop",
      recordedBy: "customer",
      now: NOW,
    });
    await save(1, 15_000);
    const approved = await decideEstimate(db(), {
      by: await testActor(db()),
      ticketId,
      version: 2,
      decision: "approve",
      via: "link",
      name: `${name} Approves`,
      note: null,
      address: "203.0.113.10",
      agent: "Firefox on Pat's laptop",
      recordedBy: "customer",
      now: NOW,
    });
    expect(approved.ok).toBe(true);
    const deposit = await recordPayment(db(), {
      by: await testActor(db()),
      ticketId,
      kind: "deposit",
      method: "check",
      amountCents: 5_000,
      reference: "Check 1042",
      note: "Paid by her brother",
      recordedBy: "admin",
      now: NOW,
    });
    expect(deposit.ok).toBe(true);
    const invoice = await createInvoice(db(), { by: await testActor(db()), ticketId, now: NOW, timeZone: "America/New_York" });
    if (!invoice.ok) throw new Error(invoice.reason);
    await recordPayment(db(), {
      by: await testActor(db()),
      ticketId,
      kind: "refund",
      method: "check",
      amountCents: 1_000,
      reference: null,
      note: "Overcharged Pat",
      recordedBy: "admin",
      now: NOW,
    });
    return { ticketId, number: t.number, invoiceNumber: invoice.number };
  }

  it("hands the person their estimates (with their answers), invoice and payments in the export", async () => {
    const email = "pat.export@example.com";
    const t = await billedTicket("Pat Export", email);
    const found = await findPerson(db(), { email, phone: null });
    const ticket = found.tickets.find((r) => r.id === t.ticketId)!;
    expect(ticket.estimates.map((e) => [e.version, e.status, e.totalCents, e.decisionName, e.decisionNote])).toEqual([
      [1, "declined", 21_400, "Pat Export herself", "Too dear for me"],
      [2, "approved", 16_050, "Pat Export Approves", null],
    ]);
    expect(ticket.estimates[1]).toMatchObject({
      decidedVia: "link",
      decisionAddress: "203.0.113.10",
      decisionBrowser: "Firefox on Pat's laptop",
      lines: [{ description: "Screen panel", quantity: 1, unitCents: 15_000, lineCents: 15_000 }],
      subtotalCents: 15_000,
      taxCents: 1_050,
    });
    expect(ticket.invoice).toMatchObject({ number: t.invoiceNumber, totalCents: 16_050, taxCents: 1_050, taxRate: 7000 });
    expect(ticket.payments.map((p) => [p.kind, p.method, p.amountCents, p.reference, p.note])).toEqual([
      ["deposit", "check", 5_000, "Check 1042", "Paid by her brother"],
      ["refund", "check", -1_000, null, "Overcharged Pat"],
    ]);
    // The money is part of the ticket: it counts as one record, as before.
    expect(found.counts.tickets).toBe(1);

    const json = JSON.parse(personJson(found, { email, phone: null }, NOW, "The Shop"));
    expect(json.repairs[0].estimates[1].decisionName).toBe("Pat Export Approves");
    expect(json.repairs[0].payments[0].reference).toBe("Check 1042");
    const rows = personCsvRows(found);
    expect(rows.filter((r) => r[0] === "Estimate").map((r) => [r[1], r[3], r[4], r[8]])).toEqual([
      [`${t.number} version 1`, "declined", "Pat Export herself", "Too dear for me"],
      [`${t.number} version 2`, "approved", "Pat Export Approves", null],
    ]);
    expect(rows.find((r) => r[0] === "Estimate" && r[3] === "approved")![7]).toContain("from 203.0.113.10");
    expect(rows.find((r) => r[0] === "Invoice")).toEqual([
      "Invoice",
      t.invoiceNumber,
      NOW.toISOString(),
      null,
      null,
      null,
      null,
      `${t.number}: subtotal $150.00, tax $10.50, total $160.50`,
      null,
    ]);
    expect(rows.filter((r) => r[0] === "Payment").map((r) => [r[3], r[7], r[8]])).toEqual([
      ["deposit", "check $50.00; reference Check 1042", "Paid by her brother"],
      ["refund", "check -$10.00", "Overcharged Pat"],
    ]);
  });

  it("erasing the person blanks who answered and the payment references and notes, and keeps the books", async () => {
    const email = "pat.erase@example.com";
    const t = await billedTicket("Pat Erase", email);
    const before = {
      estimates: await db().selectFrom("estimates").selectAll().where("ticket_id", "=", t.ticketId).orderBy("version").execute(),
      invoice: await db().selectFrom("invoices").selectAll().where("ticket_id", "=", t.ticketId).executeTakeFirstOrThrow(),
      payments: await db().selectFrom("payments").selectAll().where("ticket_id", "=", t.ticketId).orderBy("id").execute(),
    };
    const found = await findPerson(db(), { email, phone: null });
    expect(await erasePerson(db(), { email, phone: null }, totalRecords(found.counts), NOW, await testActor(db()))).toMatchObject(
      { ok: true },
    );

    const estimates = await db()
      .selectFrom("estimates")
      .selectAll()
      .where("ticket_id", "=", t.ticketId)
      .orderBy("version")
      .execute();
    expect(estimates).toEqual(
      before.estimates.map((e) => ({
        ...e,
        decision_name: null,
        decision_address: null,
        decision_agent: null,
        decision_note: null,
      })),
    );
    expect(estimates.map((e) => [e.version, e.status, Number(e.total_cents), Number(e.tax_cents), e.decided_at])).toEqual([
      [1, "declined", 21_400, 1_400, NOW.toISOString()],
      [2, "approved", 16_050, 1_050, NOW.toISOString()],
    ]);
    expect(await db().selectFrom("invoices").selectAll().where("ticket_id", "=", t.ticketId).executeTakeFirstOrThrow()).toEqual(
      before.invoice,
    );
    const payments = await db().selectFrom("payments").selectAll().where("ticket_id", "=", t.ticketId).orderBy("id").execute();
    expect(payments).toEqual(before.payments.map((p) => ({ ...p, reference: null, note: null })));
    expect(payments.map((p) => [p.kind, p.method, Number(p.amount_cents)])).toEqual([
      ["deposit", "check", 5_000],
      ["refund", "check", -1_000],
    ]);
    // The history's copy of the answer ("approved by …") went with the ticket's notes.
    const notes = await db().selectFrom("ticket_events").select("private_note").where("ticket_id", "=", t.ticketId).execute();
    expect(notes.every((n) => n.private_note === null)).toBe(true);
  });

  it("deletes invoices, payments and estimates past the years for the books, in batches, and keeps newer ones", async () => {
    // Seven years before NOW is 2019-11-23T15:00Z.
    const old = await insertTicketRow(db(), { status: "picked_up", createdAt: "2019-05-20T15:00:00.000Z", erased: true });
    const oldV1 = await insertEstimateRow(db(), old.id, {
      version: 1,
      status: "declined",
      createdAt: "2019-05-21T15:00:00.000Z",
    });
    const oldV2 = await insertEstimateRow(db(), old.id, {
      version: 2,
      status: "approved",
      createdAt: "2019-05-22T15:00:00.000Z",
    });
    await insertInvoiceRow(db(), old.id, oldV2, { number: "INV-2019-0001", createdAt: "2019-06-01T15:00:00.000Z" });
    await insertPaymentRow(db(), old.id, 6_000, "2019-06-01T15:00:00.000Z");
    await insertPaymentRow(db(), old.id, 4_000, "2019-07-10T15:00:00.000Z");
    // Records older than the cutoff whose ticket has a newer one (a refund) stay together, so the
    // balance they show stays true.
    const refunded = await insertTicketRow(db(), { status: "picked_up", createdAt: "2019-03-01T15:00:00.000Z", erased: true });
    const refundedEstimate = await insertEstimateRow(db(), refunded.id, {
      status: "approved",
      createdAt: "2019-03-02T15:00:00.000Z",
    });
    await insertInvoiceRow(db(), refunded.id, refundedEstimate, {
      number: "INV-2019-0003",
      createdAt: "2019-03-05T15:00:00.000Z",
    });
    await insertPaymentRow(db(), refunded.id, 5_000, "2019-03-05T15:00:00.000Z");
    await insertPaymentRow(db(), refunded.id, -1_000, "2020-02-01T15:00:00.000Z", { kind: "refund" });

    const kept = await insertTicketRow(db(), { status: "picked_up", createdAt: "2019-11-20T15:00:00.000Z", erased: true });
    const keptEstimate = await insertEstimateRow(db(), kept.id, { status: "approved", createdAt: "2019-11-21T15:00:00.000Z" });
    await insertInvoiceRow(db(), kept.id, keptEstimate, { number: "INV-2019-0002", createdAt: "2019-12-01T15:00:00.000Z" });
    await insertPaymentRow(db(), kept.id, 10_000, "2019-11-22T15:00:00.000Z", { kind: "deposit" });

    // Never invoiced: a deposit taken and the repair cancelled.
    const cancelledOld = await insertTicketRow(db(), {
      status: "cancelled",
      createdAt: "2019-01-01T15:00:00.000Z",
      erased: true,
    });
    const cancelledOldEstimate = await insertEstimateRow(db(), cancelledOld.id, {
      status: "declined",
      createdAt: "2019-01-02T15:00:00.000Z",
    });
    const many = RETENTION_BATCH + 20;
    await db()
      .insertInto("payments")
      .values(
        Array.from({ length: many }, (_, i) => ({
          ticket_id: cancelledOld.id,
          kind: "deposit",
          method: "cash",
          amount_cents: 100,
          reference: null,
          note: null,
          recorded_by: "admin",
          at: new Date(Date.UTC(2019, 0, 2, 12, 0, i)).toISOString(),
        })),
      )
      .execute();
    const cancelledNew = await insertTicketRow(db(), {
      status: "cancelled",
      createdAt: "2020-01-01T15:00:00.000Z",
      erased: true,
    });
    await insertEstimateRow(db(), cancelledNew.id, { status: "declined", createdAt: "2020-01-02T15:00:00.000Z" });
    await insertPaymentRow(db(), cancelledNew.id, 2_000, "2020-01-02T15:00:00.000Z", { kind: "deposit" });
    // An open ticket is never cleared of its estimate, however old.
    const open = await insertTicketRow(db(), { status: "repairing", createdAt: "2018-01-01T15:00:00.000Z" });
    await insertEstimateRow(db(), open.id, { status: "approved", createdAt: "2018-01-02T15:00:00.000Z" });
    await insertPaymentRow(db(), open.id, 3_000, "2018-01-02T15:00:00.000Z", { kind: "deposit" });

    const ours = [old.id, kept.id, cancelledOld.id, cancelledNew.id, open.id, refunded.id];
    const count = async (table: "estimates" | "payments" | "invoices", ticketId: number) =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .where("ticket_id", "=", ticketId)
            .executeTakeFirstOrThrow()
        ).n,
      );

    // Without the setting nothing of the books is deleted.
    expect(await runRetention(db(), NOW, { leadRetentionMonths: 24, ticketRetentionDays: 365 })).toMatchObject({
      invoices: 0,
      payments: 0,
      estimates: 0,
    });
    expect(await count("payments", cancelledOld.id)).toBe(many);

    expect(await runRetention(db(), NOW, POLICY)).toMatchObject({ invoices: 1, payments: 2 + many, estimates: 3 });
    for (const table of ["invoices", "payments", "estimates"] as const) {
      expect(await count(table, old.id), table).toBe(0);
      expect(await count(table, cancelledOld.id), table).toBe(0);
    }
    const lines = await db()
      .selectFrom("estimate_lines")
      .select("estimate_id")
      .where("estimate_id", "in", [oldV1, oldV2, cancelledOldEstimate])
      .execute();
    expect(lines).toEqual([]);
    expect([await count("invoices", kept.id), await count("payments", kept.id), await count("estimates", kept.id)]).toEqual([
      1, 1, 1,
    ]);
    expect([await count("payments", cancelledNew.id), await count("estimates", cancelledNew.id)]).toEqual([1, 1]);
    expect([await count("estimates", open.id), await count("payments", open.id)]).toEqual([1, 1]);
    expect([
      await count("invoices", refunded.id),
      await count("payments", refunded.id),
      await count("estimates", refunded.id),
    ]).toEqual([1, 2, 1]);
    // The tickets themselves stay (their number and dates, for the shop's counts).
    expect(await db().selectFrom("tickets").select("id").where("id", "in", ours).execute()).toHaveLength(6);

    expect(await runRetention(db(), NOW, POLICY)).toMatchObject({ invoices: 0, payments: 0, estimates: 0 });
    // A year on, the invoice of December 2019 and what came with it go too, and the refunded
    // ticket's records, whose newest is of February 2020, with it.
    expect(await runRetention(db(), new Date("2027-03-01T15:00:00.000Z"), POLICY)).toMatchObject({ invoices: 2 });
    expect(await count("payments", refunded.id)).toBe(0);
    expect(await count("estimates", kept.id)).toBe(0);
  });
});
