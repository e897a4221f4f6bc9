import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { foldICalLine as foldLine } from "~/lib/ical";

import { buildIcs } from "./ics";

/** A small RFC 5545 reader: unfolds lines, splits name and value, unescapes TEXT. */
function parseIcs(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  const lines = physical.reduce<string[]>((acc, line) => {
    if (line.startsWith(" ")) acc[acc.length - 1] += line.slice(1);
    else acc.push(line);
    return acc;
  }, []);
  const unescape = (v: string) => v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
  const props = new Map<string, string>();
  const stack: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    const value = line.slice(colon + 1);
    if (name === "BEGIN") stack.push(value);
    else if (name === "END") expect(stack.pop()).toBe(value);
    else props.set(name, unescape(value));
  }
  expect(stack).toEqual([]);
  return props;
}

const event = {
  uid: "booking-12@shop.example",
  startsAt: "2026-11-24T14:00:00.000Z",
  endsAt: "2026-11-24T17:00:00.000Z",
  stamp: new Date("2026-11-23T12:00:05.123Z"),
  summary: "Drop off your computer at Space Coast PC Repair & Web Services",
  location: "100 Main St, Melbourne, FL 32935",
  description: "Window: 9:00 AM to 12:00 PM; bring the charger, too.\nPhone: (321) 555-0142",
};

describe("buildIcs", () => {
  it("makes a VEVENT a calendar reads back: UTC times, UID, DTSTAMP, escaped text", () => {
    const text = buildIcs(event);
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    const props = parseIcs(text);
    expect(props.get("DTSTART")).toBe("20261124T140000Z");
    expect(props.get("DTEND")).toBe("20261124T170000Z");
    expect(props.get("DTSTAMP")).toBe("20261123T120005Z");
    expect(props.get("UID")).toBe("booking-12@shop.example");
    expect(props.get("SUMMARY")).toBe(event.summary);
    expect(props.get("LOCATION")).toBe(event.location);
    expect(props.get("DESCRIPTION")).toBe(event.description);
    expect(text).toContain("LOCATION:100 Main St\\, Melbourne\\, FL 32935");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const folded = foldLine("DESCRIPTION:" + "é".repeat(100));
    for (const line of folded.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split("\r\n")
        .map((l, i) => (i === 0 ? l : l.slice(1)))
        .join(""),
    ).toBe("DESCRIPTION:" + "é".repeat(100));
  });

  it("round-trips any text a visitor or the shop could put in it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), fc.string({ maxLength: 200 }), (description, summary) => {
        const props = parseIcs(buildIcs({ ...event, description, summary }));
        expect(props.get("DESCRIPTION")).toBe(description.replace(/\r\n|\r/g, "\n"));
        expect(props.get("SUMMARY")).toBe(summary.replace(/\r\n|\r/g, "\n"));
      }),
    );
  });
});
