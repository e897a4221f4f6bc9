import crypto from "node:crypto";

import { PostgresAdapter, type Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { sweepAdminAuth } from "~/features/admin/index.server";
import { purgeBookingRequests } from "~/features/booking/index.server";
import { purgePhotoLinks } from "~/features/photos/index.server";
import { CLOSED_STATUSES } from "~/features/tickets/index";
import { sweepRateLimits } from "~/lib/address-limiter.server";
import { now as clockNow } from "~/lib/clock.server";
import { log } from "~/lib/log.server";

import {
  NO_ERASURES,
  addCounts,
  addToErasureLog,
  customersOf,
  eraseCustomers,
  eraseLeads,
  eraseTickets,
  lockCustomers,
  logErasure,
  reclaimErasedSpace,
  totalRecords,
  type ErasureCounts,
} from "./erase.server";

type Db = Kysely<Database>;

/** How long the site keeps what, read by the job and by the privacy page alike. */
export interface RetentionPolicy {
  /** A diagnosis request (lead) keeps its personal fields this many months after it arrived. */
  leadRetentionMonths: number;
  /** A repair ticket keeps them this many days after it was picked up or cancelled. */
  ticketRetentionDays: number;
  /**
   * Invoices, payments and estimates are kept for the books this many years after the invoice's
   * date (a payment of a ticket never invoiced: after the payment's; an estimate never invoiced:
   * after its ticket closed), then deleted. Left out: none is deleted.
   */
  financialRecordsYears?: number;
}

/** Days an e-mail stays in the outbox after it was written, once it is no longer waiting to be sent. */
export const OUTBOX_KEEP_DAYS = 30;
/** Records erased per transaction: small enough that a request waits at most one batch. */
export const RETENTION_BATCH = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const LEASE_KEY = "privacy.retention_lease";
const LEASE_MS = 10 * 60 * 1000;

/** `months` calendar months before `at` (UTC), the day clamped to the target month's end. */
export function monthsBefore(at: Date, months: number): Date {
  const d = new Date(at.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** Financial records deleted once their keeping period is over. */
export interface FinancialCounts {
  invoices: number;
  payments: number;
  estimates: number;
}

const NO_FINANCIAL: FinancialCounts = { invoices: 0, payments: 0, estimates: 0 };

export interface RetentionReport extends ErasureCounts, FinancialCounts {
  /** Expired admin sessions, finished sign-in attempts and rate-limit windows dropped. */
  sessions: number;
  loginAttempts: number;
  rateLimits: number;
}

const deleted = (r: { numDeletedRows?: bigint }) => Number(r.numDeletedRows ?? 0n);
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Takes the job's lease in `app_meta` with one statement (insert, or take over a lapsed lease), so
 * of several servers starting the job at once exactly one runs it. Returns the lease's value, or
 * null when another server holds it.
 */
async function claimLease(db: Db, at: Date): Promise<string | null> {
  const value = `${new Date(at.getTime() + LEASE_MS).toISOString()} ${crypto.randomBytes(8).toString("hex")}`;
  const result = await db
    .insertInto("app_meta")
    .values({ key: LEASE_KEY, value, updated_at: at.toISOString() })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet({ value, updated_at: at.toISOString() })
        // ISO times compare as text: the stored lease has lapsed when its time is before now.
        .where("app_meta.value", "<", at.toISOString()),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1 ? value : null;
}

async function releaseLease(db: Db, value: string): Promise<void> {
  await db.updateTable("app_meta").set({ value: "" }).where("key", "=", LEASE_KEY).where("value", "=", value).execute();
}

/**
 * Runs one batched pass of an erasure: `due` picks up to RETENTION_BATCH ids, `erase` erases them,
 * each batch one transaction (a row is wholly erased or wholly kept, even if the process dies), the
 * erasure log's row for this run growing with each. Yields to the event loop between batches.
 */
async function inBatches(
  db: Db,
  logRow: { id: number | null; at: string },
  due: (trx: Db) => Promise<number[]>,
  erase: (trx: Db, ids: number[], at: string) => Promise<ErasureCounts>,
): Promise<ErasureCounts> {
  let total = NO_ERASURES;
  for (;;) {
    const { found, counts } = await inTransaction(db, async (trx) => {
      const ids = await due(trx);
      if (ids.length === 0) return { found: 0, counts: NO_ERASURES };
      const counts = await erase(trx, ids, logRow.at);
      if (logRow.id === null) logRow.id = await logErasure(trx, "retention", counts, logRow.at);
      else await addToErasureLog(trx, logRow.id, counts);
      return { found: ids.length, counts };
    });
    total = addCounts(total, counts);
    if (found < RETENTION_BATCH) return total;
    await nextTurn();
  }
}

/**
 * Of these due leads or tickets, the ones this run may erase now, locked (PostgreSQL) in the order
 * every writer takes: their customers first (skipping any another transaction holds), then the
 * records themselves (skipping any held, and any whose customer changed meanwhile). What is skipped
 * waits for the next batch or run. Erasing a record rebuilds its customer, so the customer must be
 * held before the record, never after.
 */
async function lockInOrder(trx: Db, postgres: boolean, table: "leads" | "tickets", ids: number[]): Promise<number[]> {
  if (!postgres || ids.length === 0) return ids;
  const customers = await lockCustomers(trx, await customersOf(trx, table, ids), { skipLocked: true });
  const rows = await trx
    .selectFrom(table)
    .select(["id", "customer_id"])
    .where("id", "in", ids)
    .where("erased_at", "is", null)
    .orderBy("id")
    .forUpdate()
    .skipLocked()
    .execute();
  const held = new Set(customers);
  return rows.filter((r) => r.customer_id === null || held.has(Number(r.customer_id))).map((r) => Number(r.id));
}

/**
 * Of these tickets, the ones whose money this run may delete now, locked (PostgreSQL) as every
 * change to a ticket's money locks it first; one held by another transaction is skipped until the
 * next batch or run. Only tickets are locked, so this never waits and never deadlocks.
 */
async function lockTickets(trx: Db, postgres: boolean, ids: number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (!postgres || unique.length === 0) return new Set(unique);
  const rows = await trx
    .selectFrom("tickets")
    .select("id")
    .where("id", "in", unique)
    .orderBy("id")
    .forUpdate()
    .skipLocked()
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/**
 * Deletes, in batches of one transaction each, the financial records of tickets closed before
 * `cutoff` whose every record (invoice, payment, estimate version) is older than it: a ticket's
 * records go together or not at all, so what is kept never shows a balance that was not there (a
 * payment gone while its charge stays, or a charge gone while a refund stays). An open ticket's
 * records stay however old. Returns how many of each.
 */
async function deleteFinancialRecords(db: Db, postgres: boolean, cutoff: string): Promise<FinancialCounts> {
  let total = NO_FINANCIAL;
  const add = (c: FinancialCounts) => {
    total = {
      invoices: total.invoices + c.invoices,
      payments: total.payments + c.payments,
      estimates: total.estimates + c.estimates,
    };
  };
  const batch = async (trx: Db): Promise<{ found: number; counts: FinancialCounts }> => {
    const due = await trx
      .selectFrom("tickets")
      .select("tickets.id")
      .where("tickets.status", "in", [...CLOSED_STATUSES])
      .where("tickets.closed_at", "is not", null)
      .where("tickets.closed_at", "<", cutoff)
      .where(({ or, and, not, exists, selectFrom }) =>
        and([
          or([
            exists(selectFrom("invoices").select("invoices.id").whereRef("invoices.ticket_id", "=", "tickets.id")),
            exists(selectFrom("payments").select("payments.id").whereRef("payments.ticket_id", "=", "tickets.id")),
            exists(selectFrom("estimates").select("estimates.id").whereRef("estimates.ticket_id", "=", "tickets.id")),
          ]),
          not(
            exists(
              selectFrom("invoices")
                .select("invoices.id")
                .whereRef("invoices.ticket_id", "=", "tickets.id")
                .where("invoices.created_at", ">=", cutoff),
            ),
          ),
          not(
            exists(
              selectFrom("payments")
                .select("payments.id")
                .whereRef("payments.ticket_id", "=", "tickets.id")
                .where("payments.at", ">=", cutoff),
            ),
          ),
          not(
            exists(
              selectFrom("estimates")
                .select("estimates.id")
                .whereRef("estimates.ticket_id", "=", "tickets.id")
                .where((eb) => eb.or([eb("estimates.created_at", ">=", cutoff), eb("estimates.decided_at", ">=", cutoff)])),
            ),
          ),
        ]),
      )
      .orderBy("tickets.id")
      .limit(RETENTION_BATCH)
      .execute();
    const held = await lockTickets(
      trx,
      postgres,
      due.map((r) => Number(r.id)),
    );
    const ticketIds = [...held];
    // Tickets another transaction holds wait for the next run.
    if (ticketIds.length === 0) return { found: 0, counts: NO_FINANCIAL };
    // The invoice first: it points at the estimate it bills.
    const invoices = deleted(await trx.deleteFrom("invoices").where("ticket_id", "in", ticketIds).executeTakeFirst());
    const payments = deleted(await trx.deleteFrom("payments").where("ticket_id", "in", ticketIds).executeTakeFirst());
    const estimates = deleted(await trx.deleteFrom("estimates").where("ticket_id", "in", ticketIds).executeTakeFirst());
    return { found: ticketIds.length, counts: { invoices, payments, estimates } };
  };
  for (;;) {
    const { found, counts } = await inTransaction(db, batch);
    add(counts);
    if (found < RETENTION_BATCH) break;
    await nextTurn();
  }
  return total;
}

/**
 * Erases, in batches, every customer none of whose leads or tickets still holds personal
 * details: once the last of their records is erased, whom they were goes too (their keys are
 * deleted, so a later request starts afresh). Customers are not counted in the erasure log;
 * the records they held are.
 */
async function eraseOrphanedCustomers(db: Db, postgres: boolean, at: string): Promise<number> {
  let total = 0;
  for (;;) {
    const erased = await inTransaction(db, async (trx) => {
      let q = trx
        .selectFrom("customers")
        .select("id")
        .where("erased_at", "is", null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("leads")
                .select("leads.id")
                .whereRef("leads.customer_id", "=", "customers.id")
                .where("leads.erased_at", "is", null),
            ),
          ),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("tickets")
                .select("tickets.id")
                .whereRef("tickets.customer_id", "=", "customers.id")
                .where("tickets.erased_at", "is", null),
            ),
          ),
        )
        .orderBy("id")
        .limit(RETENTION_BATCH);
      if (postgres) q = q.forUpdate().skipLocked();
      const ids = (await q.execute()).map((r) => Number(r.id));
      return { found: ids.length, erased: await eraseCustomers(trx, ids, at) };
    });
    total += erased.erased;
    if (erased.found < RETENTION_BATCH) return total;
    await nextTurn();
  }
}

/**
 * The retention job, once: erases leads older than the lead period and tickets closed longer than
 * the ticket period (their bookings, notes and e-mails with them), deletes e-mails no longer
 * waiting to be sent after OUTBOX_KEEP_DAYS and financial records older than their years, and drops expired admin sessions, finished sign-in
 * attempts and lapsed rate-limit windows; when it erased anything, reclaims the space it took
 * (reclaimErasedSpace) after the last batch. Idempotent; of several servers running it at once one
 * does the work (a lease in app_meta) and the others return null.
 */
export async function runRetention(db: Db, at: Date, policy: RetentionPolicy): Promise<RetentionReport | null> {
  const lease = await claimLease(db, at);
  if (lease === null) return null;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const iso = at.toISOString();
  const logRow = { id: null as number | null, at: iso };
  try {
    const leadCutoff = monthsBefore(at, policy.leadRetentionMonths).toISOString();
    const leads = await inBatches(
      db,
      logRow,
      async (trx) => {
        const q = trx
          .selectFrom("leads")
          .select("id")
          .where("erased_at", "is", null)
          .where("received_at", "<", leadCutoff)
          .orderBy("received_at")
          .orderBy("id")
          .limit(RETENTION_BATCH);
        return lockInOrder(
          trx,
          postgres,
          "leads",
          (await q.execute()).map((r) => Number(r.id)),
        );
      },
      eraseLeads,
    );

    const ticketCutoff = new Date(at.getTime() - policy.ticketRetentionDays * DAY_MS).toISOString();
    const tickets = await inBatches(
      db,
      logRow,
      async (trx) => {
        const q = trx
          .selectFrom("tickets")
          .select("id")
          .where("status", "in", [...CLOSED_STATUSES])
          .where("closed_at", "is not", null)
          .where("closed_at", "<", ticketCutoff)
          .where("erased_at", "is", null)
          .orderBy("id")
          .limit(RETENTION_BATCH);
        return lockInOrder(
          trx,
          postgres,
          "tickets",
          (await q.execute()).map((r) => Number(r.id)),
        );
      },
      eraseTickets,
    );

    const customers = await eraseOrphanedCustomers(db, postgres, iso);

    const outboxCutoff = new Date(at.getTime() - OUTBOX_KEEP_DAYS * DAY_MS).toISOString();
    const old = await inBatches(
      db,
      logRow,
      async (trx) =>
        (
          await trx
            .selectFrom("outbox")
            .select("id")
            .where("created_at", "<", outboxCutoff)
            .where("status", "in", ["sent", "failed", "not_configured"])
            .orderBy("created_at")
            .orderBy("id")
            .limit(RETENTION_BATCH)
            .execute()
        ).map((r) => Number(r.id)),
      async (trx, ids) => ({
        ...NO_ERASURES,
        messages: deleted(await trx.deleteFrom("outbox").where("id", "in", ids).executeTakeFirst()),
      }),
    );

    const financial =
      policy.financialRecordsYears === undefined
        ? NO_FINANCIAL
        : await deleteFinancialRecords(db, postgres, monthsBefore(at, policy.financialRecordsYears * 12).toISOString());

    const { sessions, loginAttempts } = await sweepAdminAuth(db, at);
    const rateLimits = await sweepRateLimits(db, at.getTime());
    // Booking requests used or expired, and holds of days gone by (with e-mail off, only this pass sees them),
    // and photo links expired a day ago.
    await purgeBookingRequests(db, at);
    await purgePhotoLinks(db, at);
    const erased = addCounts(addCounts(leads, tickets), old);
    const financialTotal = financial.invoices + financial.payments + financial.estimates;
    if (totalRecords(erased) + customers + financialTotal > 0) await reclaimErasedSpace(db);
    return { ...erased, ...financial, sessions, loginAttempts, rateLimits };
  } finally {
    await releaseLease(db, lease).catch(() => undefined);
  }
}

/**
 * Runs the job a few seconds after start, then every 24 hours, on every server (the lease lets
 * one of them do it). Logs counts only. Returns a stop function.
 */
export function startRetention(
  db: Db,
  policy: RetentionPolicy,
  firstRunMs = 5_000,
  /** Other once-a-day work that has no other timer to ride on (with e-mail off, the ready-ticket pass). */
  alsoDaily?: (at: Date) => Promise<unknown>,
): () => void {
  const run = () => {
    alsoDaily?.(clockNow()).catch((error: unknown) =>
      log("warn", "a daily task could not run", { errorName: error instanceof Error ? error.name : "error" }),
    );
    runRetention(db, clockNow(), policy).then(
      (report) => {
        if (report && (report.leads || report.tickets || report.messages))
          log("info", "retention: personal details erased", {
            leads: report.leads,
            bookings: report.bookings,
            tickets: report.tickets,
            messages: report.messages,
          });
        if (report && (report.invoices || report.payments || report.estimates))
          log("info", "retention: financial records past their keeping period deleted", {
            invoices: report.invoices,
            payments: report.payments,
            estimates: report.estimates,
          });
      },
      (error: unknown) => log("warn", "retention could not run", { errorName: error instanceof Error ? error.name : "error" }),
    );
  };
  const first = setTimeout(run, firstRunMs);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
