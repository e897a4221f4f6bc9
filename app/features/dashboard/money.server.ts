import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/types";
import { localDate } from "~/features/booking/index.server";
import { CLOSED_STATUSES, firstName } from "~/features/tickets";

import { shopWeeks } from "./buckets.server";
import type { Money } from "./types";

/** Weeks of money taken shown, this week last. */
export const MONEY_WEEKS = 8;
/** Outstanding invoices and waiting estimates listed at most; their counts cover them all. */
export const MONEY_SHOWN = 20;

const DAY_MS = 86_400_000;
type Db = Kysely<Database>;

/**
 * Money taken per shop-local week (Monday to Monday): payments and deposits by the time they
 * were taken, less refunds. One grouped read over the weeks' rows, through the payments' time
 * index.
 */
async function loadWeeks(db: Db, now: Date, timeZone: string, weeks: number): Promise<Money["weeks"]> {
  const { labels, bounds } = shopWeeks(now, timeZone, weeks);
  // The week of each row: the first inner bound it falls before (bounds are ISO text, as stored).
  const week = sql<number>`case ${sql.join(
    bounds.slice(1, -1).map((bound, i) => sql`when at < ${bound} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(labels.length - 1)} end`;
  const rows = await db
    .selectFrom(
      db
        .selectFrom("payments")
        .select([week.as("week"), "amount_cents"])
        .where("at", ">=", bounds[0]!)
        .where("at", "<", bounds[bounds.length - 1]!)
        .as("w"),
    )
    .select([
      "w.week",
      sql<string | number>`sum(case when w.amount_cents > 0 then w.amount_cents else 0 end)`.as("taken"),
      sql<string | number>`sum(case when w.amount_cents < 0 then -w.amount_cents else 0 end)`.as("refunded"),
    ])
    .groupBy("w.week")
    .execute();
  const byWeek = new Map(rows.map((r) => [Number(r.week), r]));
  return labels.map((start, i) => {
    const takenCents = Number(byWeek.get(i)?.taken ?? 0);
    const refundedCents = Number(byWeek.get(i)?.refunded ?? 0);
    return { start, takenCents, refundedCents, netCents: takenCents - refundedCents };
  });
}

/**
 * Invoices not paid in full (their total less payments and refunds above zero), oldest invoice
 * first, at most `shown`, with how many there are and what they owe in all.
 */
async function loadOutstanding(db: Db, timeZone: string, shown: number): Promise<Money["outstanding"]> {
  const balances = db
    .selectFrom("invoices as i")
    .select((eb) => [
      "i.id",
      "i.number",
      "i.ticket_id",
      "i.created_at",
      eb(
        "i.total_cents",
        "-",
        eb
          .selectFrom("payments as p")
          .select(sql<number>`coalesce(sum(p.amount_cents), 0)`.as("paid"))
          .whereRef("p.ticket_id", "=", "i.ticket_id"),
      ).as("balance_cents"),
    ])
    .as("b");
  const [items, all] = await Promise.all([
    db
      .selectFrom(balances)
      .innerJoin("tickets as t", "t.id", "b.ticket_id")
      .select([
        "b.id",
        "b.number",
        "b.ticket_id",
        "b.created_at",
        "b.balance_cents",
        "t.number as ticket_number",
        "t.customer_name",
        "t.erased_at",
      ])
      .where("b.balance_cents", ">", 0)
      .orderBy("b.created_at")
      .orderBy("b.id")
      .limit(shown)
      .execute(),
    db
      .selectFrom(balances)
      .select((eb) => [
        eb.fn.countAll<string | number>().as("n"),
        eb.fn.sum<string | number | null>("b.balance_cents").as("owed"),
      ])
      .where("b.balance_cents", ">", 0)
      .executeTakeFirst(),
  ]);
  return {
    items: items.map((r) => ({
      ticketId: Number(r.ticket_id),
      ticketNumber: r.ticket_number,
      invoiceNumber: r.number,
      firstName: r.erased_at ? null : firstName(r.customer_name) || null,
      balanceCents: Number(r.balance_cents),
      invoicedOn: localDate(new Date(r.created_at), timeZone),
    })),
    count: Number(all?.n ?? 0),
    totalCents: Number(all?.owed ?? 0),
  };
}

/**
 * Estimates the customer was given and has not answered: the current version (no later version
 * was given to them) of an open ticket, oldest first, through the status-and-sent index.
 */
async function loadWaiting(db: Db, now: Date, timeZone: string, shown: number): Promise<Money["waiting"]> {
  const waiting = db
    .selectFrom("estimates as e")
    .innerJoin("tickets as t", "t.id", "e.ticket_id")
    .where("e.status", "=", "sent")
    .where("t.erased_at", "is", null)
    .where("t.status", "not in", [...CLOSED_STATUSES])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("estimates as later")
            .select(sql.lit(1).as("one"))
            .whereRef("later.ticket_id", "=", "e.ticket_id")
            .whereRef("later.version", ">", "e.version")
            .where("later.status", "!=", "draft"),
        ),
      ),
    );
  const [items, all] = await Promise.all([
    waiting
      .select(["e.id", "e.ticket_id", "e.version", "e.total_cents", "e.sent_at", "t.number"])
      .orderBy("e.sent_at")
      .orderBy("e.id")
      .limit(shown)
      .execute(),
    waiting.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
  ]);
  return {
    items: items.map((r) => {
      const sentAt = r.sent_at ?? now.toISOString();
      return {
        ticketId: Number(r.ticket_id),
        ticketNumber: r.number,
        version: Number(r.version),
        totalCents: Number(r.total_cents),
        sentOn: localDate(new Date(sentAt), timeZone),
        waitingDays: Math.max(0, Math.floor((now.getTime() - Date.parse(sentAt)) / DAY_MS)),
      };
    }),
    count: Number(all?.n ?? 0),
  };
}

/** The dashboard's money at `now`: weeks taken, balances owed and estimates waiting for an answer. */
export async function loadMoney(
  db: Db,
  now: Date,
  { timeZone, weeks = MONEY_WEEKS, shown = MONEY_SHOWN }: { timeZone: string; weeks?: number; shown?: number },
): Promise<Money> {
  const [taken, outstanding, waiting] = await Promise.all([
    loadWeeks(db, now, timeZone, weeks),
    loadOutstanding(db, timeZone, shown),
    loadWaiting(db, now, timeZone, shown),
  ]);
  return { weeks: taken, outstanding, waiting };
}
