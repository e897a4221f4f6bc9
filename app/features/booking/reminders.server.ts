import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { queueMessage } from "~/features/outbox/index.server";
import { currentBusiness } from "~/features/settings/index.server";

import { bookingReminderMessage, canWriteTo, shopFacts } from "./messages.server";
import { getBookingSettings } from "./settings.server";
import { addDays, dayLabel, localDate, windowLabel, zonedInstant } from "./shop-time";

/** Reminders go out from this time of the shop's day before the drop-off, not at midnight. */
export const REMINDER_FROM = "09:00";
/** Bookings handled per transaction. */
const BATCH = 50;

export interface ReminderOptions {
  postgres: boolean;
  /** The shop's time zone; the settings in force when left out. */
  timeZone?: string;
}

/**
 * The day-before reminders: from REMINDER_FROM on the shop's day before a drop-off, every active
 * booking of tomorrow not yet handled gets its reminder queued, in the transaction that marks it
 * handled (reminded_at), so each booking is reminded once, however many servers run this pass.
 * The mark is a conditional update of rows chosen with FOR UPDATE SKIP LOCKED on PostgreSQL
 * (another server's pass skips the rows this one holds and, once it commits, no longer matches
 * them); SQLite has one writer. A booking made on the day before (or for today) gets none: its
 * confirmation came a few hours earlier. A cancelled booking is no longer active, so it gets none.
 * Returns how many reminders were queued.
 */
export async function queueBookingReminders(db: Kysely<Database>, now: Date, options: ReminderOptions): Promise<number> {
  const timeZone = options.timeZone ?? getBookingSettings().timeZone;
  const today = localDate(now, timeZone);
  if (now < zonedInstant(today, REMINDER_FROM, timeZone)) return 0;
  const tomorrow = addDays(today, 1);
  const startOfToday = zonedInstant(today, "00:00", timeZone).toISOString();
  const shop = shopFacts(currentBusiness());
  let queued = 0;
  for (;;) {
    const { handled, sent } = await db.transaction().execute(async (trx) => {
      let due = trx
        .selectFrom("bookings")
        .select("id")
        .where("day", "=", tomorrow)
        .where("status", "=", "active")
        .where("reminded_at", "is", null)
        .where("created_at", "<", startOfToday)
        .orderBy("id")
        .limit(BATCH);
      if (options.postgres) due = due.forUpdate().skipLocked();
      const claimed = await trx
        .updateTable("bookings")
        .set({ reminded_at: now.toISOString() })
        .where("id", "in", due)
        .where("status", "=", "active")
        .where("reminded_at", "is", null)
        .returning(["id", "ref", "lead_id", "day", "window_start", "window_end", "note"])
        .execute();
      if (claimed.length === 0) return { handled: 0, sent: 0 };
      const leads = await trx
        .selectFrom("leads")
        .select(["id", "name", "email"])
        .where(
          "id",
          "in",
          claimed.map((b) => b.lead_id),
        )
        .execute();
      const byId = new Map(leads.map((l) => [Number(l.id), l]));
      let count = 0;
      for (const booking of claimed.sort((a, b) => Number(a.id) - Number(b.id))) {
        const lead = byId.get(Number(booking.lead_id));
        if (!lead || !canWriteTo(lead.email)) continue;
        const facts = {
          bookingId: Number(booking.id),
          ref: booking.ref ?? String(booking.id),
          name: lead.name,
          email: lead.email,
          day: booking.day,
          dayLabel: dayLabel(booking.day, { withYear: true }),
          windowLabel: windowLabel(booking.window_start, booking.window_end),
          startsAt: zonedInstant(booking.day, booking.window_start, timeZone).toISOString(),
          endsAt: zonedInstant(booking.day, booking.window_end, timeZone).toISOString(),
          note: booking.note,
        };
        await queueMessage(trx, bookingReminderMessage(facts, shop), now);
        count += 1;
      }
      return { handled: claimed.length, sent: count };
    });
    queued += sent;
    if (handled < BATCH) return queued;
  }
}
