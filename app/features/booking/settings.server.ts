import { currentSettings, currentTimeZone } from "~/features/settings/index.server";

import type { BookingSettings } from "./slots";

// The settings page's weekdays, in the order of BookingSettings.windowsByWeekday (0 = Sunday).
const WEEKDAY_KEYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/**
 * The one way booking code reads the shop's windows, capacity, horizon, closed dates, pause and
 * time zone: what the owner saved on /admin/settings, over the environment's defaults (the time
 * zone is the environment's only, through currentTimeZone()).
 */
export function getBookingSettings(): BookingSettings {
  const s = currentSettings();
  const byDay = WEEKDAY_KEYS.map((day) => s["booking.windows"][day]);
  return {
    weekdays: byDay.flatMap((windows, weekday) => (windows.length > 0 ? [weekday] : [])),
    windows: byDay.find((windows) => windows.length > 0) ?? [],
    windowsByWeekday: byDay,
    capacity: s["booking.capacity"],
    daysAhead: s["booking.daysAhead"],
    closedDates: s["booking.closedDates"].map((d) => d.date),
    timeZone: currentTimeZone(),
    pausedMessage: s["booking.paused"] ? s["booking.pauseMessage"] : null,
  };
}
