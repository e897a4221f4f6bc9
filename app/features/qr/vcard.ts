import type { BusinessInput, ContactInput } from "./schema";

const CRLF = "\r\n";

/** vCard 3.0 TEXT escaping (RFC 2426 §4): backslash first, then , ; and line breaks. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** N is family;given;additional;prefix;suffix. One name field: the last word is the family name. */
function structuredName(fullName: string): string {
  const words = fullName.split(/\s+/);
  const family = words.length > 1 ? words[words.length - 1] : fullName;
  const given = words.length > 1 ? words.slice(0, -1).join(" ") : "";
  return [family, given, "", "", ""].map(escapeVCardText).join(";");
}

function card(lines: Array<string | null>): string {
  const body = lines.filter((line): line is string => line !== null);
  return ["BEGIN:VCARD", "VERSION:3.0", ...body, "END:VCARD"].join(CRLF) + CRLF;
}

function prop(name: string, value: string): string | null {
  const trimmed = value.trim();
  return trimmed === "" ? null : `${name}:${escapeVCardText(trimmed)}`;
}

function nameLines(rawName: string): string[] {
  const name = rawName.trim();
  return [`N:${structuredName(name)}`, `FN:${escapeVCardText(name)}`];
}

/** ADR has seven components: PO box; extended; street; city; region; postal code; country. */
function address(
  type: string,
  parts: { street?: string; city?: string; region?: string; postalCode?: string; country?: string },
) {
  const components = ["", "", parts.street, parts.city, parts.region, parts.postalCode, parts.country].map((part) =>
    escapeVCardText((part ?? "").trim()),
  );
  return components.every((c) => c === "") ? null : `ADR;TYPE=${type}:${components.join(";")}`;
}

export function buildContactVCard(input: ContactInput): string {
  return card([
    ...nameLines(input.name),
    prop("EMAIL;TYPE=INTERNET", input.email),
    prop("TEL;TYPE=CELL", input.phone),
    address("HOME", {
      street: input.street,
      city: input.city,
      region: input.state,
      postalCode: input.zipCode,
      country: input.country,
    }),
    // The date input's YYYY-MM-DD goes out in the vCard basic format, YYYYMMDD.
    prop("BDAY", input.birthday.replace(/-/g, "")),
    prop("NOTE", input.note),
  ]);
}

export function buildBusinessVCard(input: BusinessInput, normalizedWebsite: string | null): string {
  return card([
    ...nameLines(input.name),
    prop("ORG", input.company),
    prop("TITLE", input.jobTitle),
    address("WORK", { street: input.address }),
    prop("URL", normalizedWebsite ?? ""),
    prop("EMAIL;TYPE=INTERNET", input.email),
    prop("TEL;TYPE=WORK,VOICE", input.phone),
    prop("TEL;TYPE=WORK,FAX", input.fax),
    prop("NOTE", input.note),
  ]);
}
