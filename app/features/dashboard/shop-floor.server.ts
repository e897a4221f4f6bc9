import type { Kysely } from "kysely";

import { readCounts } from "~/db/counts.server";
import type { Database } from "~/db/types";
import { IN_SHOP_STATUSES, isTicketStatus } from "~/features/tickets";

import type { OpenTicket, ShopFloor } from "./types";

/**
 * The statuses of a machine still in the shop, in the order work goes; a cancelled one waits on
 * the shelf until it is returned unrepaired, so it counts too.
 */
export const OPEN_STATUSES = IN_SHOP_STATUSES;
/**
 * How many tickets each of the panel's lists shows (the longest in the shop, the longest waiting
 * for parts); the counts cover them all, and where a list is cut short the panel says how many
 * it left out and links the tickets list. Fifty is more than a shop's bench holds, and keeps the
 * page light when years of tickets pile up.
 */
export const OPEN_TICKETS_SHOWN = 50;

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
  const waitingTooLong = db.selectFrom("tickets").where("status", "=", "waiting_parts").where("status_changed_at", "<", cutoff);
  const [counts, perStatus, late, lateCount] = await Promise.all([
    // Kept per status by createTicket and moveTicket: no count over every open ticket.
    readCounts(db, "ticket_status_counts"),
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
    waitingTooLong.select(columns).orderBy("status_changed_at", "asc").orderBy("id", "asc").limit(OPEN_TICKETS_SHOWN).execute(),
    // A range of the (status, status_changed_at, id) index, read without the rows.
    waitingTooLong.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
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
    count: counts.get(status) ?? 0,
  }));
  return {
    byStatus,
    open: byStatus.reduce((sum, s) => sum + s.count, 0),
    tickets: rows.flatMap(toTicket),
    waitingPartsDays,
    overdue: late.flatMap(toTicket),
    overdueCount: Number(lateCount?.n ?? 0),
  };
}
