import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { isTicketStatus, type TicketStatus } from "~/features/tickets";

import type { OpenTicket, ShopFloor } from "./types";

/** The statuses of a machine still in the shop, in the order work goes. */
export const OPEN_STATUSES = [
  "received",
  "diagnosing",
  "waiting_parts",
  "repairing",
  "ready",
] as const satisfies readonly TicketStatus[];
/** How many open tickets the panel lists; the counts cover them all. */
export const OPEN_TICKETS_SHOWN = 200;

const DAY_MS = 86_400_000;
const wholeDays = (now: Date, iso: string) => Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / DAY_MS));

/**
 * The machines in the shop now: how many in each open status, each one's age, and those waiting
 * for parts longer than the owner's threshold (time in that status, not since drop-off).
 */
export async function loadShopFloor(
  db: Kysely<Database>,
  now: Date,
  { waitingPartsDays }: { waitingPartsDays: number },
): Promise<ShopFloor> {
  const cutoff = new Date(now.getTime() - waitingPartsDays * DAY_MS).toISOString();
  const columns = ["id", "number", "status", "device_model", "created_at", "status_changed_at"] as const;
  const [counts, perStatus, late] = await Promise.all([
    db
      .selectFrom("tickets")
      .select(["status", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("status", "in", OPEN_STATUSES)
      .groupBy("status")
      .execute(),
    // The oldest of each open status by the (status, created_at, id) index, merged here: one
    // query over every open status would have to sort them all before taking the first few.
    Promise.all(
      OPEN_STATUSES.map((status) =>
        db
          .selectFrom("tickets")
          .select(columns)
          .where("status", "=", status)
          .orderBy("created_at", "asc")
          .orderBy("id", "asc")
          .limit(OPEN_TICKETS_SHOWN)
          .execute(),
      ),
    ),
    db
      .selectFrom("tickets")
      .select(columns)
      .where("status", "=", "waiting_parts")
      .where("status_changed_at", "<", cutoff)
      .orderBy("status_changed_at", "asc")
      .orderBy("id", "asc")
      .limit(OPEN_TICKETS_SHOWN)
      .execute(),
  ]);
  const rows = perStatus
    .flat()
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : Number(a.id) - Number(b.id)))
    .slice(0, OPEN_TICKETS_SHOWN);
  const toTicket = (r: (typeof rows)[number]): OpenTicket[] =>
    isTicketStatus(r.status)
      ? [
          {
            id: Number(r.id),
            number: r.number,
            status: r.status,
            deviceModel: r.device_model,
            ageDays: wholeDays(now, r.created_at),
            daysInStatus: wholeDays(now, r.status_changed_at),
          },
        ]
      : [];
  const byStatus = OPEN_STATUSES.map((status) => ({
    status,
    count: Number(counts.find((c) => c.status === status)?.n ?? 0),
  }));
  return {
    byStatus,
    open: byStatus.reduce((sum, s) => sum + s.count, 0),
    tickets: rows.flatMap(toTicket),
    waitingPartsDays,
    overdue: late.flatMap(toTicket),
  };
}
