import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { insertEstimateRow, insertInvoiceRow, insertPaymentRow, insertTicketRow } from "../../../tests/money-rows";
import type { DbHandle } from "~/db/client.server";

import { loadMoney } from "./money.server";

const TZ = "America/New_York";
// Wednesday 18 November 2026, 10:00 in the shop (UTC-5).
const NOW = new Date("2026-11-18T15:00:00.000Z");

describe.each(testDatabaseKinds())("the dashboard's money on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));

    // Money taken, on a ticket of its own.
    const w = await insertTicketRow(db(), { status: "picked_up" });
    const pay = (cents: number, at: string, kind?: string) => insertPaymentRow(db(), w.id, cents, at, kind ? { kind } : {});
    await pay(10_000, "2026-11-16T05:30:00.000Z"); // Monday 16 Nov 00:30 in the shop: this week
    await pay(5_000, "2026-11-17T15:00:00.000Z", "deposit");
    await pay(-3_000, "2026-11-18T14:00:00.000Z"); // a refund this week
    await pay(2_500, "2026-11-16T04:30:00.000Z"); // Sunday 15 Nov 23:30 in the shop: last week, though Monday in UTC
    await pay(4_000, "2026-11-02T05:30:00.000Z"); // Monday 2 Nov 00:30 EST, the day after the clocks went back
    await pay(1_000, "2026-11-02T04:30:00.000Z"); // Sunday 1 Nov 23:30 EST: the week of 26 October
    await pay(800, "2026-09-28T04:30:00.000Z"); // Monday 28 Sep 00:30 EDT: the first of the eight weeks
    await pay(700, "2026-09-28T03:30:00.000Z"); // Sunday 27 Sep 23:30 EDT: before them

    // Balances (their payments long before the eight weeks).
    const invoice = async (name: string, totalCents: number, createdAt: string, payments: number[], erased = false) => {
      const t = await insertTicketRow(db(), { name, erased });
      const estimate = await insertEstimateRow(db(), t.id, { status: "approved", totalCents });
      await insertInvoiceRow(db(), t.id, estimate, { number: `INV-2026-${name}`, createdAt, subtotalCents: totalCents });
      for (const cents of payments) await insertPaymentRow(db(), t.id, cents, "2026-08-03T15:00:00.000Z");
      return t.id;
    };
    ids.partly = await invoice("Ann Partly", 20_000, "2026-11-03T03:00:00.000Z", [5_000]); // 2 Nov 22:00 in the shop
    ids.paid = await invoice("Paul Paid", 10_000, "2026-10-20T15:00:00.000Z", [4_000, 6_000]);
    ids.refunded = await invoice("Rita Refund", 8_000, "2026-11-10T15:00:00.000Z", [8_000, -2_000]);
    ids.erased = await invoice("Erin Erased", 5_000, "2026-10-01T15:00:00.000Z", [], true);
    ids.credit = await invoice("Carl Credit", 3_000, "2026-09-01T15:00:00.000Z", [4_000]);

    // Estimates.
    const ticket = async (status = "diagnosing") => (await insertTicketRow(db(), { status })).id;
    ids.sent = await ticket();
    await insertEstimateRow(db(), ids.sent, { status: "sent", totalCents: 12_345, createdAt: "2026-11-15T15:00:00.000Z" });
    ids.resent = await ticket();
    await insertEstimateRow(db(), ids.resent, { version: 1, status: "sent", createdAt: "2026-11-01T15:00:00.000Z" });
    await insertEstimateRow(db(), ids.resent, {
      version: 2,
      status: "sent",
      totalCents: 20_000,
      createdAt: "2026-11-17T12:00:00.000Z",
    });
    ids.redrafted = await ticket();
    await insertEstimateRow(db(), ids.redrafted, {
      version: 1,
      status: "sent",
      totalCents: 9_900,
      createdAt: "2026-11-10T15:00:00.000Z",
    });
    await insertEstimateRow(db(), ids.redrafted, { version: 2, status: "draft", createdAt: "2026-11-11T15:00:00.000Z" });
    await insertEstimateRow(db(), await ticket(), { status: "draft", createdAt: "2026-11-01T15:00:00.000Z" });
    await insertEstimateRow(db(), await ticket(), { status: "approved", createdAt: "2026-11-01T15:00:00.000Z" });
    await insertEstimateRow(db(), await ticket(), { status: "declined", createdAt: "2026-11-01T15:00:00.000Z" });
    const replaced = await ticket();
    await insertEstimateRow(db(), replaced, { version: 1, status: "sent", createdAt: "2026-11-01T15:00:00.000Z" });
    await insertEstimateRow(db(), replaced, { version: 2, status: "approved", createdAt: "2026-11-02T15:00:00.000Z" });
    await insertEstimateRow(db(), await ticket("cancelled"), { status: "sent", createdAt: "2026-11-01T15:00:00.000Z" });
  });
  afterAll(async () => cleanup?.());

  it("adds up each shop-local week from Monday, payments less refunds, across the change of the clocks", async () => {
    const { weeks } = await loadMoney(db(), NOW, { timeZone: TZ });
    expect(weeks.map((w) => w.start)).toEqual([
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
    ]);
    expect(weeks.map((w) => w.takenCents)).toEqual([800, 0, 0, 0, 1_000, 4_000, 2_500, 15_000]);
    expect(weeks.map((w) => w.refundedCents)).toEqual([0, 0, 0, 0, 0, 0, 0, 3_000]);
    expect(weeks.at(-1)).toEqual({ start: "2026-11-16", takenCents: 15_000, refundedCents: 3_000, netCents: 12_000 });
  });

  it("lists invoices not paid in full, oldest first, a refund reopening one, an erased customer without a name", async () => {
    const { outstanding } = await loadMoney(db(), NOW, { timeZone: TZ });
    expect(outstanding.items).toEqual([
      expect.objectContaining({ ticketId: ids.erased, firstName: null, balanceCents: 5_000, invoicedOn: "2026-10-01" }),
      expect.objectContaining({
        ticketId: ids.partly,
        invoiceNumber: "INV-2026-Ann Partly",
        firstName: "Ann",
        balanceCents: 15_000,
        // 03:00 UTC on the 3rd is still the 2nd in the shop.
        invoicedOn: "2026-11-02",
      }),
      expect.objectContaining({ ticketId: ids.refunded, firstName: "Rita", balanceCents: 2_000, invoicedOn: "2026-11-10" }),
    ]);
    expect(outstanding.count).toBe(3);
    expect(outstanding.totalCents).toBe(22_000);

    const short = await loadMoney(db(), NOW, { timeZone: TZ, shown: 2 });
    expect(short.outstanding.items.map((i) => i.ticketId)).toEqual([ids.erased, ids.partly]);
    expect(short.outstanding.count).toBe(3);
    expect(short.outstanding.totalCents).toBe(22_000);
  });

  it("lists only the current version waiting for the customer, longest waiting first, with its age", async () => {
    const { waiting } = await loadMoney(db(), NOW, { timeZone: TZ });
    expect(waiting.items).toEqual([
      expect.objectContaining({ ticketId: ids.redrafted, version: 1, totalCents: 9_900, sentOn: "2026-11-10", waitingDays: 8 }),
      expect.objectContaining({ ticketId: ids.sent, version: 1, totalCents: 12_345, sentOn: "2026-11-15", waitingDays: 3 }),
      expect.objectContaining({ ticketId: ids.resent, version: 2, totalCents: 20_000, sentOn: "2026-11-17", waitingDays: 1 }),
    ]);
    expect(waiting.count).toBe(3);
    const short = await loadMoney(db(), NOW, { timeZone: TZ, shown: 1 });
    expect(short.waiting).toMatchObject({ count: 3, items: [{ ticketId: ids.redrafted }] });
  });
});
