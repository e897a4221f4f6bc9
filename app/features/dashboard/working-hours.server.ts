import type { OpeningHours, Weekday } from "~/content/hours";
import { addDays, localDate, weekdayOf, zonedInstant } from "~/features/booking/index.server";

/** The shop's working time: its opening hours per weekday, the dates it is closed, its time zone. */
export interface WorkingTime {
  hours: OpeningHours;
  /** Local dates (YYYY-MM-DD) the shop is closed whatever its hours say. */
  closedDates: readonly string[];
  timeZone: string;
}

/** How far back the counting looks: a lead waits days, not years (retention removes old ones). */
const MAX_DAYS = 400;
const BY_WEEKDAY: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

/**
 * Counts opening time between instants, in the shop's time zone (daylight-saving days included).
 * Each local day's open interval is worked out once per calendar and kept, so a list of leads
 * costs one pass over the days it spans.
 */
export function workingCalendar({ hours, closedDates, timeZone }: WorkingTime) {
  const closed = new Set(closedDates);
  const intervals = new Map<string, readonly [number, number] | null>();

  /** The open interval of a local day, as epoch milliseconds, or null when closed all day. */
  function openOn(day: string): readonly [number, number] | null {
    if (intervals.has(day)) return intervals.get(day)!;
    const h = hours[BY_WEEKDAY[weekdayOf(day)]!];
    const open =
      closed.has(day) || h.closed
        ? null
        : ([
            zonedInstant(day, h.open, timeZone).getTime(),
            (h.close === "24:00"
              ? zonedInstant(addDays(day, 1), "00:00", timeZone)
              : zonedInstant(day, h.close, timeZone)
            ).getTime(),
          ] as const);
    intervals.set(day, open);
    return open;
  }

  return {
    /**
     * The latest instant from which `minutes` of opening time have passed by `now`: anything
     * that arrived at or before it has waited at least that long. Null when the shop was open
     * less than that in the whole span looked at.
     */
    cutoff(now: Date, minutes: number): Date | null {
      if (minutes <= 0) return now;
      let left = minutes * 60_000;
      let day = localDate(now, timeZone);
      for (let i = 0; i < MAX_DAYS; i += 1, day = addDays(day, -1)) {
        const open = openOn(day);
        if (!open) continue;
        const end = Math.min(open[1], now.getTime());
        if (end <= open[0]) continue;
        if (end - open[0] >= left) return new Date(end - left);
        left -= end - open[0];
      }
      return null;
    },

    /** Minutes of opening time from `from` to `to`. */
    minutesBetween(from: Date, to: Date): number {
      if (to <= from) return 0;
      let total = 0;
      let day = localDate(to, timeZone);
      const first = localDate(from, timeZone);
      for (let i = 0; i < MAX_DAYS && day >= first; i += 1, day = addDays(day, -1)) {
        const open = openOn(day);
        if (!open) continue;
        total += Math.max(0, Math.min(open[1], to.getTime()) - Math.max(open[0], from.getTime()));
      }
      return Math.floor(total / 60_000);
    },
  };
}
