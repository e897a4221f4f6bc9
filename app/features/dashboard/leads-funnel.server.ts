import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/types";
import { LEAD_STAGES, isLeadStage, type LeadStage } from "~/features/leads/index.server";

import { shopWeeks } from "./buckets.server";
import type { LeadsFunnel } from "./types";

export const FUNNEL_WEEKS = 12;

const zeroCounts = () => Object.fromEntries(LEAD_STAGES.map((s) => [s, 0])) as Record<LeadStage, number>;

/**
 * Requests per week for the last 12 weeks (Monday to Monday in the shop's zone), each split by
 * the stage its lead is in now, and this week's requests with how many got a booking (one not
 * cancelled) and how many a repair ticket. The week boundaries are computed here in the shop's
 * zone, so each count is one range of an index and costs the same whatever a week holds.
 */
export async function loadLeadsFunnel(
  db: Kysely<Database>,
  now: Date,
  { timeZone, weeks = FUNNEL_WEEKS }: { timeZone: string; weeks?: number },
): Promise<LeadsFunnel> {
  const { labels, bounds } = shopWeeks(now, timeZone, weeks);
  const end = bounds[bounds.length - 1]!;
  const thisWeek = bounds[bounds.length - 2]!;
  // One count per week and stage, each an index range of (stage, received_at): reading the
  // twelve weeks' leads and grouping them would cost a step per lead.
  const cells = bounds
    .slice(0, -1)
    .flatMap((lo, week) => LEAD_STAGES.map((stage) => sql`(${sql.lit(week)}, ${sql.lit(stage)}, ${lo}, ${bounds[week + 1]!})`));
  const [rows, conversion] = await Promise.all([
    sql<{ week: number | string; stage: string; n: number | string }>`select v.column1 as week, v.column2 as stage,
      (select count(*) from leads where leads.stage = v.column2 and leads.received_at >= v.column3 and leads.received_at < v.column4) as n
      from (values ${sql.join(cells)}) as v`
      .execute(db)
      .then((r) => r.rows),
    db
      .selectFrom("leads")
      .select((eb) => [
        eb.fn.countAll<string | number>().as("requests"),
        eb.fn
          .sum<string | number | null>(
            eb
              .case()
              .when(
                eb.exists(
                  eb
                    .selectFrom("bookings")
                    .select(sql.lit(1).as("one"))
                    .whereRef("bookings.lead_id", "=", "leads.id")
                    .where("bookings.status", "<>", "cancelled"),
                ),
              )
              .then(sql.lit(1))
              .else(sql.lit(0))
              .end(),
          )
          .as("booked"),
        eb.fn
          .sum<string | number | null>(
            eb
              .case()
              .when(eb.exists(eb.selectFrom("tickets").select(sql.lit(1).as("one")).whereRef("tickets.lead_id", "=", "leads.id")))
              .then(sql.lit(1))
              .else(sql.lit(0))
              .end(),
          )
          .as("ticketed"),
      ])
      .where("received_at", ">=", thisWeek)
      .where("received_at", "<", end)
      .executeTakeFirst(),
  ]);

  const out = labels.map((start) => ({ start, counts: zeroCounts(), total: 0 }));
  for (const row of rows) {
    const w = out[Number(row.week)];
    if (!w || !isLeadStage(row.stage)) continue;
    w.counts[row.stage] += Number(row.n);
    w.total += Number(row.n);
  }
  return {
    weeks: out,
    thisWeek: {
      requests: Number(conversion?.requests ?? 0),
      booked: Number(conversion?.booked ?? 0),
      ticketed: Number(conversion?.ticketed ?? 0),
    },
  };
}
