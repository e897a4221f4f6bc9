import { sql, type Kysely } from "kysely";

import { isSqlite } from "~/db/dialect";
import type { Database } from "~/db/types";

import {
  isEstimateStatus,
  isPaymentKind,
  isPaymentMethod,
  isServiceKind,
  type EstimateStatus,
  type PaymentKind,
  type PaymentMethod,
  type ServiceKind,
} from "./money";

type Db = Kysely<Database>;

/**
 * Locks ticket `id` for the rest of the transaction (PostgreSQL; SQLite has one writer), so every
 * change to its estimate, invoice and payments, and every move of its status, runs one at a time:
 * the checks that come after (the current version, the balance) cannot be overtaken by a parallel
 * request. Returns the ticket's status and erasure, or null when there is no such ticket.
 */
export async function lockTicketForMoney(trx: Db, id: number) {
  let query = trx.selectFrom("tickets").select(["id", "status", "erased_at", "number"]).where("id", "=", id);
  if (!isSqlite(trx)) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}

export interface EstimateLine {
  id: number;
  position: number;
  serviceId: number | null;
  description: string;
  kind: ServiceKind;
  taxable: boolean;
  quantity: number;
  unitCents: number;
  lineCents: number;
  warrantyDays: number;
}

export interface Estimate {
  id: number;
  version: number;
  status: EstimateStatus;
  subtotalCents: number;
  taxableCents: number;
  taxRate: number;
  taxCents: number;
  totalCents: number;
  terms: string | null;
  createdAt: string;
  sentAt: string | null;
  decidedAt: string | null;
  decidedVia: "link" | "phone" | null;
  recordedBy: string | null;
  decisionName: string | null;
  decisionAddress: string | null;
  decisionAgent: string | null;
  decisionNote: string | null;
  lines: EstimateLine[];
}

export interface Invoice {
  id: number;
  number: string;
  estimateId: number;
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  totalCents: number;
  createdAt: string;
}

export interface Payment {
  id: number;
  kind: PaymentKind;
  method: PaymentMethod;
  amountCents: number;
  reference: string | null;
  note: string | null;
  recordedBy: string;
  at: string;
}

export interface TicketMoney {
  /** Every version, oldest first. */
  estimates: Estimate[];
  /** The version the customer was given last (sent or decided), or null: what approval and the gates read. */
  current: Estimate | null;
  /** A version the shop is still writing (newer than `current`), or null. */
  draft: Estimate | null;
  invoice: Invoice | null;
  /** Oldest first. */
  payments: Payment[];
  /** What the customer owes in all: the invoice's total, else the last approved version's, else 0. */
  chargeCents: number;
  /** Payments less refunds. */
  paidCents: number;
  /** charge − paid; negative is a credit the shop owes back. */
  balanceCents: number;
}

function toEstimate(r: Record<string, any>, lines: EstimateLine[]): Estimate {
  return {
    id: Number(r.id),
    version: Number(r.version),
    status: isEstimateStatus(r.status) ? r.status : "draft",
    subtotalCents: Number(r.subtotal_cents),
    taxableCents: Number(r.taxable_cents),
    taxRate: Number(r.tax_rate),
    taxCents: Number(r.tax_cents),
    totalCents: Number(r.total_cents),
    terms: r.terms,
    createdAt: r.created_at,
    sentAt: r.sent_at,
    decidedAt: r.decided_at,
    decidedVia: r.decided_via === "link" || r.decided_via === "phone" ? r.decided_via : null,
    recordedBy: r.recorded_by,
    decisionName: r.decision_name,
    decisionAddress: r.decision_address,
    decisionAgent: r.decision_agent,
    decisionNote: r.decision_note,
    lines,
  };
}

/**
 * Everything about a ticket's money in three reads: its estimate versions with their lines, its
 * invoice and its payments, with the balance worked out from them.
 */
export async function loadTicketMoney(db: Db, ticketId: number): Promise<TicketMoney> {
  const [estimateRows, invoiceRow, paymentRows] = await Promise.all([
    db.selectFrom("estimates").selectAll().where("ticket_id", "=", ticketId).orderBy("version", "asc").execute(),
    db.selectFrom("invoices").selectAll().where("ticket_id", "=", ticketId).executeTakeFirst(),
    db.selectFrom("payments").selectAll().where("ticket_id", "=", ticketId).orderBy("id", "asc").execute(),
  ]);
  const ids = estimateRows.map((e) => Number(e.id));
  // Run even with no versions (for an id no row has), so a ticket without an estimate takes the
  // same steps as one with (the status page's timing tells nothing).
  const lineRows = await db
    .selectFrom("estimate_lines")
    .selectAll()
    .where("estimate_id", "in", ids.length === 0 ? [-1] : ids)
    .orderBy("position", "asc")
    .execute();
  const estimates = estimateRows.map((e) =>
    toEstimate(
      e,
      lineRows
        .filter((l) => Number(l.estimate_id) === Number(e.id))
        .map((l) => ({
          id: Number(l.id),
          position: Number(l.position),
          serviceId: l.service_id === null ? null : Number(l.service_id),
          description: l.description,
          kind: isServiceKind(l.kind) ? l.kind : "labour",
          taxable: Number(l.taxable) === 1,
          quantity: Number(l.quantity),
          unitCents: Number(l.unit_cents),
          lineCents: Number(l.line_cents),
          warrantyDays: Number(l.warranty_days),
        })),
    ),
  );
  const latest = estimates.at(-1) ?? null;
  const draft = latest?.status === "draft" ? latest : null;
  const current = [...estimates].reverse().find((e) => e.status !== "draft") ?? null;
  const invoice: Invoice | null = invoiceRow
    ? {
        id: Number(invoiceRow.id),
        number: invoiceRow.number,
        estimateId: Number(invoiceRow.estimate_id),
        subtotalCents: Number(invoiceRow.subtotal_cents),
        taxRate: Number(invoiceRow.tax_rate),
        taxCents: Number(invoiceRow.tax_cents),
        totalCents: Number(invoiceRow.total_cents),
        createdAt: invoiceRow.created_at,
      }
    : null;
  const payments: Payment[] = paymentRows.map((p) => ({
    id: Number(p.id),
    kind: isPaymentKind(p.kind) ? p.kind : "payment",
    method: isPaymentMethod(p.method) ? p.method : "other",
    amountCents: Number(p.amount_cents),
    reference: p.reference,
    note: p.note,
    recordedBy: p.recorded_by,
    at: p.at,
  }));
  const chargeCents = chargeOf(invoice, estimates);
  const paidCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
  return { estimates, current, draft, invoice, payments, chargeCents, paidCents, balanceCents: chargeCents - paidCents };
}

/** The invoice's total; before the invoice, the last approved version's; else nothing. */
function chargeOf(invoice: Invoice | null, estimates: readonly Estimate[]): number {
  if (invoice) return invoice.totalCents;
  const approved = [...estimates].reverse().find((e) => e.status === "approved");
  return approved?.totalCents ?? 0;
}

/**
 * What ticket `ticketId` owes now, read inside a transaction that holds its lock, with two small
 * sums in SQL (no lines read): the charge and what was paid.
 */
export async function balanceOf(
  trx: Db,
  ticketId: number,
): Promise<{ chargeCents: number; paidCents: number; balanceCents: number }> {
  const [invoice, approved, paid] = await Promise.all([
    trx.selectFrom("invoices").select("total_cents").where("ticket_id", "=", ticketId).executeTakeFirst(),
    trx
      .selectFrom("estimates")
      .select("total_cents")
      .where("ticket_id", "=", ticketId)
      .where("status", "=", "approved")
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst(),
    trx
      .selectFrom("payments")
      .select(sql<number | string | null>`sum(amount_cents)`.as("paid"))
      .where("ticket_id", "=", ticketId)
      .executeTakeFirst(),
  ]);
  const chargeCents = Number(invoice?.total_cents ?? approved?.total_cents ?? 0);
  const paidCents = Number(paid?.paid ?? 0);
  return { chargeCents, paidCents, balanceCents: chargeCents - paidCents };
}

/** The version the customer was given last (not a draft), read inside the ticket's lock. */
export async function currentEstimateRow(trx: Db, ticketId: number) {
  return (
    (await trx
      .selectFrom("estimates")
      .selectAll()
      .where("ticket_id", "=", ticketId)
      .where("status", "!=", "draft")
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

/** The last version the customer approved, read inside the ticket's lock: what is billed. */
export async function lastApprovedRow(trx: Db, ticketId: number) {
  return (
    (await trx
      .selectFrom("estimates")
      .selectAll()
      .where("ticket_id", "=", ticketId)
      .where("status", "=", "approved")
      .orderBy("version", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}
