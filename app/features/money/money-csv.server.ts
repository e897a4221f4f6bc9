import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { addDays, localDate, zonedInstant } from "~/features/booking/index.server";
import { currentTimeZone } from "~/features/settings/index.server";
import { csvStream, type CsvRow } from "~/lib/csv";

import type { MoneyCsvRange } from "./csv-range";
import { PAYMENT_METHOD_LABELS, formatTaxRate, isPaymentMethod } from "./money";

type Db = Kysely<Database>;

export const MONEY_CSV_HEADER = [
  "Type",
  "Date",
  "Invoice",
  "Ticket",
  "Method",
  "Subtotal",
  "Taxable",
  "Tax rate",
  "Tax",
  "Invoice total",
  "Amount",
] as const;

/** Subtotal, Taxable, Tax, Invoice total and Amount: written by the site, a refund negative. */
const AMOUNT_COLUMNS: ReadonlySet<number> = new Set(
  ["Subtotal", "Taxable", "Tax", "Invoice total", "Amount"].map((h) => MONEY_CSV_HEADER.indexOf(h as never)),
);

const BATCH = 500;

/** Whole cents as dollars with two decimals and no sign of currency: -3000 → "-30.00". */
export function centsAsDollars(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

interface Keyed {
  id: number;
  at: string;
  row: CsvRow;
}

/** The rows of one query, in (time, id) order, a batch at a time, each batch read only when asked for. */
async function* keyset(read: (after: { at: string; id: number } | null) => Promise<Keyed[]>): AsyncGenerator<Keyed> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const batch = await read(after);
    yield* batch;
    if (batch.length < BATCH) return;
    const last = batch[batch.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/**
 * The accountant's file: a row per invoice made and per payment, deposit or refund taken in the
 * range (the shop's local days `from` to `to`, both included), oldest first. An invoice's row splits
 * its subtotal into the taxable part (what the sales-tax return asks for). Amounts in dollars
 * with two decimals, a refund negative; dates the shop's local dates; no names.
 */
export function moneyCsv(db: Db, range: MoneyCsvRange, timeZone = currentTimeZone()): ReadableStream<Uint8Array> {
  const start = zonedInstant(range.from, "00:00", timeZone).toISOString();
  const end = zonedInstant(addDays(range.to, 1), "00:00", timeZone).toISOString();
  const dateOf = (iso: string) => localDate(new Date(iso), timeZone);

  const invoices = keyset(async (after) => {
    let q = db
      .selectFrom("invoices as i")
      .innerJoin("tickets as t", "t.id", "i.ticket_id")
      .innerJoin("estimates as e", "e.id", "i.estimate_id")
      .select([
        "e.taxable_cents",
        "i.id",
        "i.created_at",
        "i.number",
        "t.number as ticket_number",
        "i.subtotal_cents",
        "i.tax_rate",
        "i.tax_cents",
        "i.total_cents",
      ])
      .where("i.created_at", ">=", start)
      .where("i.created_at", "<", end);
    if (after)
      q = q.where((eb) =>
        eb.or([eb("i.created_at", ">", after.at), eb.and([eb("i.created_at", "=", after.at), eb("i.id", ">", after.id)])]),
      );
    const rows = await q.orderBy("i.created_at").orderBy("i.id").limit(BATCH).execute();
    return rows.map((r) => ({
      id: Number(r.id),
      at: r.created_at,
      row: [
        "invoice",
        dateOf(r.created_at),
        r.number,
        r.ticket_number,
        null,
        centsAsDollars(Number(r.subtotal_cents)),
        centsAsDollars(Number(r.taxable_cents)),
        formatTaxRate(Number(r.tax_rate)),
        centsAsDollars(Number(r.tax_cents)),
        centsAsDollars(Number(r.total_cents)),
        null,
      ],
    }));
  });

  const payments = keyset(async (after) => {
    let q = db
      .selectFrom("payments as p")
      .innerJoin("tickets as t", "t.id", "p.ticket_id")
      .leftJoin("invoices as i", "i.ticket_id", "p.ticket_id")
      .select(["p.id", "p.at", "p.kind", "p.method", "p.amount_cents", "i.number as invoice_number", "t.number as ticket_number"])
      .where("p.at", ">=", start)
      .where("p.at", "<", end);
    if (after)
      q = q.where((eb) => eb.or([eb("p.at", ">", after.at), eb.and([eb("p.at", "=", after.at), eb("p.id", ">", after.id)])]));
    const rows = await q.orderBy("p.at").orderBy("p.id").limit(BATCH).execute();
    return rows.map((r) => ({
      id: Number(r.id),
      at: r.at,
      row: [
        r.kind,
        dateOf(r.at),
        r.invoice_number,
        r.ticket_number,
        isPaymentMethod(r.method) ? PAYMENT_METHOD_LABELS[r.method] : r.method,
        null,
        null,
        null,
        null,
        null,
        centsAsDollars(Number(r.amount_cents)),
      ],
    }));
  });

  return csvStream(MONEY_CSV_HEADER, inBatches(merged(invoices, payments)), { numberColumns: AMOUNT_COLUMNS });
}

/** Two streams in time order as one; at the same instant the invoice comes first. */
async function* merged(a: AsyncGenerator<Keyed>, b: AsyncGenerator<Keyed>): AsyncGenerator<CsvRow> {
  let x = await a.next();
  let y = await b.next();
  try {
    while (!x.done || !y.done) {
      if (y.done || (!x.done && x.value.at <= y.value.at)) {
        yield x.value!.row;
        x = await a.next();
      } else {
        yield y.value.row;
        y = await b.next();
      }
    }
  } finally {
    await a.return(undefined);
    await b.return(undefined);
  }
}

async function* inBatches(rows: AsyncGenerator<CsvRow>): AsyncGenerator<CsvRow[]> {
  let batch: CsvRow[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
