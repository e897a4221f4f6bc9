import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { DEVICE_TYPE_LABELS, isDeviceType } from "~/features/tickets";

import { loadTicketMoney, type EstimateLine, type Invoice, type Payment } from "./ledger.server";

/** What the printed invoice shows. */
export interface InvoicePrint {
  ticketId: number;
  ticketNumber: string;
  /** The customer's name; null once the ticket's personal details were erased. */
  billTo: string | null;
  device: string;
  invoice: Invoice;
  /** The lines of the estimate version it bills. */
  lines: EstimateLine[];
  /** The terms the customer was given with that version. */
  terms: string | null;
  payments: Payment[];
  paidCents: number;
  balanceCents: number;
}

/** Ticket `ticketId`'s invoice ready to print, or null when the ticket has none. */
export async function loadInvoicePrint(db: Kysely<Database>, ticketId: number): Promise<InvoicePrint | null> {
  const ticket = await db
    .selectFrom("tickets")
    .select(["id", "number", "customer_name", "device_type", "device_model", "erased_at"])
    .where("id", "=", ticketId)
    .executeTakeFirst();
  if (!ticket) return null;
  const money = await loadTicketMoney(db, ticketId);
  if (!money.invoice) return null;
  const billed = money.estimates.find((e) => e.id === money.invoice!.estimateId);
  return {
    ticketId: Number(ticket.id),
    ticketNumber: ticket.number,
    billTo: ticket.erased_at ? null : ticket.customer_name,
    device: `${DEVICE_TYPE_LABELS[isDeviceType(ticket.device_type) ? ticket.device_type : "other"]}, ${ticket.device_model}`,
    invoice: money.invoice,
    lines: billed?.lines ?? [],
    terms: billed?.terms ?? null,
    payments: money.payments,
    paidCents: money.paidCents,
    balanceCents: money.balanceCents,
  };
}
