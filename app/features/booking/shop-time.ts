/**
 * Calendar arithmetic in the shop's time zone, with nothing but Intl: a local date (YYYY-MM-DD)
 * and wall-clock time (HH:MM) to an instant and back, correct across daylight-saving changes.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading in `timeZone` at `instant`. */
export function localParts(instant: Date, timeZone: string) {
  const out: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") out[part.type] = Number(part.value);
  }
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute!, second: out.second! };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The shop's local date (YYYY-MM-DD) at `instant`. */
export function localDate(instant: Date, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Minutes `timeZone` is ahead of UTC at `instant` (−300 for New York in winter). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant the shop's clocks show `time` on `date`. A time skipped by a spring-forward change
 * resolves to the instant an hour later on the clock; a time that happens twice, to the first.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offsets in force a day either side cover any change on this date.
  const before = offsetMinutes(new Date(wall - 86_400_000), timeZone);
  const after = offsetMinutes(new Date(wall + 86_400_000), timeZone);
  const readings = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => {
      const p = localParts(new Date(instant), timeZone);
      return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) === wall;
    })
    .sort((a, b) => a - b);
  return new Date(readings[0] ?? wall - before * 60_000);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const DAY_LABEL = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
const DAY_LABEL_WITH_YEAR = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
});

/**
 * "2026-11-24" → "Tuesday, November 24". The formatters are made once: toLocaleDateString with
 * options builds a new one on every call, about a millisecond each.
 */
export function dayLabel(date: string, { withYear = false }: { withYear?: boolean } = {}): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return (withYear ? DAY_LABEL_WITH_YEAR : DAY_LABEL).format(new Date(Date.UTC(y, m - 1, d, 12)));
}

/** "15:00" → "3:00 PM". */
export function timeLabel(time: string): string {
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const hour = hh % 12 === 0 ? 12 : hh % 12;
  return `${hour}:${pad(mm)} ${hh < 12 ? "AM" : "PM"}`;
}

/** "9:00 AM to 12:00 PM". */
export function windowLabel(start: string, end: string): string {
  return `${timeLabel(start)} to ${timeLabel(end)}`;
}
