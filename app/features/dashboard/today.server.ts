import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { localDate, windowLabel } from "~/features/booking/index.server";
import { CLOSED_STATUSES, isTicketStatus } from "~/features/tickets";

import type { Today, TodayTicket } from "./types";
import { workingCalendar, type WorkingTime } from "./working-hours.server";

/** Each list of today's work shows at most this many; its count covers them all. */
export const TODAY_SHOWN = 50;

const DAY_MS = 86_400_000;

export interface TodayOptions {
  working: WorkingTime;
  /** Working hours a new lead may wait before it is listed. */
  leadWaitingHours: number;
  /** Days a ready machine may wait for its owner before it is listed. */
  readyDays: number;
}

const ticketColumns = ["id", "number", "device_model", "customer_name", "status", "status_changed_at", "promised_on"] as const;

/**
 * The dashboard's list of today's work, at `now` in the shop's time zone: today's drop-offs, new
 * leads unanswered for `leadWaitingHours` of opening time or more, machines ready for pickup
 * longer than `readyDays`, and repairs whose promised date is today or past (not yet ready).
 */
export async function loadToday(db: Kysely<Database>, now: Date, options: TodayOptions): Promise<Today> {
  const { working, leadWaitingHours, readyDays } = options;
  const date = localDate(now, working.timeZone);
  const calendar = workingCalendar(working);
  const leadCutoff = calendar.cutoff(now, leadWaitingHours * 60);
  const readyCutoff = new Date(now.getTime() - readyDays * DAY_MS).toISOString();

  const waiting = db
    .selectFrom("leads")
    .where("stage", "=", "new")
    .where("erased_at", "is", null)
    // No cutoff: the shop was not open that long in the span looked at, so nobody has waited it.
    .where("received_at", "<=", leadCutoff?.toISOString() ?? "");
  const uncollected = db.selectFrom("tickets").where("status", "=", "ready").where("status_changed_at", "<", readyCutoff);
  const promised = db
    .selectFrom("tickets")
    .where("promised_on", "<=", date)
    .where("status", "not in", [...CLOSED_STATUSES, "ready"]);

  const [dropOffs, leads, leadCount, ready, readyCount, promises, promiseCount] = await Promise.all([
    db
      .selectFrom("bookings")
      .innerJoin("leads", "leads.id", "bookings.lead_id")
      .select([
        "bookings.id",
        "bookings.lead_id",
        "bookings.window_start",
        "bookings.window_end",
        "bookings.status",
        "leads.name",
        "leads.issue",
      ])
      .where("bookings.day", "=", date)
      .where("bookings.status", "in", ["active", "attended"])
      .orderBy("bookings.window_start")
      .orderBy("bookings.id")
      .limit(TODAY_SHOWN * 4)
      .execute(),
    waiting.select(["id", "name", "issue", "received_at"]).orderBy("received_at").orderBy("id").limit(TODAY_SHOWN).execute(),
    waiting.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
    uncollected.select(ticketColumns).orderBy("status_changed_at").orderBy("id").limit(TODAY_SHOWN).execute(),
    uncollected.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
    promised.select(ticketColumns).orderBy("promised_on").orderBy("id").limit(TODAY_SHOWN).execute(),
    promised.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirst(),
  ]);

  const toTicket = (r: (typeof ready)[number]): TodayTicket[] =>
    isTicketStatus(r.status)
      ? [
          {
            id: Number(r.id),
            number: r.number,
            deviceModel: r.device_model,
            customerName: r.customer_name,
            status: r.status,
            daysReady: Math.max(0, Math.floor((now.getTime() - Date.parse(r.status_changed_at)) / DAY_MS)),
            promisedOn: r.promised_on,
          },
        ]
      : [];

  return {
    date,
    dropOffs: dropOffs.map((b) => ({
      bookingId: Number(b.id),
      leadId: Number(b.lead_id),
      name: b.name,
      issue: b.issue,
      windowLabel: windowLabel(b.window_start, b.window_end),
      checkedIn: b.status === "attended",
    })),
    waitingLeads: {
      items: leadCutoff
        ? leads.map((l) => ({
            id: Number(l.id),
            name: l.name,
            issue: l.issue,
            receivedAt: l.received_at,
            workingHours: Math.floor(calendar.minutesBetween(new Date(l.received_at), now) / 60),
          }))
        : [],
      count: leadCutoff ? Number(leadCount?.n ?? 0) : 0,
    },
    uncollected: { items: ready.flatMap(toTicket), count: Number(readyCount?.n ?? 0) },
    promised: { items: promises.flatMap(toTicket), count: Number(promiseCount?.n ?? 0) },
    leadWaitingHours,
    readyDays,
  };
}
