import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { buildQrContent } from "./content";
import { buildEmailContent } from "./email";
import { buildEventContent } from "./event";
import { buildLocationContent } from "./geo";
import { buildPhoneContent, buildSmsContent } from "./phone";

const text = () => fc.string({ unit: "grapheme", maxLength: 40 });
const digits = fc.stringMatching(/^[0-9]{3,15}$/);
/** A phone number as people type it: digits with spaces, dots, dashes and brackets between. */
const typedPhone = fc
  .tuple(fc.boolean(), digits, fc.array(fc.constantFrom(" ", "-", ".", "(", ")"), { maxLength: 15 }))
  .map(([plus, number, seps]) => ({
    plain: (plus ? "+" : "") + number,
    typed: (plus ? "+" : "") + [...number].map((d, i) => d + (seps[i] ?? "")).join(""),
  }));

describe("phone and SMS", () => {
  it("tel: parses back to the number without its separators", () => {
    fc.assert(
      fc.property(typedPhone, ({ plain, typed }) => {
        const content = buildPhoneContent({ phone: typed });
        expect(content).toBe(`tel:${plain}`);
        expect(buildQrContent("phone", { phone: typed })).toMatchObject({ ok: true, content });
      }),
    );
  });

  it("SMSTO: splits back at the first colon into number and message", () => {
    fc.assert(
      fc.property(typedPhone, text(), ({ plain, typed }, message) => {
        const content = buildSmsContent({ phone: typed, message });
        expect(content.startsWith("SMSTO:")).toBe(true);
        const rest = content.slice("SMSTO:".length);
        const colon = rest.indexOf(":");
        expect([rest.slice(0, colon), rest.slice(colon + 1)]).toEqual([plain, message]);
      }),
    );
  });
});

describe("e-mail", () => {
  const address = fc
    .tuple(fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/), fc.stringMatching(/^[a-z0-9-]{1,15}\.[a-z]{2,6}$/))
    .map(([local, domain]) => `${local}@${domain}`);

  it("mailto: parses back to the address, subject and body (line breaks as CRLF)", () => {
    fc.assert(
      fc.property(address, text(), text(), (to, subject, body) => {
        const content = buildEmailContent({ to, subject, body });
        const url = new URL(content);
        expect(url.protocol).toBe("mailto:");
        expect(decodeURIComponent(url.pathname)).toBe(to);
        // Only URL-safe characters appear raw; everything else is percent-encoded UTF-8.
        expect(content).toMatch(/^[A-Za-z0-9:@._~!*'()%?&=+-]*$/);
        const crlf = (v: string) => v.replace(/\r\n|\r|\n/g, "\r\n");
        expect(url.searchParams.get("subject") ?? "").toBe(crlf(subject.trim()));
        expect(url.searchParams.get("body") ?? "").toBe(crlf(body));
      }),
    );
  });
});

describe("location", () => {
  it("geo: and the maps link parse back to the same coordinates", () => {
    const coordinate = (limit: number) => fc.double({ min: -limit, max: limit, noNaN: true }).map((n) => Number(n.toFixed(6)));
    fc.assert(
      fc.property(coordinate(90), coordinate(180), (lat, long) => {
        const input = { latitude: String(lat), longitude: String(long) };
        const geo = buildLocationContent({ ...input, format: "geo" });
        const [gLat, gLong] = geo.replace(/^geo:/, "").split(",").map(Number);
        expect([gLat, gLong]).toEqual([lat + 0, long + 0]);
        const maps = new URL(buildLocationContent({ ...input, format: "maps" }));
        expect(maps.origin).toBe("https://www.google.com");
        expect(maps.searchParams.get("query")?.split(",").map(Number)).toEqual([lat + 0, long + 0]);
      }),
    );
  });
});

// --- A small reader for one VEVENT as the builder writes it. ---
function parseEvent(content: string): Record<string, string> {
  expect(content.endsWith("\r\n")).toBe(true);
  const lines = content.slice(0, -2).split("\r\n");
  expect(lines[0]).toBe("BEGIN:VEVENT");
  expect(lines.at(-1)).toBe("END:VEVENT");
  const props: Record<string, string> = {};
  for (const line of lines.slice(1, -1)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon);
    expect(name in props, `${name} appears once`).toBe(false);
    props[name] = line.slice(colon + 1).replace(/\\([\\;,nN])/g, (_m, ch: string) => (ch === "n" || ch === "N" ? "\n" : ch));
  }
  return props;
}

/** The wall-clock time (YYYY-MM-DDTHH:MM) an iCalendar UTC stamp shows in a zone. */
function wallTime(stamp: string, timeZone: string): string {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(stamp) ?? [];
  const at = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

describe("calendar event", () => {
  const zones = fc.constantFrom("America/New_York", "America/Phoenix", "Europe/London", "Asia/Tokyo", "Pacific/Honolulu", "UTC");
  const minute = fc.integer({ min: Date.UTC(2020, 0, 1) / 60000, max: Date.UTC(2035, 0, 1) / 60000 });
  const local = (m: number) => new Date(m * 60000).toISOString().slice(0, 16);

  it("parses back to the same title, place, description and wall-clock times in the chosen zone", () => {
    fc.assert(
      fc.property(
        text(),
        text(),
        text(),
        zones,
        minute,
        fc.integer({ min: 1, max: 600 }),
        (title, location, description, timeZone, m, length) => {
          fc.pre(title.trim() !== "");
          const input = { title, location, description, timeZone, start: local(m), end: local(m + length) };
          const built = buildEventContent(input);
          // A wall time in the skipped hour of a spring-forward day does not exist: refused, never shifted.
          if (!built.ok) return;
          const props = parseEvent(built.content);
          expect(props.SUMMARY).toBe(title.trim().replace(/\r\n|\r/g, "\n"));
          expect(props.LOCATION ?? "").toBe(location.trim().replace(/\r\n|\r/g, "\n"));
          expect(props.DESCRIPTION ?? "").toBe(description.trim().replace(/\r\n|\r/g, "\n"));
          expect(wallTime(props.DTSTART, timeZone)).toBe(input.start);
          expect(wallTime(props.DTEND, timeZone)).toBe(input.end);
          expect(built.content).not.toMatch(/[^\r]\n|\r[^\n]/);
        },
      ),
    );
  });
});

describe("plain text", () => {
  it("is encoded exactly as typed", () => {
    fc.assert(
      fc.property(text(), (value) => {
        fc.pre(value.trim() !== "");
        expect(buildQrContent("text", { text: value })).toMatchObject({ ok: true, type: "text", content: value });
      }),
    );
  });
});
