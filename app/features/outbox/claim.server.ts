import type { Kysely, Selectable } from "kysely";

import type { Database, OutboxTable } from "~/db/types";

import { nextAttemptAfterFailure } from "./backoff";

export type OutboxRow = Selectable<OutboxTable>;

/** A message this server has claimed: its row, and the lease it holds it under. */
export interface ClaimedMessage {
  row: OutboxRow;
  lease: string;
}

/**
 * Takes up to `limit` due messages for this server to send: queued ones whose time has come, and
 * ones left "sending" by a server whose lease lapsed (it crashed between claim and send). One
 * statement marks them "sending" under a lease and counts the try. On PostgreSQL the candidate
 * rows are locked with FOR UPDATE SKIP LOCKED, so servers racing for the same rows each get
 * others, and a row another server took meanwhile no longer matches when it is re-checked; on
 * SQLite the one writer makes the statement atomic by itself.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  { now, leaseMs, limit, postgres }: { now: Date; leaseMs: number; limit: number; postgres: boolean },
): Promise<ClaimedMessage[]> {
  const at = now.toISOString();
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", at)]),
        eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", at)]),
      ]),
    )
    .orderBy("next_attempt_at")
    .orderBy("id")
    .limit(limit);
  if (postgres) due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable("outbox")
    .set((eb) => ({ status: "sending", claimed_until: lease, attempts: eb("attempts", "+", 1) }))
    .where("id", "in", due)
    .returningAll()
    .execute();
  return rows.sort((a, b) => Number(a.id) - Number(b.id)).map((row) => ({ row, lease }));
}

/** Marks a claimed message sent; false when its lease had lapsed and another server took it. */
export async function markSent(db: Kysely<Database>, claimed: ClaimedMessage, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now.toISOString(), claimed_until: null, last_error: null })
    .where("id", "=", claimed.row.id)
    .where("status", "=", "sending")
    .where("claimed_until", "=", claimed.lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Records a failed try: queued again after the backoff, or failed after the last try. `error` is
 * a short class or SMTP code, never a server's reply text or anything from the message.
 */
export async function markFailedTry(
  db: Kysely<Database>,
  claimed: ClaimedMessage,
  error: string,
  now: Date,
): Promise<"queued" | "failed" | "lost-claim"> {
  const next = nextAttemptAfterFailure(claimed.row.attempts, now);
  const result = await db
    .updateTable("outbox")
    .set(
      next
        ? { status: "queued", next_attempt_at: next.toISOString(), claimed_until: null, last_error: error.slice(0, 300) }
        : { status: "failed", claimed_until: null, last_error: error.slice(0, 300) },
    )
    .where("id", "=", claimed.row.id)
    .where("status", "=", "sending")
    .where("claimed_until", "=", claimed.lease)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return "lost-claim";
  return next ? "queued" : "failed";
}
