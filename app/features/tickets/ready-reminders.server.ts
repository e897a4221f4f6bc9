import { sql, type Kysely } from "kysely";

import type { Database } from "~/db/types";
import { REMINDER_FROM, addDays, localDate, zonedInstant } from "~/features/booking/index.server";
import { balanceOf } from "~/features/money/index.server";
import { queueMessage } from "~/features/outbox/index.server";
import { currentBusiness, currentSettings, currentTimeZone } from "~/features/settings/index.server";

import { formatTicketDate } from "./format";
import { readyReminderMessage } from "./ready-reminder-message.server";
import { ticketStatusUrl } from "./tickets.server";

/** Tickets handled per transaction. */
const BATCH = 50;
const DAY_MS = 86_400_000;

export interface ReadyPassOptions {
  postgres: boolean;
  /** The shop's time zone; the settings in force when left out. */
  timeZone?: string;
  /** Days after "ready" to remind on (sorted here); the setting when left out. */
  reminderDays?: readonly number[];
  /** Days after "ready" before a machine is marked abandoned, 0 never; the setting when left out. */
  abandonedDays?: number;
}

export interface ReadyPassReport {
  /** Reminder e-mails queued. */
  reminders: number;
  /** Tickets marked abandoned. */
  abandoned: number;
}

/** The note the history keeps when a machine is marked abandoned. */
export function abandonedNote(days: number): string {
  return `Not collected ${days} days after ready: marked abandoned under the shop's policy`;
}

/** Whole shop days from the day of `from` to the day of `now`. */
function shopDaysBetween(from: Date, now: Date, timeZone: string): number {
  return Math.round((Date.parse(localDate(now, timeZone)) - Date.parse(localDate(from, timeZone))) / DAY_MS);
}

/**
 * The outbox's scheduled pass over machines waiting on the shelf ("ready"), counted in the shop's
 * days since they became ready. On each reminder day (7, 14 and 30 by default) the customer who
 * agreed to e-mails gets one "Your repair … is waiting for you" with the balance due and the
 * shop's hours, from REMINDER_FROM on that day; several days passed at once (a server stopped for
 * a week) make one e-mail, not a burst. On the abandoned day the ticket is marked abandoned once,
 * with a note in its history. Each ticket's count (ready_reminders) and flag are written by a
 * conditional update in the transaction that queues its e-mail or writes its note, so each
 * reminder is queued once however many servers run this pass (PostgreSQL: rows chosen FOR UPDATE
 * SKIP LOCKED; SQLite has one writer). A ticket without consent or an address has its reminder
 * days counted but gets no e-mail. moveTicket starts the count again when a ticket becomes ready.
 */
export async function runReadyTicketsPass(db: Kysely<Database>, now: Date, options: ReadyPassOptions): Promise<ReadyPassReport> {
  const settings = currentSettings();
  const timeZone = options.timeZone ?? currentTimeZone();
  const days = [...(options.reminderDays ?? settings["tickets.readyReminderDays"])].filter((d) => d > 0).sort((a, b) => a - b);
  const abandonedDays = options.abandonedDays ?? settings["tickets.abandonedDays"];
  const today = localDate(now, timeZone);
  // Tickets ready before this instant have been ready `d` shop days or more today.
  const readyBefore = (d: number) => zonedInstant(addDays(today, 1 - d), "00:00", timeZone).toISOString();
  const remindNow = now >= zonedInstant(today, REMINDER_FROM, timeZone);
  const at = now.toISOString();
  const business = currentBusiness();
  const report: ReadyPassReport = { reminders: 0, abandoned: 0 };
  if ((!remindNow || days.length === 0) && abandonedDays <= 0) return report;

  for (;;) {
    const handled = await db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom("tickets")
        .select([
          "id",
          "number",
          "customer_name",
          "email",
          "email_consent_at",
          "token",
          "status_changed_at",
          "ready_reminders",
          "abandoned_at",
        ])
        .where("status", "=", "ready")
        .where((eb) =>
          eb.or([
            // Reminder k is due and not yet counted.
            ...(remindNow
              ? days.map((d, k) =>
                  eb.and([eb(sql<number>`coalesce(ready_reminders, 0)`, "<=", k), eb("status_changed_at", "<", readyBefore(d))]),
                )
              : []),
            ...(abandonedDays > 0
              ? [eb.and([eb("abandoned_at", "is", null), eb("status_changed_at", "<", readyBefore(abandonedDays))])]
              : []),
          ]),
        )
        .orderBy("status_changed_at")
        .orderBy("id")
        .limit(BATCH);
      if (options.postgres) due = due.forUpdate().skipLocked();
      const rows = await due.execute();
      let changed = 0;
      for (const t of rows) {
        const id = Number(t.id);
        const readyDays = shopDaysBetween(new Date(t.status_changed_at), now, timeZone);
        const counted = Number(t.ready_reminders ?? 0);
        const reached = remindNow ? days.filter((d) => readyDays >= d).length : 0;
        const remind = reached > counted;
        const abandon = abandonedDays > 0 && t.abandoned_at === null && readyDays >= abandonedDays;
        if (!remind && !abandon) continue;
        let update = trx
          .updateTable("tickets")
          .set({ ...(remind ? { ready_reminders: reached } : {}), ...(abandon ? { abandoned_at: at } : {}) })
          .where("id", "=", id)
          .where("status", "=", "ready")
          .where("status_changed_at", "=", t.status_changed_at)
          .where(sql<number>`coalesce(ready_reminders, 0)`, "=", counted);
        if (abandon) update = update.where("abandoned_at", "is", null);
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) continue;
        changed += 1;
        if (remind && t.email_consent_at && t.email && t.token) {
          const money = await balanceOf(trx, id);
          const message = readyReminderMessage(
            {
              ticketId: id,
              number: t.number,
              customerName: t.customer_name,
              email: t.email,
              statusUrl: ticketStatusUrl(t.token),
              readySince: formatTicketDate(t.status_changed_at, timeZone),
              balanceCents: money.chargeCents === 0 && money.paidCents === 0 ? null : money.balanceCents,
              abandonedDays,
            },
            business,
          );
          await queueMessage(trx, message, now);
          report.reminders += 1;
        }
        if (abandon) {
          await trx
            .insertInto("ticket_events")
            .values({
              ticket_id: id,
              from_status: "ready",
              to_status: "ready",
              public_note: null,
              private_note: abandonedNote(readyDays),
              actor: "system",
              at,
            })
            .execute();
          report.abandoned += 1;
        }
      }
      return { seen: rows.length, changed };
    });
    // A full batch goes on; one where nothing changed (another server's, or nothing due) ends the pass.
    if (handled.seen < BATCH || handled.changed === 0) return report;
  }
}
