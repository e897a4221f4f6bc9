import fc from "fast-check";
import { describe, expect, it } from "vitest";

import type { BusinessInput, ContactInput, WifiInput } from "./schema";
import { buildBusinessVCard, buildContactVCard } from "./vcard";
import { buildWifiContent } from "./wifi";

/** Splits on `separator` where it is not escaped with a backslash; keeps the escapes. */
function splitUnescaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\" && i + 1 < text.length) {
      current += ch + text[i + 1];
      i++;
    } else if (ch === separator) {
      parts.push(current);
      current = "";
    } else current += ch;
  }
  parts.push(current);
  return parts;
}

// --- A small reader for the WIFI: scheme (ZXing's format). ---
function parseWifi(content: string): Record<string, string> {
  expect(content.startsWith("WIFI:")).toBe(true);
  expect(content.endsWith(";;")).toBe(true);
  const fields: Record<string, string> = {};
  for (const field of splitUnescaped(content.slice("WIFI:".length, -1), ";")) {
    if (field === "") continue;
    const colon = field.indexOf(":");
    const key = field.slice(0, colon);
    expect(key in fields, `field ${key} appears once`).toBe(false);
    fields[key] = field.slice(colon + 1).replace(/\\(.)/gsu, "$1");
  }
  return fields;
}

// --- A small reader for vCard 3.0 as the builders write it (no folded lines). ---
const unescapeText = (value: string) =>
  value.replace(/\\([\\,;nN])/g, (_m, ch: string) => (ch === "n" || ch === "N" ? "\n" : ch));

function parseVCard(content: string): Map<string, string[]> {
  expect(content.endsWith("\r\n")).toBe(true);
  const lines = content.slice(0, -2).split("\r\n");
  expect(lines[0]).toBe("BEGIN:VCARD");
  expect(lines[1]).toBe("VERSION:3.0");
  expect(lines.at(-1)).toBe("END:VCARD");
  const props = new Map<string, string[]>();
  for (const line of lines.slice(2, -1)) {
    // A raw line break inside a value would have started a new, bogus property.
    expect(line).not.toMatch(/[\r\n]/);
    const colon = line.indexOf(":");
    expect(colon).toBeGreaterThan(0);
    const name = line.slice(0, colon);
    expect(props.has(name), `${name} appears once`).toBe(false);
    props.set(name, splitUnescaped(line.slice(colon + 1), ";").map(unescapeText));
  }
  return props;
}

/** What a field holds after the builder trims it; line breaks of any kind read back as \n. */
const expected = (value: string) => value.trim().replace(/\r\n|\r|\n/g, "\n");

// Text that leans on every character the formats treat specially.
const tricky = fc.string({
  unit: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom("\\", ";", ",", ":", '"', "\n", "\r", "\r\n", " ", "\t", "n", "N") },
    { weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: "grapheme" }) },
  ),
  maxLength: 40,
});
const filled = tricky.filter((s) => s.trim() !== "");

function expectProp(props: Map<string, string[]>, name: string, input: string) {
  if (expected(input) === "") expect(props.has(name), `${name} left out when empty`).toBe(false);
  else expect(props.get(name), name).toEqual([expected(input)]);
}

describe("Wi-Fi content", () => {
  it("always parses back to the same network, password, security and hidden flag", () => {
    fc.assert(
      fc.property(filled, tricky, fc.constantFrom("WPA", "WEP", "nopass"), fc.boolean(), (ssid, password, security, hidden) => {
        const input: WifiInput = { ssid, password, security: security as WifiInput["security"], hidden };
        const fields = parseWifi(buildWifiContent(input));
        expect(fields.T).toBe(security);
        expect(fields.S).toBe(ssid);
        if (security === "nopass") expect(fields.P).toBeUndefined();
        else expect(fields.P).toBe(password);
        expect(fields.H).toBe(hidden ? "true" : undefined);
      }),
      { numRuns: 500 },
    );
  });
});

describe("vCards", () => {
  it("a contact card always parses back to the fields it was built from", () => {
    const contact = fc.record({
      name: filled,
      email: tricky,
      phone: tricky,
      street: tricky,
      city: tricky,
      state: tricky,
      zipCode: tricky,
      country: tricky,
      birthday: fc.oneof(
        fc.constant(""),
        fc
          .date({ min: new Date("1900-01-01"), max: new Date("2100-12-31"), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10)),
      ),
      note: tricky,
    });
    fc.assert(
      fc.property(contact, (input: ContactInput) => {
        const props = parseVCard(buildContactVCard(input));
        expect(props.get("FN")).toEqual([expected(input.name)]);
        expect(props.get("N")).toHaveLength(5);
        expectProp(props, "EMAIL;TYPE=INTERNET", input.email);
        expectProp(props, "TEL;TYPE=CELL", input.phone);
        expectProp(props, "NOTE", input.note);
        expect(props.get("BDAY")).toEqual(input.birthday ? [input.birthday.replace(/-/g, "")] : undefined);
        const address = ["", "", input.street, input.city, input.state, input.zipCode, input.country].map(expected);
        expect(props.get("ADR;TYPE=HOME")).toEqual(address.every((a) => a === "") ? undefined : address);
      }),
      { numRuns: 300 },
    );
  });

  it("a business card always parses back to the fields it was built from", () => {
    const business = fc.record({
      name: filled,
      company: filled,
      jobTitle: tricky,
      address: tricky,
      phone: tricky,
      email: tricky,
      website: fc.constant(""),
      fax: tricky,
      note: tricky,
    });
    const website = fc.option(fc.webUrl(), { nil: null });
    fc.assert(
      fc.property(business, website, (input: BusinessInput, url) => {
        const props = parseVCard(buildBusinessVCard(input, url));
        expect(props.get("FN")).toEqual([expected(input.name)]);
        expectProp(props, "ORG", input.company);
        expectProp(props, "TITLE", input.jobTitle);
        expectProp(props, "TEL;TYPE=WORK,VOICE", input.phone);
        expectProp(props, "TEL;TYPE=WORK,FAX", input.fax);
        expectProp(props, "EMAIL;TYPE=INTERNET", input.email);
        expectProp(props, "NOTE", input.note);
        expectProp(props, "URL", url ?? "");
        const street = expected(input.address);
        expect(props.get("ADR;TYPE=WORK")).toEqual(street === "" ? undefined : ["", "", street, "", "", "", ""]);
      }),
      { numRuns: 300 },
    );
  });
});
