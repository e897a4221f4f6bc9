import { escapeICalText, foldICalLine, icalUtc } from "~/lib/ical";

/** One drop-off as an iCalendar event (RFC 5545), built in the browser from the booking answer. */
export interface CalendarEvent {
  /** Unique and stable for the booking, e.g. "booking-12@shop.example". */
  uid: string;
  /** ISO instants; written in UTC, so no VTIMEZONE is needed. */
  startsAt: string;
  endsAt: string;
  /** When the file was made. */
  stamp: Date;
  summary: string;
  location: string;
  description: string;
}

/** The drop-off as a whole .ics file: CRLF lines, each folded at 75 octets. */
export function buildIcs(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Space Coast PC Repair//Bench booking//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeICalText(event.uid)}`,
    `DTSTAMP:${icalUtc(event.stamp)}`,
    `DTSTART:${icalUtc(new Date(event.startsAt))}`,
    `DTEND:${icalUtc(new Date(event.endsAt))}`,
    `SUMMARY:${escapeICalText(event.summary)}`,
    `LOCATION:${escapeICalText(event.location)}`,
    `DESCRIPTION:${escapeICalText(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldICalLine).join("\r\n") + "\r\n";
}
