import { beforeAll, describe, expect, it } from "vitest";

import { decodeAll, prepareDecoder } from "../../../tests/qr-decoder";
import { buildQrContent } from "./content";
import { pngBytesFromDataUrl } from "./data-url";
import { buildEventContent, zonedTimeToUtc } from "./event";
import { EMPTY_EMAIL, EMPTY_LOCATION, EMPTY_SMS, emptyEvent } from "./form-defaults";
import { generateQr } from "./generate";

beforeAll(() => prepareDecoder());

/** An event form as the page starts it for a shop in New York. */
const EMPTY_EVENT_NY = emptyEvent("America/New_York");

describe("time zones", () => {
  it("converts a wall time to UTC with the zone's offset on that day", () => {
    expect(new Date(zonedTimeToUtc("2026-07-04T10:00", "America/New_York") as number).toISOString()).toBe(
      "2026-07-04T14:00:00.000Z",
    );
    expect(new Date(zonedTimeToUtc("2026-01-15T10:00", "America/New_York") as number).toISOString()).toBe(
      "2026-01-15T15:00:00.000Z",
    );
    expect(new Date(zonedTimeToUtc("2026-07-04T10:00", "America/Phoenix") as number).toISOString()).toBe(
      "2026-07-04T17:00:00.000Z",
    );
    expect(new Date(zonedTimeToUtc("2026-12-31T23:30", "Asia/Tokyo") as number).toISOString()).toBe("2026-12-31T14:30:00.000Z");
  });

  it("refuses the skipped spring-forward hour and takes the first of the repeated fall-back hour", () => {
    expect(zonedTimeToUtc("2026-03-08T02:30", "America/New_York")).toBeNull();
    expect(new Date(zonedTimeToUtc("2026-11-01T01:30", "America/New_York") as number).toISOString()).toBe(
      "2026-11-01T05:30:00.000Z",
    );
    expect(buildQrContent("event", { ...EMPTY_EVENT_NY, title: "x", start: "2026-03-08T02:30" })).toEqual({
      ok: false,
      message: "That time does not exist in the chosen time zone (the clocks skip it); pick another",
      fields: ["start"],
    });
  });

  it("writes the VEVENT in UTC, an hour long without an end", () => {
    const built = buildEventContent({
      ...EMPTY_EVENT_NY,
      title: "Repair; pickup, 日本",
      start: "2026-07-04T10:00",
      location: "Shop\nMelbourne",
    });
    expect(built).toEqual({
      ok: true,
      content:
        "BEGIN:VEVENT\r\nSUMMARY:Repair\\; pickup\\, 日本\r\nDTSTART:20260704T140000Z\r\nDTEND:20260704T150000Z\r\n" +
        "LOCATION:Shop\\nMelbourne\r\nEND:VEVENT\r\n",
    });
  });
});

describe("validation of the new types", () => {
  it.each([
    ["phone", { phone: "" }, "Please enter a phone number", ["phone"]],
    ["phone", { phone: "call me" }, "Please enter the phone number as digits, with an optional + and country code", ["phone"]],
    [
      "sms",
      { ...EMPTY_SMS, phone: "12" },
      "Please enter the phone number as digits, with an optional + and country code",
      ["phone"],
    ],
    ["email", { ...EMPTY_EMAIL, to: "" }, "Please enter an email address", ["to"]],
    ["email", { ...EMPTY_EMAIL, to: "a@b" }, "Please enter a valid email address", ["to"]],
    [
      "location",
      { ...EMPTY_LOCATION, latitude: "91", longitude: "0" },
      "Please enter a latitude between -90 and 90, like 28.0836",
      ["latitude"],
    ],
    [
      "location",
      { ...EMPTY_LOCATION, latitude: "1", longitude: "1e3" },
      "Please enter a longitude between -180 and 180, like -80.6081",
      ["longitude"],
    ],
    ["event", { ...EMPTY_EVENT_NY, start: "2026-01-01T10:00" }, "Please enter the event title", ["title"]],
    ["event", { ...EMPTY_EVENT_NY, title: "x" }, "Please enter when the event starts", ["start"]],
    [
      "event",
      { ...EMPTY_EVENT_NY, title: "x", start: "2026-01-01T10:00", end: "2026-01-01T09:00" },
      "The event must end after it starts",
      ["end"],
    ],
    [
      "event",
      { ...EMPTY_EVENT_NY, title: "x", start: "2026-01-01T10:00", timeZone: "Mars/Olympus" },
      "Please choose a time zone",
      ["timeZone"],
    ],
    ["text", { text: "  " }, "Please enter some text", ["text"]],
  ])("%s: %j", (type, input, message, fields) => {
    expect(buildQrContent(type, input)).toEqual({ ok: false, message, fields });
  });

  it("names codes after what they hold", () => {
    expect(buildQrContent("phone", { phone: "+1 (321) 555-0100" })).toMatchObject({ name: "+13215550100" });
    expect(buildQrContent("location", { ...EMPTY_LOCATION, latitude: "+28.0836", longitude: "-80.60810" })).toMatchObject({
      name: "28.0836, -80.6081",
      content: "geo:28.0836,-80.6081",
    });
    expect(buildQrContent("text", { text: "first line\nsecond" })).toMatchObject({ name: "first line" });
  });
});

const TRICKY = [
  "plain",
  'comma, semi; colon: quote" back\\slash',
  "José Müller",
  "日本語のテキスト",
  "emoji 😀🎉 and 👩‍💻",
  "line one\nline two",
];

async function expectDecodes(type: string, input: unknown): Promise<string> {
  const result = generateQr(type, input);
  if (!result.ok) throw new Error(result.message);
  const [read] = await decodeAll(pngBytesFromDataUrl(result.code.url));
  expect(read.isValid).toBe(true);
  expect(read.hasECI).toBe(false);
  expect(Buffer.from(read.bytes)).toEqual(Buffer.from(result.code.content, "utf8"));
  return result.code.content;
}

describe("the new types read back byte-exact by ZXing", () => {
  it.each(TRICKY)("SMS, e-mail, event and text with %j", async (value) => {
    expect(await expectDecodes("sms", { phone: "+1 321 555 0100", message: value })).toBe(`SMSTO:+13215550100:${value}`);
    await expectDecodes("email", { to: "shop@example.com", subject: value, body: value });
    await expectDecodes("event", {
      ...EMPTY_EVENT_NY,
      title: value,
      start: "2026-07-04T10:00",
      location: value,
      description: value,
    });
    expect(await expectDecodes("text", { text: value })).toBe(value);
  });

  it("phone and both location forms", async () => {
    expect(await expectDecodes("phone", { phone: "(321) 555-0100" })).toBe("tel:3215550100");
    expect(await expectDecodes("location", { latitude: "28.0836", longitude: "-80.6081", format: "geo" })).toBe(
      "geo:28.0836,-80.6081",
    );
    expect(await expectDecodes("location", { latitude: "28.0836", longitude: "-80.6081", format: "maps" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=28.0836%2C-80.6081",
    );
  });
});
