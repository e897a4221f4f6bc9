import { sql, type Kysely } from "kysely";

import { isSqlite } from "./dialect";
import type { Database } from "./types";

/**
 * The tables that hold a running count per value, each kept by the only code that writes that
 * value, in the same transaction as the write, so a count costs the same at ten rows or ten
 * million: leads per stage (createLead, moveLead) and repair tickets per status (createTicket,
 * moveTicket). Rows are never deleted from either table's source, so no count ever falls below
 * what the rows hold.
 */
const COUNTERS = {
  lead_stage_counts: "stage",
  ticket_status_counts: "status",
} as const satisfies { [T in "lead_stage_counts" | "ticket_status_counts"]: keyof Database[T] & string };
/** The table each counter counts, by the column its key column is named after. */
const SOURCES = {
  lead_stage_counts: "leads",
  ticket_status_counts: "tickets",
} as const satisfies { [T in keyof typeof COUNTERS]: keyof Database };
export type CounterTable = keyof typeof COUNTERS;

/**
 * Moves the counts by `delta` for each value named, inside the caller's transaction. Rows are
 * touched in name order, so two moves in opposite directions (quoted → contacted beside
 * contacted → quoted) lock them in the same order and never deadlock on PostgreSQL. A value seen
 * for the first time gets its row.
 */
export async function adjustCounts(
  trx: Kysely<Database>,
  table: CounterTable,
  deltas: Partial<Record<string, number>>,
): Promise<void> {
  const key = sql.ref(COUNTERS[table]);
  for (const name of Object.keys(deltas).sort()) {
    const delta = deltas[name] ?? 0;
    if (delta === 0) continue;
    await sql`insert into ${sql.table(table)} (${key}, n) values (${name}, ${delta})
      on conflict (${key}) do update set n = ${sql.table(table)}.n + ${delta}`.execute(trx);
  }
}

/** Every count of one table, by value (values with no row are left out). */
export async function readCounts(db: Kysely<Database>, table: CounterTable): Promise<Map<string, number>> {
  const key = COUNTERS[table];
  const { rows } = await sql<{
    key: string;
    n: number | string;
  }>`select ${sql.ref(key)} as key, n from ${sql.table(table)}`.execute(db);
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/**
 * Sets every count again from the rows themselves (`npm run db:recount`): for a database whose
 * rows were changed without the functions that keep the counts, such as an edit made by hand, or
 * writes from a server still running code older than the counter table during an upgrade. On
 * PostgreSQL the counter table is locked first, so a write under way finishes before the count
 * and one that starts meanwhile waits and adds itself after it; on SQLite the transaction alone
 * does that.
 */
export async function recountCounts(db: Kysely<Database>): Promise<Record<CounterTable, Map<string, number>>> {
  const out = {} as Record<CounterTable, Map<string, number>>;
  await db.transaction().execute(async (trx) => {
    // In the order the writers take them (a ticket's move adjusts its count before its lead's),
    // so a write waiting on the second cannot hold the first against us: no deadlock.
    if (!isSqlite(trx)) await sql`lock table ticket_status_counts, lead_stage_counts in exclusive mode`.execute(trx);
    for (const table of Object.keys(COUNTERS) as CounterTable[]) {
      const key = sql.ref(COUNTERS[table]);
      await sql`delete from ${sql.table(table)}`.execute(trx);
      await sql`insert into ${sql.table(table)} (${key}, n)
        select ${key}, count(*) from ${sql.table(SOURCES[table])} group by ${key}`.execute(trx);
      out[table] = await readCounts(trx, table);
    }
  });
  return out;
}
