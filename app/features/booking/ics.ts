import { escapeICalText, foldICalLine, icalUtc } from "~/lib/ical";

/** One drop-off as an iCalendar event (RFC 5545), built in the browser from the booking answer. */
export interface CalendarEvent {
  /** Unique and stable for the booking, e.g. "booking-3q2X…@shop.example". */
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

/** What a drop-off's calendar entry is made from: the booking and the shop's saved facts. */
export interface DropOffFacts {
  /** The booking's opaque reference (never its running id). */
  ref: string;
  startsAt: string;
  endsAt: string;
  /** "9:00 AM to 12:00 PM". */
  windowLabel: string;
  note: string | null;
  shop: { name: string; address: string; phone: string };
}

/**
 * The one calendar entry of a drop-off, the same whether the visitor's browser makes it after
 * booking or the confirmation e-mail carries it. `host` makes the UID unique to this site.
 */
export function dropOffEvent(facts: DropOffFacts, host: string, stamp: Date): CalendarEvent {
  const { shop } = facts;
  return {
    uid: `booking-${facts.ref}@${host}`,
    startsAt: facts.startsAt,
    endsAt: facts.endsAt,
    stamp,
    summary: `Drop off your computer at ${shop.name}`,
    location: shop.address,
    description: `Drop-off window: ${facts.windowLabel}.\nPhone: ${shop.phone}${facts.note ? `\nYour note: ${facts.note}` : ""}`,
  };
}
