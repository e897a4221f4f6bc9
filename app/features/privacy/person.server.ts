import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import { z } from "zod";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { parseLeadTriage, type LeadTriage } from "~/features/leads/index.server";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { normalizeEmail, normalizePhone } from "~/lib/contact-keys";
import { phoneDigitVariants } from "~/lib/phone";

import {
  NO_ERASURES,
  addCounts,
  customersOf,
  deleteBookingRequests,
  deleteMessagesTo,
  findBookingRequests,
  eraseCustomers,
  eraseLeads,
  eraseTickets,
  lockCustomers,
  logErasure,
  reclaimErasedSpace,
  totalRecords,
  type ErasureCounts,
} from "./erase.server";
import { intakeCopy, type TicketIntakeCopy } from "./intake-copy.server";

type Db = Kysely<Database>;

/** Who the owner is looking for: an e-mail address, a phone number, or both (either matches). */
export interface PersonQuery {
  email: string | null;
  phone: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The search form: trimmed, length-checked, at least one of the two; errors per field. */
export const PersonQuerySchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(254, "An e-mail address has at most 254 characters.")
      .refine((v) => v === "" || EMAIL.test(v), "Enter an e-mail address such as name@example.com.")
      .optional()
      .transform((v) => (v ? v : null)),
    phone: z
      .string()
      .trim()
      .max(40, "A phone number has at most 40 characters.")
      .refine((v) => v === "" || phoneDigitVariants(v).length > 0, "Enter a phone number with at least 7 digits.")
      .optional()
      .transform((v) => (v ? v : null)),
  })
  .refine((q) => q.email !== null || q.phone !== null, {
    message: "Enter an e-mail address or a phone number.",
    path: ["email"],
  });

export function describeQuery(q: PersonQuery): string {
  return [q.email, q.phone].filter(Boolean).join(" or ");
}

function leadMatches(q: PersonQuery, customerIds: number[]) {
  const email = normalizeEmail(q.email);
  const phones = q.phone ? phoneDigitVariants(q.phone) : [];
  return (eb: ExpressionBuilder<Database, "leads">) =>
    eb.or([
      ...(email ? [eb("leads.email_key", "=", email)] : []),
      ...(phones.length > 0 ? [eb("leads.phone_digits", "in", phones)] : []),
      ...(customerIds.length > 0 ? [eb("leads.customer_id", "in", customerIds)] : []),
    ]);
}

function ticketMatches(q: PersonQuery, customerIds: number[]) {
  const email = normalizeEmail(q.email);
  const phones = q.phone ? phoneDigitVariants(q.phone) : [];
  return (eb: ExpressionBuilder<Database, "tickets">) =>
    eb.or([
      ...(email ? [eb("tickets.email_key", "=", email)] : []),
      ...(phones.length > 0 ? [eb("tickets.phone_digits", "in", phones)] : []),
      ...(customerIds.length > 0 ? [eb("tickets.customer_id", "in", customerIds)] : []),
    ]);
}

/** The customers an e-mail address or phone number finds (through their normalised keys). */
async function matchingCustomerIds(db: Db, q: PersonQuery): Promise<number[]> {
  const email = normalizeEmail(q.email);
  const phone = normalizePhone(q.phone);
  if (!email && !phone) return [];
  const rows = await db
    .selectFrom("customer_keys")
    .select("customer_id")
    .where((eb) =>
      eb.or([
        ...(email ? [eb.and([eb("kind", "=", "email"), eb("value", "=", email)])] : []),
        ...(phone ? [eb.and([eb("kind", "=", "phone"), eb("value", "=", phone)])] : []),
      ]),
    )
    .execute();
  return [...new Set(rows.map((r) => Number(r.customer_id)))];
}

export interface PersonRecords {
  customers: Array<{
    id: number;
    createdAt: string;
    name: string;
    email: string | null;
    phone: string | null;
    /** The e-mail addresses and phone numbers (normalised) that find this customer. */
    keys: string[];
    history: Array<{ at: string; kind: string; note: string | null }>;
  }>;
  leads: Array<{
    id: number;
    receivedAt: string;
    issue: string;
    description: string;
    name: string;
    email: string;
    phone: string | null;
    stage: string;
    lostReason: string | null;
    /** What the diagnosis worked out from the request (the answers given, the likely causes). */
    triage: LeadTriage | null;
    bookings: Array<{ id: number; day: string; window: string; status: string; note: string | null; bookedAt: string }>;
    followUps: Array<{
      at: string;
      issue: string;
      description: string;
      name: string;
      email: string;
      phone: string | null;
      triage: LeadTriage | null;
    }>;
    history: Array<{ at: string; from: string | null; to: string; note: string | null; by: string }>;
  }>;
  tickets: Array<{
    id: number;
    number: string;
    status: string;
    receivedAt: string;
    closedAt: string | null;
    name: string;
    email: string | null;
    phone: string | null;
    device: string;
    model: string;
    serial: string | null;
    problem: string;
    accessories: string | null;
    estimateCents: number | null;
    emailUpdatesAgreedAt: string | null;
    /** What was noted and signed when the device was left and collected; null for a ticket made before. */
    intake: TicketIntakeCopy | null;
    history: Array<{ at: string; from: string | null; to: string; noteForCustomer: string | null; shopNote: string | null }>;
    /** Every version of the estimate, oldest first, with the customer's answer. */
    estimates: Array<{
      version: number;
      status: string;
      writtenAt: string;
      sentAt: string | null;
      lines: Array<{ description: string; quantity: number; unitCents: number; lineCents: number }>;
      subtotalCents: number;
      taxCents: number;
      totalCents: number;
      decidedAt: string | null;
      decidedVia: string | null;
      decisionName: string | null;
      decisionAddress: string | null;
      decisionBrowser: string | null;
      decisionNote: string | null;
    }>;
    invoice: {
      number: string;
      date: string;
      subtotalCents: number;
      taxRate: number;
      taxCents: number;
      totalCents: number;
    } | null;
    /** Payments and deposits, and refunds as negative amounts, oldest first. */
    payments: Array<{
      at: string;
      kind: string;
      method: string;
      amountCents: number;
      reference: string | null;
      note: string | null;
    }>;
  }>;
  /** Drop-offs asked for on the site and not (yet) confirmed from the e-mail; they last a day or two. */
  bookingRequests: Array<{
    id: number;
    requestedAt: string;
    expiresAt: string;
    confirmed: boolean;
    day: string;
    start: string;
    name: string;
    email: string;
    phone: string | null;
    issue: string;
    description: string;
    note: string;
  }>;
  messages: Array<{
    id: number;
    createdAt: string;
    status: string;
    about: string;
    to: string;
    subject: string;
    text: string;
  }>;
  counts: ErasureCounts;
}

/**
 * Every lead, booking, ticket and e-mail holding this person's e-mail address (compared in one
 * spelling, normalizeEmail's: any case, any Unicode form) or phone
 * (its digits, with or without the US 1), and the customer those details find with every record
 * tied to it: what the owner shows, exports or erases. Records already
 * erased hold neither, so they are not found again.
 */
export async function findPerson(db: Db, q: PersonQuery): Promise<PersonRecords> {
  const customerIds = await matchingCustomerIds(db, q);
  const customers = customerIds.length
    ? await db
        .selectFrom("customers")
        .selectAll()
        .where("id", "in", customerIds)
        .where("erased_at", "is", null)
        .orderBy("id")
        .execute()
    : [];
  const keptCustomerIds = customers.map((c) => Number(c.id));
  const [customerKeys, customerEvents] = keptCustomerIds.length
    ? await Promise.all([
        db
          .selectFrom("customer_keys")
          .selectAll()
          .where("customer_id", "in", keptCustomerIds)
          .orderBy("kind")
          .orderBy("value")
          .execute(),
        db.selectFrom("customer_events").selectAll().where("customer_id", "in", keptCustomerIds).orderBy("id").execute(),
      ])
    : [[], []];
  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .where(leadMatches(q, customerIds))
    .orderBy("received_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const leadIds = leads.map((l) => Number(l.id));
  const bookings = leadIds.length
    ? await db.selectFrom("bookings").selectAll().where("lead_id", "in", leadIds).orderBy("id").execute()
    : [];
  const leadEvents = leadIds.length
    ? await db.selectFrom("lead_events").selectAll().where("lead_id", "in", leadIds).orderBy("id").execute()
    : [];
  const followUps = leadIds.length
    ? await db.selectFrom("lead_follow_ups").selectAll().where("lead_id", "in", leadIds).orderBy("id").execute()
    : [];
  const tickets = await db
    .selectFrom("tickets")
    .selectAll()
    .where(ticketMatches(q, customerIds))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const ticketIds = tickets.map((t) => Number(t.id));
  const ticketEvents = ticketIds.length
    ? await db.selectFrom("ticket_events").selectAll().where("ticket_id", "in", ticketIds).orderBy("id").execute()
    : [];
  const [estimates, invoices, payments] = ticketIds.length
    ? await Promise.all([
        db
          .selectFrom("estimates")
          .selectAll()
          .where("ticket_id", "in", ticketIds)
          .orderBy("ticket_id")
          .orderBy("version")
          .execute(),
        db.selectFrom("invoices").selectAll().where("ticket_id", "in", ticketIds).execute(),
        db.selectFrom("payments").selectAll().where("ticket_id", "in", ticketIds).orderBy("id").execute(),
      ])
    : [[], [], []];
  const estimateIds = estimates.map((e) => Number(e.id));
  const estimateLines = estimateIds.length
    ? await db.selectFrom("estimate_lines").selectAll().where("estimate_id", "in", estimateIds).orderBy("position").execute()
    : [];
  const bookingIds = bookings.map((b) => Number(b.id));
  const email = normalizeEmail(q.email);
  const bookingRequests = await findBookingRequests(db, q.email, q.phone);
  const hasMessageMatch = leadIds.length > 0 || bookingIds.length > 0 || ticketIds.length > 0 || email !== null;
  const messages = hasMessageMatch
    ? await db
        .selectFrom("outbox")
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(leadIds.length ? [eb.and([eb("subject_type", "=", "lead"), eb("subject_id", "in", leadIds)])] : []),
            ...(bookingIds.length ? [eb.and([eb("subject_type", "=", "booking"), eb("subject_id", "in", bookingIds)])] : []),
            ...(ticketIds.length ? [eb.and([eb("subject_type", "=", "ticket"), eb("subject_id", "in", ticketIds)])] : []),
            ...(email ? [eb("recipient_key", "=", email)] : []),
          ]),
        )
        .orderBy("id")
        .execute()
    : [];

  return {
    customers: customers.map((c) => ({
      id: Number(c.id),
      createdAt: c.created_at,
      name: c.name,
      email: c.email,
      phone: c.phone,
      keys: customerKeys.filter((k) => Number(k.customer_id) === Number(c.id)).map((k) => k.value),
      history: customerEvents
        .filter((e) => Number(e.customer_id) === Number(c.id))
        .map((e) => ({ at: e.at, kind: e.kind, note: e.note })),
    })),
    leads: leads.map((l) => ({
      id: Number(l.id),
      receivedAt: l.received_at,
      issue: l.issue,
      description: l.description,
      name: l.name,
      email: l.email,
      phone: l.phone,
      stage: l.stage,
      lostReason: l.lost_reason,
      triage: parseLeadTriage(l.triage),
      bookings: bookings
        .filter((b) => Number(b.lead_id) === Number(l.id))
        .map((b) => ({
          id: Number(b.id),
          day: b.day,
          window: `${b.window_start}-${b.window_end}`,
          status: b.status,
          note: b.note,
          bookedAt: b.created_at,
        })),
      followUps: followUps
        .filter((f) => Number(f.lead_id) === Number(l.id))
        .map((f) => ({
          at: f.received_at,
          issue: f.issue,
          description: f.description,
          name: f.name,
          email: f.email,
          phone: f.phone,
          triage: parseLeadTriage(f.triage),
        })),
      history: leadEvents
        .filter((e) => Number(e.lead_id) === Number(l.id))
        .map((e) => ({ at: e.at, from: e.from_stage, to: e.to_stage, note: e.note, by: e.actor })),
    })),
    tickets: tickets.map((t) => ({
      id: Number(t.id),
      number: t.number,
      status: t.status,
      receivedAt: t.created_at,
      closedAt: t.closed_at,
      name: t.customer_name,
      email: t.email,
      phone: t.phone,
      device: t.device_type,
      model: t.device_model,
      serial: t.serial,
      problem: t.problem,
      accessories: t.accessories,
      estimateCents: t.estimate_cents === null ? null : Number(t.estimate_cents),
      emailUpdatesAgreedAt: t.email_consent_at,
      intake: intakeCopy(t),
      history: ticketEvents
        .filter((e) => Number(e.ticket_id) === Number(t.id))
        .map((e) => ({
          at: e.at,
          from: e.from_status,
          to: e.to_status,
          noteForCustomer: e.public_note,
          shopNote: e.private_note,
        })),
      ...ticketMoney(Number(t.id), estimates, estimateLines, invoices, payments),
    })),
    bookingRequests: bookingRequests.map((r) => ({
      id: Number(r.id),
      requestedAt: r.created_at,
      expiresAt: r.expires_at,
      confirmed: r.confirmed_ref !== null,
      day: r.day,
      start: r.window_start,
      name: r.name,
      email: r.email,
      phone: r.phone,
      issue: r.issue,
      description: r.description,
      note: r.note,
    })),
    messages: messages.map((m) => ({
      id: Number(m.id),
      createdAt: m.created_at,
      status: m.status,
      about: `${m.subject_type} ${m.subject_id}`,
      to: m.recipient ?? "the shop",
      subject: m.subject,
      text: m.text_body,
    })),
    // A drop-off asked for and not confirmed counts as a booking (erasing deletes it).
    counts: {
      leads: leads.length,
      bookings: bookings.length + bookingRequests.length,
      tickets: tickets.length,
      messages: messages.length,
    },
  };
}

type Row<T extends keyof Database> = Selectable<Database[T]>;

/** A ticket's estimates (with their lines and answers), invoice and payments, as the person's copy shows them. */
function ticketMoney(
  ticketId: number,
  estimates: Row<"estimates">[],
  lines: Row<"estimate_lines">[],
  invoices: Row<"invoices">[],
  payments: Row<"payments">[],
): Pick<PersonRecords["tickets"][number], "estimates" | "invoice" | "payments"> {
  const invoice = invoices.find((i) => Number(i.ticket_id) === ticketId);
  return {
    estimates: estimates
      .filter((e) => Number(e.ticket_id) === ticketId)
      .map((e) => ({
        version: Number(e.version),
        status: e.status,
        writtenAt: e.created_at,
        sentAt: e.sent_at,
        lines: lines
          .filter((l) => Number(l.estimate_id) === Number(e.id))
          .map((l) => ({
            description: l.description,
            quantity: Number(l.quantity),
            unitCents: Number(l.unit_cents),
            lineCents: Number(l.line_cents),
          })),
        subtotalCents: Number(e.subtotal_cents),
        taxCents: Number(e.tax_cents),
        totalCents: Number(e.total_cents),
        decidedAt: e.decided_at,
        decidedVia: e.decided_via,
        decisionName: e.decision_name,
        decisionAddress: e.decision_address,
        decisionBrowser: e.decision_agent,
        decisionNote: e.decision_note,
      })),
    invoice: invoice
      ? {
          number: invoice.number,
          date: invoice.created_at,
          subtotalCents: Number(invoice.subtotal_cents),
          taxRate: Number(invoice.tax_rate),
          taxCents: Number(invoice.tax_cents),
          totalCents: Number(invoice.total_cents),
        }
      : null,
    payments: payments
      .filter((p) => Number(p.ticket_id) === ticketId)
      .map((p) => ({
        at: p.at,
        kind: p.kind,
        method: p.method,
        amountCents: Number(p.amount_cents),
        reference: p.reference,
        note: p.note,
      })),
  };
}

/** "2 leads, 1 booking, 0 tickets, 3 messages, 1 customer": the counts only, never whose. */
export function describeCounts(c: ErasureCounts, customers?: number): string {
  const n = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;
  return [
    n(c.leads, "lead"),
    n(c.bookings, "booking"),
    n(c.tickets, "ticket"),
    n(c.messages, "message"),
    ...(customers === undefined ? [] : [n(customers, "customer")]),
  ].join(", ");
}

export type ErasePersonResult =
  { ok: true; counts: ErasureCounts } | { ok: false; status: 409; error: string; counts: ErasureCounts };

/**
 * Erases this person's personal fields everywhere, in one transaction: their leads (with
 * bookings, notes and e-mails about them), tickets (with notes and e-mails; an open ticket keeps
 * its status link), any other e-mail addressed to them and their customer record (its keys
 * deleted), then logs the erasure (date and
 * counts only). `expectedRecords` is the number the owner confirmed; if the records changed
 * since (a new request came in), nothing is erased and the new counts are returned to confirm.
 * Once committed, the space the erased details took is reclaimed (reclaimErasedSpace). The audit
 * row, in the same transaction, names `by` and the counts, never whom.
 */
export async function erasePerson(
  db: Db,
  q: PersonQuery,
  expectedRecords: number,
  at: Date,
  by: StaffActor,
): Promise<ErasePersonResult> {
  const iso = at.toISOString();
  const { result, changed } = await inTransaction(db, async (trx) => {
    const found = await findPerson(trx, q);
    if (totalRecords(found.counts) !== expectedRecords)
      return {
        result: {
          ok: false,
          status: 409,
          error: `The records changed since you looked: ${totalRecords(found.counts)} now hold these details. Check them and confirm again.`,
          counts: found.counts,
        } as const,
        changed: false,
      };
    // The customers first (every one these records belong to), then the records: the lock order
    // of every writer, so an erasure never deadlocks with a visitor's request or a new ticket.
    const leadIds = found.leads.map((l) => l.id);
    const ticketIds = found.tickets.map((t) => t.id);
    const owners = new Set([
      ...found.customers.map((c) => c.id),
      ...(await customersOf(trx, "leads", leadIds)),
      ...(await customersOf(trx, "tickets", ticketIds)),
    ]);
    await lockCustomers(
      trx,
      [...owners].sort((a, b) => a - b),
    );
    let counts = await eraseLeads(
      trx,
      found.leads.map((l) => l.id),
      iso,
    );
    counts = addCounts(
      counts,
      await eraseTickets(
        trx,
        found.tickets.map((t) => t.id),
        iso,
      ),
    );
    if (q.email) counts = addCounts(counts, { ...NO_ERASURES, messages: await deleteMessagesTo(trx, q.email) });
    // A drop-off asked for and not confirmed yet counts as a booking.
    counts = addCounts(counts, { ...NO_ERASURES, bookings: await deleteBookingRequests(trx, q.email, q.phone) });
    const customers = await eraseCustomers(
      trx,
      found.customers.map((c) => c.id),
      iso,
    );
    if (totalRecords(counts) > 0) await logErasure(trx, "request", counts, iso);
    await recordAudit(trx, { by, kind: "privacy-erase", detail: `Erased on request: ${describeCounts(counts, customers)}`, at });
    return { result: { ok: true, counts } as const, changed: totalRecords(counts) + customers > 0 };
  });
  // Inside a caller's transaction nothing is committed yet: the caller reclaims after its commit.
  if (changed && !db.isTransaction) await reclaimErasedSpace(db);
  return result;
}
