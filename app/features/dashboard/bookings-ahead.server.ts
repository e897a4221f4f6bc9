import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { listWindowsAhead, type BookingSettings } from "~/features/booking/index.server";

import type { BookingsAhead } from "./types";

export const BOOKINGS_AHEAD_DAYS = 14;

/** The drop-off windows of the next 14 days (by the booking rules in force) and how full each is. */
export async function loadBookingsAhead(
  db: Kysely<Database>,
  now: Date,
  { settings, days = BOOKINGS_AHEAD_DAYS }: { settings: BookingSettings; days?: number },
): Promise<BookingsAhead> {
  const slotDays = await listWindowsAhead(db, settings, now, days);
  const windows = slotDays.flatMap((d) =>
    d.windows.map((w) => ({
      day: d.day,
      dayLabel: d.label,
      start: w.start,
      label: w.label,
      capacity: w.capacity,
      booked: w.capacity - w.left,
    })),
  );
  return {
    days,
    windows,
    booked: windows.reduce((sum, w) => sum + w.booked, 0),
    capacity: windows.reduce((sum, w) => sum + w.capacity, 0),
  };
}
