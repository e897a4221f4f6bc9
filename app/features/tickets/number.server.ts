import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/types";

/** The shop's local year and month at `now` as YYMM. */
export function ticketMonth(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "2-digit", month: "2-digit" }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}${get("month")}`;
}

export function formatTicketNumber(month: string, seq: number): string {
  return `SC-${month}-${String(seq).padStart(4, "0")}`;
}

/**
 * The next ticket number of the shop's current month. One upsert adds one to the month's counter
 * and returns the new value; called inside the ticket's transaction, the counter row stays locked
 * (PostgreSQL) or the database has one writer (SQLite) until the ticket is stored, so no two
 * tickets share a number and a rolled-back create gives its number back.
 */
export async function nextTicketNumber(trx: Kysely<Database>, now: Date, timeZone: string): Promise<string> {
  const month = ticketMonth(now, timeZone);
  const row = await trx
    .insertInto("ticket_counters")
    .values({ month, last_seq: 1 })
    .onConflict((oc) => oc.column("month").doUpdateSet({ last_seq: sql<number>`ticket_counters.last_seq + 1` }))
    .returning("last_seq")
    .executeTakeFirstOrThrow();
  return formatTicketNumber(month, Number(row.last_seq));
}
