/** The admin dashboard's figures; server only. */
import type { Kysely } from "kysely";

import type { OpeningHours } from "~/content/hours";
import type { Database } from "~/db/types";
import { getBookingSettings, type BookingSettings } from "~/features/booking/index.server";
import { currentSettings } from "~/features/settings/index.server";

import { loadAbandoned } from "./abandoned.server";
import { loadOutboxAlerts } from "./alerts.server";
import { loadBookingsAhead } from "./bookings-ahead.server";
import { loadAffiliateClicks } from "./clicks.server";
import { loadLeadsFunnel } from "./leads-funnel.server";
import { loadMoney } from "./money.server";
import { loadShopFloor } from "./shop-floor.server";
import { loadToday } from "./today.server";
import { loadTurnaround } from "./turnaround.server";
import type { Dashboard } from "./types";

export {
  loadAbandoned,
  loadOutboxAlerts,
  loadBookingsAhead,
  loadAffiliateClicks,
  loadLeadsFunnel,
  loadMoney,
  loadShopFloor,
  loadToday,
  loadTurnaround,
};
export type { Dashboard } from "./types";

export interface DashboardOptions {
  /** The booking rules (and the shop's time zone); the settings in force when left out. */
  booking?: BookingSettings;
  /** Days waiting for parts before a ticket is listed; the shop setting when left out. */
  waitingPartsDays?: number;
  /** Working hours a new lead may wait before today's list names it; the shop setting when left out. */
  leadWaitingHours?: number;
  /** Days a ready machine may wait before today's list names it; the shop setting when left out. */
  readyDays?: number;
  /** Opening hours for counting working hours; the saved business hours when left out. */
  openingHours?: OpeningHours;
  /** Whether to read the money panel (the user's role has the money capability); true when left out. */
  money?: boolean;
}

/** Every panel of /admin, read at `now`. */
export async function loadDashboard(db: Kysely<Database>, now: Date, options: DashboardOptions = {}): Promise<Dashboard> {
  const booking = options.booking ?? getBookingSettings();
  const timeZone = booking.timeZone;
  const settings = currentSettings();
  const waitingPartsDays = options.waitingPartsDays ?? settings["tickets.waitingPartsDays"];
  const working = {
    hours: options.openingHours ?? settings["business.openingHours"],
    closedDates: booking.closedDates,
    timeZone,
  };
  const [today, funnel, shopFloor, turnaround, bookingsAhead, clicks, alerts, money, abandoned] = await Promise.all([
    loadToday(db, now, {
      working,
      leadWaitingHours: options.leadWaitingHours ?? settings["leads.waitingHours"],
      readyDays: options.readyDays ?? settings["tickets.readyDays"],
    }),
    loadLeadsFunnel(db, now, { timeZone }),
    loadShopFloor(db, now, { waitingPartsDays }),
    loadTurnaround(db, now, { timeZone }),
    loadBookingsAhead(db, now, { settings: booking }),
    loadAffiliateClicks(db, now),
    loadOutboxAlerts(db, now),
    options.money === false ? null : loadMoney(db, now, { timeZone }),
    loadAbandoned(db, { timeZone }),
  ]);
  return {
    generatedAt: now.toISOString(),
    timeZone,
    today,
    funnel,
    shopFloor,
    turnaround,
    bookingsAhead,
    clicks,
    alerts,
    money,
    abandoned,
  };
}
