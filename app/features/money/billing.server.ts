import { sql, type Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { currentTimeZone } from "~/features/settings/index.server";
import { FINAL_STATUSES, type TicketStatus } from "~/features/tickets/index";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { formatUsd } from "~/lib/money";

import { balanceOf, currentEstimateRow, lastApprovedRow, lockTicketForMoney } from "./ledger.server";
import { MONEY_LIMITS, PAYMENT_KIND_LABELS, PAYMENT_METHOD_LABELS, type PaymentKind, type PaymentMethod } from "./money";

type Db = Kysely<Database>;

/** The shop's local year at `now`. */
export function invoiceYear(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric" }).format(now));
}

export function formatInvoiceNumber(year: number, seq: number): string {
  return `INV-${year}-${String(seq).padStart(4, "0")}`;
}

/**
 * The next invoice number of the shop's year: one upsert adds one to the year's counter and
 * returns it. Inside the invoice's transaction the counter row stays locked (PostgreSQL) or the
 * database has one writer (SQLite) until the invoice is stored, so no two invoices share a number
 * and a rolled-back invoice gives its number back (no gaps for the accountant to explain).
 */
export async function nextInvoiceNumber(trx: Db, now: Date, timeZone: string): Promise<string> {
  const year = invoiceYear(now, timeZone);
  const row = await trx
    .insertInto("invoice_counters")
    .values({ year, last_seq: 1 })
    .onConflict((oc) => oc.column("year").doUpdateSet({ last_seq: sql<number>`invoice_counters.last_seq + 1` }))
    .returning("last_seq")
    .executeTakeFirstOrThrow();
  return formatInvoiceNumber(year, Number(row.last_seq));
}

/**
 * Makes the ticket's invoice from the last version the customer approved (a later version they
 * declined leaves the approved work billed as approved), inside a transaction that holds the
 * ticket's lock; the existing invoice when there is one already; null when nothing was approved.
 * The charge before the invoice (balanceOf) reads the same version, so the two never disagree.
 * Its totals are the version's, copied, never computed again.
 */
export async function invoiceTicket(trx: Db, ticketId: number, now: Date, timeZone = currentTimeZone()) {
  const existing = await trx
    .selectFrom("invoices")
    .select(["id", "number", "total_cents"])
    .where("ticket_id", "=", ticketId)
    .executeTakeFirst();
  if (existing)
    return { id: Number(existing.id), number: existing.number, totalCents: Number(existing.total_cents), created: false };
  const current = await lastApprovedRow(trx, ticketId);
  if (!current) return null;
  const number = await nextInvoiceNumber(trx, now, timeZone);
  const row = await trx
    .insertInto("invoices")
    .values({
      number,
      ticket_id: ticketId,
      estimate_id: Number(current.id),
      subtotal_cents: Number(current.subtotal_cents),
      tax_rate: Number(current.tax_rate),
      tax_cents: Number(current.tax_cents),
      total_cents: Number(current.total_cents),
      created_at: now.toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), number, totalCents: Number(current.total_cents), created: true };
}

export type CreateInvoiceResult =
  { ok: true; number: string; created: boolean } | { ok: false; reason: "not-found" | "erased" | "not-approved" };

/**
 * The owner's "Make the invoice" on a ticket whose current estimate is approved; twice makes one.
 * The invoice made writes an audit row naming `by`, in the same transaction.
 */
export async function createInvoice(
  db: Db,
  input: { ticketId: number; now: Date; timeZone?: string; by: StaffActor },
): Promise<CreateInvoiceResult> {
  return inTransaction(db, async (trx): Promise<CreateInvoiceResult> => {
    const ticket = await lockTicketForMoney(trx, input.ticketId);
    if (!ticket) return { ok: false, reason: "not-found" };
    if (ticket.erased_at) return { ok: false, reason: "erased" };
    const invoice = await invoiceTicket(trx, input.ticketId, input.now, input.timeZone);
    if (!invoice) return { ok: false, reason: "not-approved" };
    if (invoice.created) {
      await recordAudit(trx, {
        by: input.by,
        kind: "invoice",
        subject: `ticket:${input.ticketId}`,
        detail: `${ticket.number}: invoice ${invoice.number} made, ${formatUsd(invoice.totalCents)}`,
        at: input.now,
      });
    }
    return { ok: true, number: invoice.number, created: invoice.created };
  });
}

export type RecordPaymentResult =
  | { ok: true; id: number; balanceCents: number }
  | {
      ok: false;
      reason: "not-found" | "erased" | "over-balance" | "over-paid" | "nothing-due" | "reason-needed" | "amount";
      balanceCents?: number;
      paidCents?: number;
    };

/**
 * Records money taken (a deposit or a payment, `amountCents` > 0) or given back (a refund of
 * `amountCents`, stored negative, with its reason). A payment may not exceed the balance and a
 * refund may not exceed what was paid. The check and the insert run under the ticket's lock, so
 * two payments made at once cannot together pass the balance. `recordedBy` is the name kept on
 * the payment; `by` the signed-in user, named on the audit row written in the same transaction.
 */
export async function recordPayment(
  db: Db,
  input: {
    ticketId: number;
    kind: PaymentKind;
    method: PaymentMethod;
    amountCents: number;
    reference: string | null;
    note: string | null;
    recordedBy: string;
    by: StaffActor;
    at?: Date;
    now: Date;
  },
): Promise<RecordPaymentResult> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0 || input.amountCents > MONEY_LIMITS.subtotalCents)
    return { ok: false, reason: "amount" };
  const note = input.note?.trim().slice(0, MONEY_LIMITS.note) || null;
  if (input.kind === "refund" && !note) return { ok: false, reason: "reason-needed" };
  return inTransaction(db, async (trx): Promise<RecordPaymentResult> => {
    const ticket = await lockTicketForMoney(trx, input.ticketId);
    if (!ticket) return { ok: false, reason: "not-found" };
    if (ticket.erased_at) return { ok: false, reason: "erased" };
    const { balanceCents, paidCents } = await balanceOf(trx, input.ticketId);
    if (input.kind === "refund") {
      if (input.amountCents > paidCents) return { ok: false, reason: "over-paid", paidCents, balanceCents };
    } else if (balanceCents <= 0) {
      return { ok: false, reason: "nothing-due", balanceCents };
    } else if (input.amountCents > balanceCents) {
      return { ok: false, reason: "over-balance", balanceCents };
    }
    const amount = input.kind === "refund" ? -input.amountCents : input.amountCents;
    const at = (input.at ?? input.now).toISOString();
    const row = await trx
      .insertInto("payments")
      .values({
        ticket_id: input.ticketId,
        kind: input.kind,
        method: input.method,
        amount_cents: amount,
        reference: input.reference?.trim().slice(0, MONEY_LIMITS.reference) || null,
        note,
        recorded_by: input.recordedBy.slice(0, 40),
        at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("tickets").set({ updated_at: input.now.toISOString() }).where("id", "=", input.ticketId).execute();
    // The kind, amount and method only: a reference or note could name the customer.
    await recordAudit(trx, {
      by: input.by,
      kind: "payment",
      subject: `ticket:${input.ticketId}`,
      detail: `${ticket.number}: ${PAYMENT_KIND_LABELS[input.kind]} ${formatUsd(input.amountCents)} ${PAYMENT_METHOD_LABELS[input.method].toLowerCase()}`,
      at: input.now,
    });
    return { ok: true, id: Number(row.id), balanceCents: balanceCents - amount };
  });
}

export type MoneyGateRefusal =
  | { reason: "needs-approval"; version: number | null; status: string | null }
  | { reason: "estimate-pending"; version: number }
  | { reason: "balance-due"; balanceCents: number }
  | { reason: "balance-changed"; balanceCents: number };

/**
 * The money rules of a status move, inside moveTicket's transaction (which holds the ticket's
 * lock): into repair only with the current estimate approved (or, when the customer declined a
 * change, with the version they approved before it); to ready only when no version
 * waits for the customer, and then the approved version becomes the invoice; out of the shop
 * (picked up, or returned unrepaired) only with nothing left to pay, or with the owner's reason
 * for letting it go (written in the history), given for the balance the owner was shown
 * (`releaseBalanceCents`): a payment or refund recorded meanwhile makes them look again.
 * Returns a refusal, or what the move should know: the invoice made and the balance.
 */
export async function checkMoneyMove(
  trx: Db,
  input: {
    ticketId: number;
    to: TicketStatus;
    releaseReason?: string | null;
    releaseBalanceCents?: number | null;
    now: Date;
  },
): Promise<{ ok: false; refusal: MoneyGateRefusal } | { ok: true; balanceCents: number | null; releaseNote: string | null }> {
  if (input.to === "repairing") {
    const current = await currentEstimateRow(trx, input.ticketId);
    // A declined change leaves the work approved before it standing.
    const approved =
      current?.status === "approved" || (current?.status === "declined" && (await lastApprovedRow(trx, input.ticketId)) !== null);
    if (!approved)
      return {
        ok: false,
        refusal: { reason: "needs-approval", version: current ? Number(current.version) : null, status: current?.status ?? null },
      };
    return { ok: true, balanceCents: null, releaseNote: null };
  }
  if (input.to === "ready") {
    const current = await currentEstimateRow(trx, input.ticketId);
    if (current?.status === "sent")
      return { ok: false, refusal: { reason: "estimate-pending", version: Number(current.version) } };
    const invoice = await invoiceTicket(trx, input.ticketId, input.now);
    if (!invoice) return { ok: true, balanceCents: null, releaseNote: null };
    return { ok: true, balanceCents: (await balanceOf(trx, input.ticketId)).balanceCents, releaseNote: null };
  }
  if (FINAL_STATUSES.includes(input.to)) {
    const { balanceCents } = await balanceOf(trx, input.ticketId);
    if (balanceCents === 0) return { ok: true, balanceCents, releaseNote: null };
    const reason = input.releaseReason?.trim().slice(0, MONEY_LIMITS.note);
    if (!reason) return { ok: false, refusal: { reason: "balance-due", balanceCents } };
    if (
      input.releaseBalanceCents !== undefined &&
      input.releaseBalanceCents !== null &&
      input.releaseBalanceCents !== balanceCents
    )
      return { ok: false, refusal: { reason: "balance-changed", balanceCents } };
    const what =
      balanceCents > 0 ? `${formatUsd(balanceCents)} still due` : `a credit of ${formatUsd(-balanceCents)} not refunded`;
    return { ok: true, balanceCents, releaseNote: `Let go with ${what}: ${reason}` };
  }
  return { ok: true, balanceCents: null, releaseNote: null };
}
