/** How the admin's lead screens write times, days and durations (in the shop's time zone, SHOP_TIMEZONE). */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}
// A booking's day is a calendar day, not an instant: formatted as written, in UTC.
const dayFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "Nov 2, 2026, 10:30 AM" in `timeZone`, the shop's (pages read it from the root loader's data).
 * A caller without the zone gets the time in UTC, marked so, rather than a guessed zone.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return timeZone ? dateTimeFormat(timeZone).format(date) : `${dateTimeFormat("UTC").format(date)} UTC`;
}

/** "2026-11-24" → "Tue, Nov 24, 2026"; anything else is shown as stored. */
export function formatBookingDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** "09:00" → "9:00 AM"; anything else is shown as stored. */
export function formatClock(hhmm: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!match) return hhmm;
  const hours = Number(match[1]);
  if (hours > 23) return hhmm;
  return `${hours % 12 || 12}:${match[2]} ${hours < 12 ? "AM" : "PM"}`;
}

/** "9:00 AM – 12:00 PM". */
export function formatWindow(start: string, end: string): string {
  return `${formatClock(start)} – ${formatClock(end)}`;
}

/** How long from `since` to `now`, in the largest whole unit: "just now", "5 min", "3 h", "1 day", "12 days". */
export function formatAge(since: string, now: string): string {
  const ms = new Date(now).getTime() - new Date(since).getTime();
  if (!Number.isFinite(ms)) return "";
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day" : `${days} days`;
}
