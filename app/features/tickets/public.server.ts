import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { formatTaxRate, type PaymentKind, type PaymentMethod } from "~/features/money";
import { loadTicketMoney } from "~/features/money/index.server";
import { normalizeEmail } from "~/lib/contact-keys";

import { firstName } from "./format";
import { DEVICE_TYPE_LABELS, isDeviceType, isTicketStatus, type TicketStatus } from "./statuses";
import { hashTicketToken, sameToken } from "./token.server";

/** What the customer's status page shows: nothing more than the first name of who they are. */
export interface PublicTicket {
  number: string;
  firstName: string;
  device: string;
  status: TicketStatus;
  estimateCents: number | null;
  receivedAt: string;
  /**
   * Oldest first: each status with its date and the note meant for the customer, and each note
   * for the customer added without a change of status (`noteOnly`); private notes never.
   */
  timeline: Array<{ status: TicketStatus; note: string | null; at: string; noteOnly: boolean }>;
  money: PublicMoney;
}

/**
 * The estimate the customer was given last (never the shop's draft, never who recorded a decision
 * or from where), the invoice, the payments (no reference or note) and what is left to pay.
 */
export interface PublicMoney {
  estimate: PublicEstimate | null;
  invoice: { number: string; createdAt: string; totalCents: number } | null;
  payments: Array<{ at: string; kind: PaymentKind; method: PaymentMethod; amountCents: number }>;
  balanceCents: number;
}

export interface PublicEstimate {
  version: number;
  status: "sent" | "approved" | "declined";
  lines: Array<{ description: string; quantity: number; unitCents: number; lineCents: number; warrantyDays: number }>;
  subtotalCents: number;
  /** As the customer reads it: "7%". */
  taxRate: string;
  taxCents: number;
  totalCents: number;
  decidedAt: string | null;
  terms: string | null;
}

async function loadPublicMoney(db: Kysely<Database>, ticketId: number): Promise<PublicMoney> {
  const money = await loadTicketMoney(db, ticketId);
  const current = money.current;
  return {
    estimate:
      current && current.status !== "draft"
        ? {
            version: current.version,
            status: current.status,
            lines: current.lines.map((l) => ({
              description: l.description,
              quantity: l.quantity,
              unitCents: l.unitCents,
              lineCents: l.lineCents,
              warrantyDays: l.warrantyDays,
            })),
            subtotalCents: current.subtotalCents,
            taxRate: formatTaxRate(current.taxRate),
            taxCents: current.taxCents,
            totalCents: current.totalCents,
            decidedAt: current.decidedAt,
            terms: current.terms,
          }
        : null,
    invoice: money.invoice
      ? { number: money.invoice.number, createdAt: money.invoice.createdAt, totalCents: money.invoice.totalCents }
      : null,
    payments: money.payments.map((p) => ({ at: p.at, kind: p.kind, method: p.method, amountCents: p.amountCents })),
    balanceCents: money.balanceCents,
  };
}

/**
 * The ticket a status link names, with its id (for the customer's answer to its estimate), or
 * null. A known and an unknown token take the same steps: the token is hashed, the ticket looked
 * up by that hash, its public history and its money read (for no ticket, by an id no row has) and
 * the stored token compared in constant time, so the answer's timing does not tell a guessed token
 * from a real one.
 */
export async function findPublicTicket(
  db: Kysely<Database>,
  token: string,
): Promise<{ id: number; ticket: PublicTicket } | null> {
  const given = token.slice(0, 64);
  const row = await db
    .selectFrom("tickets")
    .select(["id", "number", "customer_name", "device_type", "device_model", "status", "estimate_cents", "created_at", "token"])
    .where("token_hash", "=", hashTicketToken(given))
    .executeTakeFirst();
  const id = row ? Number(row.id) : -1;
  const [events, money] = await Promise.all([
    db
      .selectFrom("ticket_events")
      .select(["from_status", "to_status", "public_note", "at"])
      .where("ticket_id", "=", id)
      .orderBy("id", "asc")
      .execute(),
    loadPublicMoney(db, id),
  ]);
  const matches = sameToken(row?.token ?? null, given);
  if (!row || !matches) return null;
  return {
    id,
    ticket: {
      number: row.number,
      firstName: firstName(row.customer_name),
      device: `${DEVICE_TYPE_LABELS[isDeviceType(row.device_type) ? row.device_type : "other"]}, ${row.device_model}`,
      status: isTicketStatus(row.status) ? row.status : "received",
      estimateCents: row.estimate_cents === null ? null : Number(row.estimate_cents),
      receivedAt: row.created_at,
      timeline: events
        .map((e) => ({
          status: isTicketStatus(e.to_status) ? e.to_status : "received",
          note: e.public_note,
          at: e.at,
          noteOnly: e.from_status !== null && e.from_status === e.to_status,
        }))
        .filter((e) => !e.noteOnly || e.note),
      money,
    },
  };
}

/** What the status page of `token` shows, or null (see findPublicTicket). */
export async function loadPublicTicket(db: Kysely<Database>, token: string): Promise<PublicTicket | null> {
  return (await findPublicTicket(db, token))?.ticket ?? null;
}

/** Whether what the customer typed is the e-mail (any case) or the phone (its digits; a leading US 1 ignored) on the ticket. */
export function contactMatches(given: string, email: string | null, phoneDigits: string | null): boolean {
  const value = given.trim();
  if (value.includes("@")) return email !== null && normalizeEmail(email) === normalizeEmail(value);
  const digits = value.replace(/\D/g, "");
  if (digits.length < 7 || !phoneDigits) return false;
  const strip = (d: string) => (d.length === 11 && d.startsWith("1") ? d.slice(1) : d);
  return strip(digits) === strip(phoneDigits);
}

/** The status link's token of ticket `number` when `contact` is its e-mail or phone; null otherwise. */
export async function lookUpTicketToken(db: Kysely<Database>, number: string, contact: string): Promise<string | null> {
  const row = await db
    .selectFrom("tickets")
    .select(["email", "phone_digits", "token"])
    .where("number", "=", number)
    .executeTakeFirst();
  if (!row?.token) return null;
  return contactMatches(contact, row.email, row.phone_digits) ? row.token : null;
}
