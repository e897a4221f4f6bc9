import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import type { OutboxAlerts } from "./types";

const WEEK_MS = 7 * 86_400_000;

/**
 * E-mail health: messages waiting to go, and failed ones. A message is marked failed within about
 * three hours of being queued (five tries with backoff), so "failed in the last 7 days" counts the
 * failed messages queued in the last 7 days; the outbox keeps no separate failure time.
 */
export async function loadOutboxAlerts(db: Kysely<Database>, now: Date): Promise<OutboxAlerts> {
  const since = new Date(now.getTime() - WEEK_MS).toISOString();
  const count = (status: string, from?: string) => {
    let q = db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("status", "=", status);
    if (from) q = q.where("created_at", ">=", from);
    return q.executeTakeFirst().then((r) => Number(r?.n ?? 0));
  };
  const [queued, failedLastWeek, failedTotal] = await Promise.all([count("queued"), count("failed", since), count("failed")]);
  return { queued, failedLastWeek, failedTotal };
}
