/**
 * The shop's opening hours per weekday, how the owner writes them (`Mo-Fr 09:00-18:00; Sa
 * 10:00-16:00`, or `24/7`), how visitors read them ("Open 24/7", "Mon–Fri 9 AM–6 PM · …") and
 * how search engines read them (schema.org openingHoursSpecification).
 */
import { ALWAYS_OPEN, WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from "./weekdays";

export { ALWAYS_OPEN, WEEKDAYS, type DayHours, type OpeningHours, type Weekday } from "./weekdays";

const SHORT: Record<Weekday, string> = { mon: "Mo", tue: "Tu", wed: "We", thu: "Th", fri: "Fr", sat: "Sa", sun: "Su" };
const LABEL: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" };
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;

export function isTime(value: string): boolean {
  return TIME.test(value);
}

/** Minutes since midnight of an HH:MM time (24:00 is 1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Whether a day's hours make sense: closed, or opening before closing. */
export function isValidDayHours(day: DayHours): boolean {
  if (day.closed) return true;
  return isTime(day.open) && isTime(day.close) && day.open !== "24:00" && minutesOf(day.open) < minutesOf(day.close);
}

export function isAlwaysOpen(hours: OpeningHours): boolean {
  return WEEKDAYS.every((d) => {
    const h = hours[d];
    return !h.closed && h.open === "00:00" && h.close === "24:00";
  });
}

/**
 * Reads `24/7` (or the old default text "Open 24/7"), or `;`-separated groups such as
 * `Mo-Fr 09:00-18:00; Sa 10:00-16:00` — day ranges and lists (`Mo,We`), days not named are
 * closed. Returns null when the text is not in that form.
 */
export function parseOpeningHours(text: string): OpeningHours | null {
  const value = text.trim();
  if (/^(open )?24\/7$/i.test(value)) return ALWAYS_OPEN;
  const hours = Object.fromEntries(WEEKDAYS.map((d) => [d, { closed: true }])) as OpeningHours;
  const seen = new Set<Weekday>();
  const groups = value.split(";").map((g) => g.trim());
  if (groups.length === 0 || groups.length > 7) return null;
  for (const group of groups) {
    const match = /^([A-Za-z,\- ]+?)\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(group);
    if (!match) return null;
    const days = parseDays(match[1]!.replace(/\s+/g, ""));
    const day: DayHours = { closed: false, open: match[2]!, close: match[3]! };
    if (!days || !isValidDayHours(day)) return null;
    for (const d of days) {
      if (seen.has(d)) return null;
      seen.add(d);
      hours[d] = day;
    }
  }
  return hours;
}

function dayFromShort(s: string): Weekday | undefined {
  return WEEKDAYS.find((d) => SHORT[d].toLowerCase() === s.toLowerCase());
}

function parseDays(spec: string): Weekday[] | null {
  const days: Weekday[] = [];
  for (const part of spec.split(",")) {
    const [from, to, ...rest] = part.split("-");
    const a = from ? dayFromShort(from) : undefined;
    if (!a || rest.length > 0) return null;
    if (to === undefined) {
      days.push(a);
      continue;
    }
    const b = dayFromShort(to);
    if (!b || WEEKDAYS.indexOf(b) < WEEKDAYS.indexOf(a)) return null;
    days.push(...WEEKDAYS.slice(WEEKDAYS.indexOf(a), WEEKDAYS.indexOf(b) + 1));
  }
  return days;
}

/** Consecutive weekdays with the same hours, in week order. */
function runs(hours: OpeningHours): Array<{ days: Weekday[]; hours: DayHours }> {
  const out: Array<{ days: Weekday[]; hours: DayHours }> = [];
  for (const day of WEEKDAYS) {
    const h = hours[day];
    const last = out[out.length - 1];
    if (last && sameHours(last.hours, h)) last.days.push(day);
    else out.push({ days: [day], hours: h });
  }
  return out;
}

const sameHours = (a: DayHours, b: DayHours) =>
  a.closed === b.closed && (a.closed || (!b.closed && a.open === b.open && a.close === b.close));

/** The owner's format back: `Mo-Fr 09:00-18:00; Sa 10:00-16:00` or `24/7`. */
export function formatOpeningHoursSpec(hours: OpeningHours): string {
  if (isAlwaysOpen(hours)) return "24/7";
  return runs(hours)
    .filter((r) => !r.hours.closed)
    .map((r) => {
      const h = r.hours as Extract<DayHours, { closed: false }>;
      const days = r.days.length === 1 ? SHORT[r.days[0]!] : `${SHORT[r.days[0]!]}-${SHORT[r.days[r.days.length - 1]!]}`;
      return `${days} ${h.open}-${h.close}`;
    })
    .join("; ");
}

/** 09:00 → "9 AM", 13:30 → "1:30 PM", 24:00 → "midnight". */
export function formatTime(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === 0 || minutes === 1440) return "midnight";
  if (minutes === 720) return "noon";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}${m ? `:${String(m).padStart(2, "0")}` : ""} ${h < 12 ? "AM" : "PM"}`;
}

/** What visitors read: "Open 24/7", or "Mon–Fri 9 AM–6 PM · Sat 10 AM–4 PM · Sun closed". */
export function describeOpeningHours(hours: OpeningHours): string {
  if (isAlwaysOpen(hours)) return "Open 24/7";
  return runs(hours)
    .map((r) => {
      const days = r.days.length === 1 ? LABEL[r.days[0]!] : `${LABEL[r.days[0]!]}–${LABEL[r.days[r.days.length - 1]!]}`;
      if (r.hours.closed) return `${days} closed`;
      return `${days} ${formatTime(r.hours.open)}–${formatTime(r.hours.close)}`;
    })
    .join(" · ");
}

/** schema.org OpeningHoursSpecification entries; a day open until midnight closes at 23:59. */
export function openingHoursSpecification(hours: OpeningHours): Array<Record<string, unknown>> {
  return runs(hours)
    .filter((r) => !r.hours.closed)
    .map((r) => {
      const h = r.hours as Extract<DayHours, { closed: false }>;
      return {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: r.days.map((d) => WEEKDAY_NAMES[d]),
        opens: h.open,
        closes: h.close === "24:00" ? "23:59" : h.close,
      };
    });
}
