import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/types";

import { bucketOf, percentile, shopMonths } from "./buckets.server";
import type { Turnaround } from "./types";

export const TURNAROUND_MONTHS = 12;

const DAY_MS = 86_400_000;
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * Days from received (a ticket's first history row) to the first time it was ready for pickup,
 * per shop-local month of that first "ready": the median and the 90th percentile (nearest rank).
 * Only the months' "ready" rows are read, through the status-and-time index.
 */
export async function loadTurnaround(
  db: Kysely<Database>,
  now: Date,
  { timeZone, months = TURNAROUND_MONTHS }: { timeZone: string; months?: number },
): Promise<Turnaround> {
  const buckets = shopMonths(now, timeZone, months);
  const start = buckets.bounds[0]!;
  const end = buckets.bounds[buckets.bounds.length - 1]!;
  const rows = await db
    .selectFrom("ticket_events as e")
    .select((eb) => [
      "e.ticket_id",
      eb.fn.min("e.at").as("ready_at"),
      eb
        .selectFrom("ticket_events as r")
        .select((r) => r.fn.min("r.at").as("first_at"))
        .whereRef("r.ticket_id", "=", "e.ticket_id")
        .as("received_at"),
    ])
    .where("e.to_status", "=", "ready")
    .where("e.at", ">=", start)
    .where("e.at", "<", end)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("ticket_events as p")
            .select(sql.lit(1).as("one"))
            .whereRef("p.ticket_id", "=", "e.ticket_id")
            .where("p.to_status", "=", "ready")
            .where("p.at", "<", start),
        ),
      ),
    )
    .groupBy("e.ticket_id")
    .execute();

  const days: number[][] = buckets.labels.map(() => []);
  for (const row of rows) {
    const readyAt = String(row.ready_at);
    const i = bucketOf(buckets, readyAt);
    if (i < 0 || !row.received_at) continue;
    days[i]!.push(Math.max(0, (Date.parse(readyAt) - Date.parse(String(row.received_at))) / DAY_MS));
  }
  return {
    months: buckets.labels.map((month, i) => ({
      month,
      repairs: days[i]!.length,
      medianDays: oneDecimal(percentile(days[i]!, 0.5)),
      p90Days: oneDecimal(percentile(days[i]!, 0.9)),
    })),
  };
}
