import { escapeICalText, icalUtc } from "~/lib/ical";

import type { EventInput } from "./schema";

const CRLF = "\r\n";

/** How far the zone's wall clock is ahead of UTC at the instant `utcMs`, in ms. */
function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(utcMs));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The UTC instant at which the wall clock in `timeZone` shows `local` (YYYY-MM-DDTHH:MM[:SS]),
 * or null when that wall time does not exist there (the hour skipped when clocks go forward).
 * In the repeated hour when clocks go back, the first (daylight) instant is taken.
 */
export function zonedTimeToUtc(local: string, timeZone: string): number | null {
  const [date, time] = local.split("T");
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi, s = 0] = time.split(":").map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const candidates = new Set<number>();
  for (const probe of [wall - 86_400_000, wall, wall + 86_400_000]) candidates.add(wall - zoneOffsetMs(probe, timeZone));
  const exact = [...candidates].filter((utc) => utc + zoneOffsetMs(utc, timeZone) === wall).sort((a, b) => a - b);
  return exact[0] ?? null;
}

export type EventContentResult = { ok: true; content: string } | { ok: false; field: "start" | "end" };

/**
 * One VEVENT (what phone scanners read as "add to calendar"). Times go out in UTC, converted
 * from the chosen zone's wall clock, so the event lands at the right moment on any phone.
 * Without an end, the event lasts an hour.
 */
export function buildEventContent(input: EventInput): EventContentResult {
  const start = zonedTimeToUtc(input.start, input.timeZone);
  if (start === null) return { ok: false, field: "start" };
  const end = input.end === "" ? start + 3_600_000 : zonedTimeToUtc(input.end, input.timeZone);
  if (end === null) return { ok: false, field: "end" };
  const lines = [
    "BEGIN:VEVENT",
    `SUMMARY:${escapeICalText(input.title.trim())}`,
    `DTSTART:${icalUtc(start)}`,
    `DTEND:${icalUtc(end)}`,
    input.location.trim() === "" ? null : `LOCATION:${escapeICalText(input.location.trim())}`,
    input.description.trim() === "" ? null : `DESCRIPTION:${escapeICalText(input.description.trim())}`,
    "END:VEVENT",
  ];
  return { ok: true, content: lines.filter((line): line is string => line !== null).join(CRLF) + CRLF };
}
