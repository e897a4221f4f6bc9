import { sql, type Kysely } from "kysely";

import { isSqlite } from "~/db/dialect";
import type { Database } from "~/db/types";
import { CLOSED_STATUSES } from "~/features/tickets/index";
import { contactKeys, mailboxKey, normalizeEmail, normalizePhone } from "~/lib/contact-keys";
import { log } from "~/lib/log.server";

import { PERSONAL_FIELDS, PERSONAL_ROWS, TICKET_LINK_FIELDS } from "./personal-fields.server";

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
  const owners = await customersOf(trx, "leads", leadIds);
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
  await trx.updateTable("lead_follow_ups").set(PERSONAL_FIELDS.lead_follow_ups).where("lead_id", "in", leadIds).execute();
  const bookingIds = (await trx.selectFrom("bookings").select("id").where("lead_id", "in", leadIds).execute()).map((b) =>
    Number(b.id),
  );
  if (bookingIds.length > 0) {
    await trx.updateTable("bookings").set(PERSONAL_FIELDS.bookings).where("id", "in", bookingIds).execute();
    // The holds name the e-mail and phone: gone with the booking's person (the place stays taken).
    await trx.deleteFrom("booking_holds").where("booking_id", "in", bookingIds).execute();
  }
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
  await rebuildCustomers(trx, owners, at);
  return { leads, bookings: bookingIds.length, tickets: 0, messages };
}

/**
 * Erases the personal fields of these tickets (those not erased yet), the notes of their
 * history, and who answered their estimates (name, address, browser, note) and the references and
 * notes of their payments, and deletes their condition photos, their photo links and every e-mail
 * about them. The estimates, invoices and payments themselves stay for the books: amounts, dates,
 * numbers and tax. A closed ticket loses its status link too; an open one keeps it, so a customer
 * who asked for erasure mid-repair can still follow it (the page shows no name). Call it inside a
 * transaction.
 */
export async function eraseTickets(trx: Db, ticketIds: number[], at: string): Promise<ErasureCounts> {
  if (ticketIds.length === 0) return NO_ERASURES;
  const owners = await customersOf(trx, "tickets", ticketIds);
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
  await trx.updateTable("estimates").set(PERSONAL_FIELDS.estimates).where("ticket_id", "in", ticketIds).execute();
  await trx.updateTable("payments").set(PERSONAL_FIELDS.payments).where("ticket_id", "in", ticketIds).execute();
  // The photo links first: an upload under way holds its link's row, so on PostgreSQL this waits for
  // it to commit, and the photo delete after it sees the photo that upload stored.
  await trx.deleteFrom("photo_links").where("ticket_id", "in", ticketIds).execute();
  await trx.deleteFrom("ticket_photos").where("ticket_id", "in", ticketIds).execute();
  const messages = affected(
    await trx.deleteFrom("outbox").where("subject_type", "=", "ticket").where("subject_id", "in", ticketIds).executeTakeFirst(),
  );
  await rebuildCustomers(trx, owners, at);
  return { leads: 0, bookings: 0, tickets: closed + open, messages };
}

/**
 * Erases these customers (those not erased yet): their name and contact details, the notes of
 * their merges and splits, and the e-mail addresses and phone numbers that found them (deleted,
 * so a later request from the same details starts a new customer). Returns how many changed.
 * The erasure log counts the records they held, not the customers themselves.
 */
export async function eraseCustomers(trx: Db, customerIds: number[], at: string): Promise<number> {
  if (customerIds.length === 0) return 0;
  const customers = affected(
    await trx
      .updateTable("customers")
      .set({ ...PERSONAL_FIELDS.customers, erased_at: at, updated_at: at })
      .where("id", "in", customerIds)
      .where("erased_at", "is", null)
      .executeTakeFirst(),
  );
  await trx.updateTable("customer_events").set(PERSONAL_FIELDS.customer_events).where("customer_id", "in", customerIds).execute();
  await trx.deleteFrom("customer_keys").where("customer_id", "in", customerIds).execute();
  return customers;
}

/** The customers these leads or tickets belong to. */
export async function customersOf(trx: Db, table: "leads" | "tickets", ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom(table).select("customer_id").distinct().where("id", "in", ids).execute();
  return rows.flatMap((r) => (r.customer_id === null ? [] : [Number(r.customer_id)])).sort((a, b) => a - b);
}

/**
 * Locks these customers' rows (PostgreSQL), lowest id first. An erasure takes them BEFORE the
 * leads and tickets it erases: the order a visitor's request and a new ticket take (customer, then
 * lead), so none of them deadlocks with it.
 */
export async function lockCustomers(trx: Db, customerIds: number[], { skipLocked = false } = {}): Promise<number[]> {
  if (customerIds.length === 0) return [];
  if (isSqlite(trx)) return customerIds;
  let query = trx.selectFrom("customers").select("id").where("id", "in", customerIds).orderBy("id").forUpdate();
  if (skipLocked) query = query.skipLocked();
  return (await query.execute()).map((r) => Number(r.id));
}

/**
 * After some of their leads or tickets were erased, makes each of these customers hold only what
 * their remaining records (not erased) give: the name of the oldest, the first e-mail address and
 * phone given, and only the keys those records give (the erased records' keys are deleted, so they
 * no longer find this customer). A customer with no record left is erased. Call it in the erasure's transaction.
 */
export async function rebuildCustomers(trx: Db, customerIds: number[], at: string): Promise<void> {
  const orphans: number[] = [];
  for (const customerId of customerIds) {
    const [leads, tickets] = await Promise.all([
      trx
        .selectFrom("leads")
        .select(["name", "email", "phone", "received_at as at", "id"])
        .where("customer_id", "=", customerId)
        .where("erased_at", "is", null)
        .execute(),
      trx
        .selectFrom("tickets")
        .select(["customer_name as name", "email", "phone", "created_at as at", "id"])
        .where("customer_id", "=", customerId)
        .where("erased_at", "is", null)
        .execute(),
    ]);
    const records = [...leads, ...tickets].sort((a, b) => (a.at === b.at ? Number(a.id) - Number(b.id) : a.at < b.at ? -1 : 1));
    if (records.length === 0) {
      orphans.push(customerId);
      continue;
    }
    await trx
      .updateTable("customers")
      .set({
        name: records[0]!.name,
        email: records.find((r) => r.email)?.email ?? null,
        phone: records.find((r) => r.phone)?.phone ?? null,
        updated_at: at,
      })
      .where("id", "=", customerId)
      .where("erased_at", "is", null)
      .execute();
    // Keys no remaining record gives are deleted; none is added (a key is claimed only where its
    // record was attached, see attachCustomer).
    const kept = new Set(records.flatMap((r) => contactKeys(r).map((k) => `${k.kind}:${k.value}`)));
    const held = await trx.selectFrom("customer_keys").select(["kind", "value"]).where("customer_id", "=", customerId).execute();
    for (const key of held.filter((k) => !kept.has(`${k.kind}:${k.value}`))) {
      await trx.deleteFrom("customer_keys").where("kind", "=", key.kind).where("value", "=", key.value).execute();
    }
  }
  await eraseCustomers(trx, orphans, at);
}

/**
 * The drop-off requests not confirmed yet (or just used) from this e-mail address (by its mailbox:
 * the address without its +tag, as they are kept) or phone number. A small table whose rows last a
 * day or two, so the phone is compared in its one spelling here.
 */
export async function findBookingRequests(db: Db, email: string | null, phone: string | null) {
  const emailKey = mailboxKey(email);
  const digits = normalizePhone(phone);
  if (emailKey === null && digits === null) return [];
  const rows = await db.selectFrom("booking_requests").selectAll().orderBy("id").execute();
  return rows.filter(
    (r) => (emailKey !== null && r.email_key === emailKey) || (digits !== null && normalizePhone(r.phone) === digits),
  );
}

/** Deletes those requests and their "confirm your drop-off" e-mails (an erasure by phone alone finds no address). Returns how many. */
export async function deleteBookingRequests(trx: Db, email: string | null, phone: string | null): Promise<number> {
  const ids = (await findBookingRequests(trx, email, phone)).map((r) => Number(r.id));
  if (ids.length === 0) return 0;
  await trx.deleteFrom("outbox").where("subject_type", "=", "booking-request").where("subject_id", "in", ids).execute();
  return affected(await trx.deleteFrom("booking_requests").where("id", "in", ids).executeTakeFirst());
}

/** Deletes the e-mails addressed to this address (in any case or Unicode form) that are not about a record erased above. */
export async function deleteMessagesTo(trx: Db, email: string): Promise<number> {
  const key = normalizeEmail(email);
  if (key === null) return 0;
  return affected(await trx.deleteFrom("outbox").where("recipient_key", "=", key).executeTakeFirst());
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

/**
 * Run after an erasure has committed (never inside a transaction: neither statement may run in
 * one), so that what it erased leaves no readable copy the engine can remove. SQLite, whose
 * connection has secure_delete on (the erased bytes are zeros in the pages it wrote): copies the
 * write-ahead log into the database file and truncates the log, so no older version of those
 * pages is left in it. PostgreSQL: VACUUMs each table that holds personal data, one at a time,
 * so the erased row versions become free space for new rows (their bytes stay in the data files
 * until reused; see docs/privacy.md). A failure is logged, not thrown: the erasure stands.
 */
export async function reclaimErasedSpace(db: Db): Promise<void> {
  try {
    if (isSqlite(db)) {
      const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(db);
      // Another connection reading an older snapshot keeps the log; the next erasure or retention run retries.
      if (rows[0]?.busy) log("warn", "privacy: the write-ahead log could not be emptied after an erasure");
      return;
    }
    for (const table of [...Object.keys(PERSONAL_FIELDS), ...Object.keys(PERSONAL_ROWS)]) {
      await sql`vacuum ${sql.table(table)}`.execute(db);
    }
  } catch (error) {
    log("warn", "privacy: erased space could not be reclaimed", { errorName: error instanceof Error ? error.name : "error" });
  }
}
