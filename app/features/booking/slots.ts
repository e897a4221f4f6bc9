import { addDays, dayLabel, localDate, weekdayOf, windowLabel, zonedInstant } from "./shop-time";

/** What the slot computation needs to know about the shop (the booking settings). */
export interface BookingSettings {
  /** Weekdays open for drop-off, 0 = Sunday. */
  weekdays: number[];
  windows: Array<{ start: string; end: string }>;
  capacity: number;
  /** How many days, today included, are offered. */
  daysAhead: number;
  closedDates: string[];
  timeZone: string;
  /** Windows per weekday (0 = Sunday), where they differ by day; when set it decides over `weekdays` and `windows`. */
  windowsByWeekday?: ReadonlyArray<ReadonlyArray<{ start: string; end: string }>>;
  /** Set while the owner has paused online booking: nothing is offered and visitors read this instead. */
  pausedMessage?: string | null;
}

/** The windows a weekday (0 = Sunday) offers. */
export function windowsOn(settings: BookingSettings, weekday: number): ReadonlyArray<{ start: string; end: string }> {
  if (settings.windowsByWeekday) return settings.windowsByWeekday[weekday] ?? [];
  return settings.weekdays.includes(weekday) ? settings.windows : [];
}

export interface Slot {
  day: string;
  start: string;
  end: string;
  /** "9:00 AM to 12:00 PM". */
  label: string;
  /** When the window opens and closes (ISO, UTC). */
  startsAt: string;
  endsAt: string;
  capacity: number;
  left: number;
  full: boolean;
}

export interface SlotDay {
  day: string;
  /** "Tuesday, November 24". */
  label: string;
  windows: Slot[];
}

/** Seats taken per window, keyed by slotKey(day, start). */
export type TakenSeats = ReadonlyMap<string, number>;

export const slotKey = (day: string, start: string) => `${day} ${start}`;

/**
 * The windows a visitor may book from `now` on: the next `daysAhead` local days (today first)
 * that are open weekdays and not closed dates, each day's windows that have not started yet,
 * with the places left. Full windows stay in the list, marked full; days with nothing left to
 * show are left out.
 */
export function listSlots(settings: BookingSettings, now: Date, taken: TakenSeats = new Map()): SlotDay[] {
  if (settings.pausedMessage) return [];
  const today = localDate(now, settings.timeZone);
  const closed = new Set(settings.closedDates);
  const days: SlotDay[] = [];
  for (let i = 0; i < settings.daysAhead; i++) {
    const day = addDays(today, i);
    if (closed.has(day)) continue;
    const windows: Slot[] = [];
    for (const { start, end } of windowsOn(settings, weekdayOf(day))) {
      const startsAt = zonedInstant(day, start, settings.timeZone);
      if (startsAt.getTime() <= now.getTime()) continue;
      const left = Math.max(0, settings.capacity - (taken.get(slotKey(day, start)) ?? 0));
      windows.push({
        day,
        start,
        end,
        label: windowLabel(start, end),
        startsAt: startsAt.toISOString(),
        endsAt: zonedInstant(day, end, settings.timeZone).toISOString(),
        capacity: settings.capacity,
        left,
        full: left === 0,
      });
    }
    if (windows.length > 0) days.push({ day, label: dayLabel(day), windows });
  }
  return days;
}

/** The window the settings offer right now for this day and start, full or not; null otherwise. */
export function findOfferedSlot(settings: BookingSettings, now: Date, day: string, start: string): Slot | null {
  for (const d of listSlots(settings, now)) {
    if (d.day !== day) continue;
    return d.windows.find((w) => w.start === start) ?? null;
  }
  return null;
}

/** The first window with a place left at or after `day` `start`, else the first one at all; null when all are full. */
export function nextFreeSlot(days: SlotDay[], day: string, start: string): Slot | null {
  const free = days.flatMap((d) => d.windows).filter((w) => !w.full);
  return free.find((w) => slotKey(w.day, w.start) >= slotKey(day, start)) ?? free[0] ?? null;
}

/** "Tuesday, November 24, 9:00 AM to 12:00 PM, 2 places left" — what a screen reader says for a window. */
export function slotSpokenLabel(dayText: string, slot: Pick<Slot, "label" | "left" | "full">): string {
  const places = slot.full ? "full" : `${slot.left} ${slot.left === 1 ? "place" : "places"} left`;
  return `${dayText}, ${slot.label}, ${places}`;
}
