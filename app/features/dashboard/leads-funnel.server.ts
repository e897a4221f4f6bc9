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
 * cancelled) and how many a repair ticket. One range over the arrival index: the week a lead falls
 * in is decided by the boundaries computed here, so only those weeks' rows are read.
 */
export async function loadLeadsFunnel(
  db: Kysely<Database>,
  now: Date,
  { timeZone, weeks = FUNNEL_WEEKS }: { timeZone: string; weeks?: number },
): Promise<LeadsFunnel> {
  const { labels, bounds } = shopWeeks(now, timeZone, weeks);
  const first = bounds[0]!;
  const end = bounds[bounds.length - 1]!;
  const thisWeek = bounds[bounds.length - 2]!;
  const week = sql<number>`case ${sql.join(
    bounds.slice(1, -1).map((b, i) => sql`when received_at < ${b} then ${sql.lit(i)}`),
    sql` `,
  )} else ${sql.lit(weeks - 1)} end`;

  const [rows, conversion] = await Promise.all([
    db
      .selectFrom(
        db
          .selectFrom("leads")
          .select([week.as("week"), "stage"])
          .where("received_at", ">=", first)
          .where("received_at", "<", end)
          .as("l"),
      )
      .select(["l.week", "l.stage", (eb) => eb.fn.countAll<string | number>().as("n")])
      .groupBy(["l.week", "l.stage"])
      .execute(),
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
