import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/types";
import { CLOSED_STATUSES } from "~/features/tickets/index";

import { PERSONAL_FIELDS, TICKET_LINK_FIELDS } from "./personal-fields.server";

type Db = Kysely<Database>;

/** How many records an erasure changed, by kind: what the erasure log keeps (never whose). */
export interface ErasureCounts {
  leads: number;
  bookings: number;
  tickets: number;
  messages: number;
}

export const NO_ERASURES: ErasureCounts = { leads: 0, bookings: 0, tickets: 0, messages: 0 };

export function addCounts(a: ErasureCounts, b: ErasureCounts): ErasureCounts {
  return {
    leads: a.leads + b.leads,
    bookings: a.bookings + b.bookings,
    tickets: a.tickets + b.tickets,
    messages: a.messages + b.messages,
  };
}

export function totalRecords(c: ErasureCounts): number {
  return c.leads + c.bookings + c.tickets + c.messages;
}

const affected = (result: { numUpdatedRows?: bigint } | { numDeletedRows?: bigint }): number =>
  Number(
    "numUpdatedRows" in result ? (result.numUpdatedRows ?? 0n) : "numDeletedRows" in result ? (result.numDeletedRows ?? 0n) : 0n,
  );

/**
 * Erases the personal fields of these leads (those not erased yet), the notes of their stage
 * history and bookings, and deletes every e-mail about them or their bookings. Call it inside a
 * transaction: a lead is then either wholly erased or wholly kept.
 */
export async function eraseLeads(trx: Db, leadIds: number[], at: string): Promise<ErasureCounts> {
  if (leadIds.length === 0) return NO_ERASURES;
  const leads = affected(
    await trx
      .updateTable("leads")
      .set({ ...PERSONAL_FIELDS.leads, erased_at: at })
      .where("id", "in", leadIds)
      .where("erased_at", "is", null)
      .executeTakeFirst(),
  );
  if (leads === 0) return NO_ERASURES;
  await trx.updateTable("lead_events").set(PERSONAL_FIELDS.lead_events).where("lead_id", "in", leadIds).execute();
  const bookingIds = (await trx.selectFrom("bookings").select("id").where("lead_id", "in", leadIds).execute()).map((b) =>
    Number(b.id),
  );
  if (bookingIds.length > 0)
    await trx.updateTable("bookings").set(PERSONAL_FIELDS.bookings).where("id", "in", bookingIds).execute();
  const messages = affected(
    await trx
      .deleteFrom("outbox")
      .where((eb) =>
        eb.or([
          eb.and([eb("subject_type", "=", "lead"), eb("subject_id", "in", leadIds)]),
          ...(bookingIds.length > 0 ? [eb.and([eb("subject_type", "=", "booking"), eb("subject_id", "in", bookingIds)])] : []),
        ]),
      )
      .executeTakeFirst(),
  );
  return { leads, bookings: bookingIds.length, tickets: 0, messages };
}

/**
 * Erases the personal fields of these tickets (those not erased yet) and the notes of their
 * history, and deletes every e-mail about them. A closed ticket loses its status link too; an open
 * one keeps it, so a customer who asked for erasure mid-repair can still
 * follow it (the page shows no name). Call it inside a transaction.
 */
export async function eraseTickets(trx: Db, ticketIds: number[], at: string): Promise<ErasureCounts> {
  if (ticketIds.length === 0) return NO_ERASURES;
  const base = { ...PERSONAL_FIELDS.tickets, erased_at: at, updated_at: at };
  const closed = affected(
    await trx
      .updateTable("tickets")
      .set({ ...base, ...TICKET_LINK_FIELDS })
      .where("id", "in", ticketIds)
      .where("erased_at", "is", null)
      .where("status", "in", [...CLOSED_STATUSES])
      .executeTakeFirst(),
  );
  const open = affected(
    await trx
      .updateTable("tickets")
      .set(base)
      .where("id", "in", ticketIds)
      .where("erased_at", "is", null)
      .where("status", "not in", [...CLOSED_STATUSES])
      .executeTakeFirst(),
  );
  if (closed + open === 0) return NO_ERASURES;
  await trx.updateTable("ticket_events").set(PERSONAL_FIELDS.ticket_events).where("ticket_id", "in", ticketIds).execute();
  const messages = affected(
    await trx.deleteFrom("outbox").where("subject_type", "=", "ticket").where("subject_id", "in", ticketIds).executeTakeFirst(),
  );
  return { leads: 0, bookings: 0, tickets: closed + open, messages };
}

/** Deletes the e-mails addressed to this address (any case) that are not about a record erased above. */
export async function deleteMessagesTo(trx: Db, email: string): Promise<number> {
  return affected(
    await trx
      .deleteFrom("outbox")
      .where(sql<string>`lower(recipient)`, "=", email.toLowerCase())
      .executeTakeFirst(),
  );
}

/** Adds a row to the erasure log (date, reason, counts; nothing about whom). Returns its id. */
export async function logErasure(trx: Db, reason: "request" | "retention", counts: ErasureCounts, at: string): Promise<number> {
  const row = await trx
    .insertInto("privacy_erasures")
    .values({ at, reason, ...counts })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Adds counts to an existing log row (the retention job's run, batch by batch). */
export async function addToErasureLog(trx: Db, id: number, counts: ErasureCounts): Promise<void> {
  await trx
    .updateTable("privacy_erasures")
    .set((eb) => ({
      leads: eb("leads", "+", counts.leads),
      bookings: eb("bookings", "+", counts.bookings),
      tickets: eb("tickets", "+", counts.tickets),
      messages: eb("messages", "+", counts.messages),
    }))
    .where("id", "=", id)
    .execute();
}
