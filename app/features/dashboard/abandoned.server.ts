import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { localDate } from "~/features/booking/index.server";
import { firstName } from "~/features/tickets";

import type { AbandonedMachines } from "./types";

/** Abandoned machines listed at most; the count covers them all. */
export const ABANDONED_SHOWN = 20;

/**
 * Machines still on the shelf ("ready") that were marked abandoned under the shop's policy,
 * longest abandoned first: at most `shown`, with how many there are (through the status index).
 */
export async function loadAbandoned(
  db: Kysely<Database>,
  options: { timeZone: string; shown?: number },
): Promise<AbandonedMachines> {
  const abandoned = db.selectFrom("tickets").where("status", "=", "ready").where("abandoned_at", "is not", null);
  const [items, all] = await Promise.all([
    abandoned
      .select(["id", "number", "device_model", "customer_name", "erased_at", "abandoned_at"])
      .orderBy("abandoned_at")
      .orderBy("id")
      .limit(options.shown ?? ABANDONED_SHOWN)
      .execute(),
    abandoned.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
  ]);
  return {
    items: items.map((r) => ({
      ticketId: Number(r.id),
      number: r.number,
      deviceModel: r.device_model,
      firstName: r.erased_at ? null : firstName(r.customer_name) || null,
      abandonedOn: localDate(new Date(r.abandoned_at!), options.timeZone),
    })),
    count: Number(all?.n ?? 0),
  };
}
