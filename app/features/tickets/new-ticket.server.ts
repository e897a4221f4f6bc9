import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import { TICKET_LIMITS, isTicketStatus, type TicketStatus } from "./statuses";

type Db = Kysely<Database>;

/** A ticket a lead already has, as the lead's page and the new-ticket page name it. */
export interface LeadTicket {
  id: number;
  number: string;
  status: TicketStatus;
  createdAt: string;
}

/** The tickets made from lead `leadId`, oldest first. */
export async function listLeadTickets(db: Db, leadId: number): Promise<LeadTicket[]> {
  const rows = await db
    .selectFrom("tickets")
    .select(["id", "number", "status", "created_at"])
    .where("lead_id", "=", leadId)
    .orderBy("id", "asc")
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    number: r.number,
    status: isTicketStatus(r.status) ? r.status : "received",
    createdAt: r.created_at,
  }));
}

/** What a ticket made from a lead starts with; a check-in also names the booking it marks attended. */
export interface LeadPrefill {
  leadId: number;
  customerName: string;
  email: string;
  phone: string;
  problem: string;
  /** The tickets the lead already has: a new one asks first. */
  tickets: LeadTicket[];
  /** A check-in: the active booking this ticket marks attended, with its day and window. */
  booking: { id: number; day: string; windowStart: string; windowEnd: string } | null;
}

/** The lead's contact details and description, and the tickets it already has. */
export async function loadLeadPrefill(db: Db, leadId: number): Promise<LeadPrefill | null> {
  const lead = await db
    .selectFrom("leads")
    .select(["id", "name", "email", "phone", "description"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  if (!lead) return null;
  return {
    leadId: Number(lead.id),
    customerName: lead.name,
    email: lead.email,
    phone: lead.phone ?? "",
    problem: lead.description,
    tickets: await listLeadTickets(db, leadId),
    booking: null,
  };
}

/**
 * A check-in from the day's bookings: the lead's details as above, with the booking's note added
 * to the problem; null when the booking does not exist or is no longer active.
 */
export async function loadBookingPrefill(db: Db, bookingId: number): Promise<LeadPrefill | null> {
  const booking = await db
    .selectFrom("bookings")
    .select(["id", "lead_id", "day", "window_start", "window_end", "note"])
    .where("id", "=", bookingId)
    .where("status", "=", "active")
    .executeTakeFirst();
  if (!booking) return null;
  const lead = await loadLeadPrefill(db, Number(booking.lead_id));
  if (!lead) return null;
  return {
    ...lead,
    problem: (booking.note ? `${lead.problem}\n\nBooking note: ${booking.note}`.trim() : lead.problem).slice(
      0,
      TICKET_LIMITS.problem,
    ),
    booking: { id: Number(booking.id), day: booking.day, windowStart: booking.window_start, windowEnd: booking.window_end },
  };
}
