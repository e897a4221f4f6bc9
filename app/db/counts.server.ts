import { sql, type Kysely } from "kysely";

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
} as const;
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
