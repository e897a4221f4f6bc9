import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

/**
 * Moves the per-stage lead counts by `delta` for each stage named, inside the caller's
 * transaction. Rows are touched in stage-name order, so two moves in opposite directions
 * (quoted → contacted beside contacted → quoted) lock them in the same order and never deadlock
 * on PostgreSQL. A stage seen for the first time gets its row.
 */
export async function adjustStageCounts(trx: Kysely<Database>, deltas: Partial<Record<string, number>>): Promise<void> {
  for (const stage of Object.keys(deltas).sort()) {
    const delta = deltas[stage] ?? 0;
    if (delta === 0) continue;
    await trx
      .insertInto("lead_stage_counts")
      .values({ stage, n: delta })
      .onConflict((oc) => oc.column("stage").doUpdateSet((eb) => ({ n: eb("lead_stage_counts.n", "+", delta) })))
      .execute();
  }
}
