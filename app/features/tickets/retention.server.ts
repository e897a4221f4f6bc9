import type { Kysely } from "kysely";

import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { now } from "~/lib/clock.server";
import { log } from "~/lib/log.server";

/** How long after pickup or cancellation a ticket keeps its customer's details, unless configured. */
export const DEFAULT_TICKET_RETENTION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erases the personal fields of tickets picked up or cancelled more than `days` ago: the
 * customer's name, e-mail, phone, the serial number, the problem as they told it, what they left,
 * the notes of its history, the status link (its token) and the e-mails sent about it. The ticket
 * number, device type and model, status and dates stay for the shop's counts. One transaction;
 * running it twice erases nothing more. Returns how many tickets were erased (never who).
 */
export async function eraseExpiredTickets(db: Kysely<Database>, now: Date, days: number): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const due = await trx
      .selectFrom("tickets")
      .select("id")
      .where("status", "in", ["picked_up", "cancelled"])
      .where("closed_at", "is not", null)
      .where("closed_at", "<", cutoff)
      .where("erased_at", "is", null)
      .execute();
    const ids = due.map((r) => Number(r.id));
    if (ids.length === 0) return 0;
    await trx
      .updateTable("tickets")
      .set({
        customer_name: "",
        email: null,
        phone: null,
        phone_digits: null,
        serial: null,
        problem: "",
        accessories: null,
        email_consent_at: null,
        token: null,
        token_hash: null,
        erased_at: at,
        updated_at: at,
      })
      .where("id", "in", ids)
      .where("erased_at", "is", null)
      .execute();
    await trx.updateTable("ticket_events").set({ public_note: null, private_note: null }).where("ticket_id", "in", ids).execute();
    // Queued or failed messages about an erased ticket are not sent any more either.
    await trx.deleteFrom("outbox").where("subject_type", "=", "ticket").where("subject_id", "in", ids).execute();
    return ids.length;
  });
}

/**
 * The daily job: a first run a minute after start, then every 24 hours (on every server; the
 * erasure is idempotent, so several servers running it changes nothing). Returns a stop function.
 */
export function startTicketRetention(db: Kysely<Database>, days: number): () => void {
  const run = () => {
    eraseExpiredTickets(db, now(), days).then(
      (erased) => {
        if (erased > 0) log("info", "ticket retention: personal details erased", { tickets: erased });
      },
      (error: unknown) =>
        log("warn", "ticket retention could not run", { errorName: error instanceof Error ? error.name : "error" }),
    );
  };
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
