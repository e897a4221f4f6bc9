import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

/**
 * Raw rows of a ticket's money, written as the money feature stores them, for tests that need
 * amounts and dates the shop's forms would take weeks to make (an invoice of last year, a refund
 * at 11:30 PM on a Sunday).
 */
type Db = Kysely<Database>;

let seq = 0;

/** A ticket with a name, in `status`; `erased` gives it the erased details the privacy tool leaves. */
export async function insertTicketRow(
  db: Db,
  { status = "ready", name = "Dana Money", createdAt = "2026-01-05T15:00:00.000Z", erased = false } = {},
): Promise<{ id: number; number: string }> {
  seq += 1;
  const number = `SC-9911-${String(seq).padStart(4, "0")}`;
  const row = await db
    .insertInto("tickets")
    .values({
      number,
      lead_id: null,
      status,
      customer_name: erased ? "" : name,
      email: null,
      phone: null,
      phone_digits: null,
      device_type: "laptop",
      device_model: "Test laptop",
      serial: null,
      problem: erased ? "" : "No power",
      accessories: null,
      estimate_cents: null,
      email_consent_at: null,
      token: null,
      token_hash: null,
      created_at: createdAt,
      updated_at: createdAt,
      status_changed_at: createdAt,
      closed_at: ["picked_up", "cancelled", "returned"].includes(status) ? createdAt : null,
      erased_at: erased ? createdAt : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), number };
}

/** One estimate version of `totalCents` (untaxed) with one line. */
export async function insertEstimateRow(
  db: Db,
  ticketId: number,
  options: {
    version?: number;
    status?: string;
    totalCents?: number;
    createdAt?: string;
    /** When it was given to the customer; `createdAt` unless a draft. */
    sentAt?: string | null;
    decisionName?: string | null;
    /** The part of the subtotal that is taxed; 0 unless given. */
    taxableCents?: number;
  } = {},
): Promise<number> {
  const {
    version = 1,
    status = "sent",
    totalCents = 10_000,
    createdAt = "2026-01-05T16:00:00.000Z",
    decisionName = null,
  } = options;
  const sentAt = options.sentAt !== undefined ? options.sentAt : status === "draft" ? null : createdAt;
  const row = await db
    .insertInto("estimates")
    .values({
      ticket_id: ticketId,
      version,
      status,
      subtotal_cents: totalCents,
      taxable_cents: options.taxableCents ?? 0,
      tax_rate: 7000,
      tax_cents: 0,
      total_cents: totalCents,
      terms: null,
      created_at: createdAt,
      sent_at: sentAt,
      decided_at: status === "approved" || status === "declined" ? sentAt : null,
      decided_via: status === "approved" || status === "declined" ? "phone" : null,
      recorded_by: null,
      decision_name: decisionName,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await db
    .insertInto("estimate_lines")
    .values({
      estimate_id: id,
      position: 1,
      service_id: null,
      description: "Bench labour",
      kind: "labour",
      taxable: 0,
      quantity: 1,
      unit_cents: totalCents,
      line_cents: totalCents,
      warranty_days: 30,
    })
    .execute();
  return id;
}

/** The ticket's invoice of `estimateId`, numbered `number`, with these totals. */
export async function insertInvoiceRow(
  db: Db,
  ticketId: number,
  estimateId: number,
  {
    number,
    createdAt,
    subtotalCents = 10_000,
    taxRate = 7000,
    taxCents = 0,
  }: { number: string; createdAt: string; subtotalCents?: number; taxRate?: number; taxCents?: number },
): Promise<number> {
  const row = await db
    .insertInto("invoices")
    .values({
      number,
      ticket_id: ticketId,
      estimate_id: estimateId,
      subtotal_cents: subtotalCents,
      tax_rate: taxRate,
      tax_cents: taxCents,
      total_cents: subtotalCents + taxCents,
      created_at: createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Money taken (positive) or refunded (a refund: give a negative amount) at `at`. */
export async function insertPaymentRow(
  db: Db,
  ticketId: number,
  amountCents: number,
  at: string,
  {
    kind = amountCents < 0 ? "refund" : "payment",
    method = "card",
    reference = null as string | null,
    note = amountCents < 0 ? "Returned part" : null,
  } = {},
): Promise<number> {
  const row = await db
    .insertInto("payments")
    .values({ ticket_id: ticketId, kind, method, amount_cents: amountCents, reference, note, recorded_by: "admin", at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
