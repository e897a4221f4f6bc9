import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { insertEstimateRow, insertInvoiceRow, insertPaymentRow, insertTicketRow } from "../../../tests/money-rows";
import type { DbHandle } from "~/db/client.server";

import { MoneyCsvRangeSchema } from "./csv-range";
import { centsAsDollars, moneyCsv } from "./money-csv.server";

const TZ = "America/New_York";

/** The file as the owner's spreadsheet reads it: rows of cells, the byte-order mark and quotes taken off. */
async function readCsv(stream: ReadableStream<Uint8Array>): Promise<string[][]> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) => line.slice(1, -1).split('","'));
}

describe("the accountant's date range", () => {
  const issues = (input: object) => MoneyCsvRangeSchema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

  it("takes two real dates, the first on or before the last, under five years apart", () => {
    expect(MoneyCsvRangeSchema.parse({ from: "2026-01-01", to: "2026-01-01" })).toEqual({ from: "2026-01-01", to: "2026-01-01" });
    expect(MoneyCsvRangeSchema.safeParse({ from: "2021-01-01", to: "2025-12-31" }).success).toBe(true);
    expect(issues({ to: "2026-01-31" })).toEqual(["Give the first date as from=YYYY-MM-DD."]);
    expect(issues({ from: "2026-01-01" })).toEqual(["Give the last date as to=YYYY-MM-DD."]);
    for (const bad of ["2026-02-30", "2026-1-5", "yesterday", "2026-01-01T00:00", ""])
      expect(issues({ from: bad, to: "2026-03-01" }), bad).toEqual([
        "The first date must be a real date written YYYY-MM-DD, such as 2026-01-31.",
      ]);
    expect(issues({ from: "2026-03-02", to: "2026-03-01" })).toEqual(["The first date must be on or before the last date."]);
    expect(issues({ from: "2021-01-01", to: "2026-01-01" })).toEqual([
      "One file covers at most 5 years: choose a shorter range.",
    ]);
  });

  it("writes cents as dollars with two decimals, a refund negative", () => {
    expect(centsAsDollars(0)).toBe("0.00");
    expect(centsAsDollars(5)).toBe("0.05");
    expect(centsAsDollars(10_350)).toBe("103.50");
    expect(centsAsDollars(-2_500)).toBe("-25.00");
    expect(centsAsDollars(123_456_789)).toBe("1234567.89");
  });
});

describe.each(testDatabaseKinds())("the accountant's file on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;
  const t: Record<string, { id: number; number: string }> = {};

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    const invoiced = async (key: string, number: string, createdAt: string, subtotalCents: number, taxCents = 0) => {
      t[key] = await insertTicketRow(db(), { name: `Secret ${key}` });
      const estimate = await insertEstimateRow(db(), t[key]!.id, {
        status: "approved",
        totalCents: subtotalCents + taxCents,
        taxableCents: taxCents > 0 ? subtotalCents : 0,
      });
      await insertInvoiceRow(db(), t[key]!.id, estimate, { number, createdAt, subtotalCents, taxCents, taxRate: 7000 });
    };
    // 1 March 00:00 in the shop (EST) is the range's first instant; a millisecond before is February.
    await invoiced("first", "INV-2026-0002", "2026-03-01T05:00:00.000Z", 20_000);
    await invoiced("before", "INV-2026-0001", "2026-03-01T04:59:59.999Z", 9_000);
    await invoiced("taxed", "INV-2026-0003", "2026-03-20T14:00:00.000Z", 10_000, 700);
    await invoiced("after", "INV-2026-0004", "2026-04-01T04:00:00.000Z", 5_000);
    // 31 March 23:59:59 in the shop (EDT since 8 March) is in; midnight of 1 April is not.
    await insertPaymentRow(db(), t.first!.id, 15_000, "2026-04-01T03:59:59.000Z", {
      method: "check",
      reference: "CHK-SECRET-991",
    });
    await insertPaymentRow(db(), t.first!.id, 5_000, "2026-04-01T04:00:00.000Z");
    await insertPaymentRow(db(), t.taxed!.id, 10_700, "2026-03-20T14:00:00.000Z", { method: "cash" });
    await insertPaymentRow(db(), t.taxed!.id, -2_500, "2026-03-25T16:00:00.000Z", { note: "Secret reason" });
    await insertPaymentRow(db(), t.before!.id, 9_000, "2026-02-28T16:00:00.000Z");
    // A deposit on a ticket with no invoice yet.
    t.deposit = await insertTicketRow(db(), { status: "diagnosing" });
    await insertPaymentRow(db(), t.deposit.id, 5_000, "2026-03-10T15:00:00.000Z", { kind: "deposit", method: "card" });
  });
  afterAll(async () => cleanup?.());

  it("has a row per invoice and per payment of the shop's days, both ends included, in time order, without names", async () => {
    const rows = await readCsv(moneyCsv(db(), { from: "2026-03-01", to: "2026-03-31" }, TZ));
    expect(rows).toEqual([
      ["Type", "Date", "Invoice", "Ticket", "Method", "Subtotal", "Taxable", "Tax rate", "Tax", "Invoice total", "Amount"],
      ["invoice", "2026-03-01", "INV-2026-0002", t.first!.number, "", "200.00", "0.00", "7%", "0.00", "200.00", ""],
      ["deposit", "2026-03-10", "", t.deposit!.number, "Card", "", "", "", "", "", "50.00"],
      ["invoice", "2026-03-20", "INV-2026-0003", t.taxed!.number, "", "100.00", "100.00", "7%", "7.00", "107.00", ""],
      ["payment", "2026-03-20", "INV-2026-0003", t.taxed!.number, "Cash", "", "", "", "", "", "107.00"],
      ["refund", "2026-03-25", "INV-2026-0003", t.taxed!.number, "Card", "", "", "", "", "", "-25.00"],
      ["payment", "2026-03-31", "INV-2026-0002", t.first!.number, "Check", "", "", "", "", "", "150.00"],
    ]);
    const sum = (column: number) => rows.slice(1).reduce((total, r) => total + Math.round(Number(r[column] || 0) * 100), 0);
    // The taxable sales and untaxed sales of the month, as the sales-tax return asks for them.
    expect(sum(6)).toBe(10_000);
    expect(sum(5) - sum(6)).toBe(20_000);
    expect(sum(9)).toBe(30_700);
    expect(sum(10)).toBe(28_200);
    const text = await new Response(moneyCsv(db(), { from: "2026-03-01", to: "2026-03-31" }, TZ)).text();
    expect(text).not.toMatch(/Secret|CHK-SECRET/);
  });

  it("reads the days in the shop's time zone: a day is the shop's midnight to midnight", async () => {
    const lastDay = await readCsv(moneyCsv(db(), { from: "2026-03-31", to: "2026-03-31" }, TZ));
    expect(lastDay.slice(1).map((r) => r[10])).toEqual(["150.00"]);
    // In UTC the same instants fall on other days.
    const utc = await readCsv(moneyCsv(db(), { from: "2026-03-31", to: "2026-03-31" }, "UTC"));
    expect(utc).toHaveLength(1);
    const february = await readCsv(moneyCsv(db(), { from: "2026-02-01", to: "2026-02-28" }, TZ));
    expect(february.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ["payment", "INV-2026-0001"],
      ["invoice", "INV-2026-0001"],
    ]);
    expect(await readCsv(moneyCsv(db(), { from: "2025-01-01", to: "2025-12-31" }, TZ))).toHaveLength(1);
  });
});
