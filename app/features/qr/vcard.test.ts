import { describe, expect, it } from "vitest";

import { EMPTY_BUSINESS, EMPTY_CONTACT } from "./form-defaults";
import { buildBusinessVCard, buildContactVCard, escapeVCardText } from "./vcard";

describe("escapeVCardText", () => {
  it("escapes the backslash first, then commas, semicolons and line breaks", () => {
    expect(escapeVCardText("a\\b,c;d\ne\r\nf\rg")).toBe("a\\\\b\\,c\\;d\\ne\\nf\\ng");
    // A backslash already in front of a comma must not swallow the comma's escape.
    expect(escapeVCardText("\\,")).toBe("\\\\\\,");
  });

  it("leaves accents, CJK and emoji as they are", () => {
    expect(escapeVCardText("José Müller Łukasz 日本語 😀")).toBe("José Müller Łukasz 日本語 😀");
  });
});

describe("buildContactVCard", () => {
  it("writes only N and FN for a name alone, with CRLF line ends", () => {
    expect(buildContactVCard({ ...EMPTY_CONTACT, name: "José Müller" })).toBe(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Müller;José;;;\r\nFN:José Müller\r\nEND:VCARD\r\n",
    );
  });

  it("keeps a one-word name as the family name", () => {
    expect(buildContactVCard({ ...EMPTY_CONTACT, name: "日本語" })).toContain("\r\nN:日本語;;;;\r\nFN:日本語\r\n");
  });

  it("writes every filled field in the spec's order, escaped", () => {
    const card = buildContactVCard({
      name: "  Łukasz  Nowak, Jr.  ",
      email: " lukasz@example.pl ",
      phone: "+1 321-555-0100",
      street: "12 Elm St; Apt 4",
      city: "Melbourne",
      state: "FL",
      zipCode: "32901",
      country: "USA",
      birthday: "1990-05-17",
      note: "Line one\nLine two, with \\ backslash",
    });
    expect(card).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Jr.;Łukasz Nowak\\,;;;",
        "FN:Łukasz  Nowak\\, Jr.",
        "EMAIL;TYPE=INTERNET:lukasz@example.pl",
        "TEL;TYPE=CELL:+1 321-555-0100",
        "ADR;TYPE=HOME:;;12 Elm St\\; Apt 4;Melbourne;FL;32901;USA",
        "BDAY:19900517",
        "NOTE:Line one\\nLine two\\, with \\\\ backslash",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
  });

  it("writes ADR with all seven components when only the city is filled", () => {
    expect(buildContactVCard({ ...EMPTY_CONTACT, name: "A", city: "Melbourne" })).toContain(
      "\r\nADR;TYPE=HOME:;;;Melbourne;;;\r\n",
    );
  });

  it("skips fields that hold only spaces", () => {
    const card = buildContactVCard({ ...EMPTY_CONTACT, name: "A", email: "  ", note: " \n ", country: " " });
    expect(card).toBe("BEGIN:VCARD\r\nVERSION:3.0\r\nN:A;;;;\r\nFN:A\r\nEND:VCARD\r\n");
  });

  it("has no bare line feed anywhere", () => {
    const card = buildContactVCard({ ...EMPTY_CONTACT, name: "A", note: "x\ny\r\nz" });
    expect(card.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });
});

describe("buildBusinessVCard", () => {
  it("writes name, organisation, title, address, url, email, work phone, fax and note", () => {
    const card = buildBusinessVCard(
      {
        name: "José Müller",
        company: "Müller, Söhne & Co; GmbH",
        jobTitle: "CEO\\CTO",
        address: "1 Main St, Melbourne, FL 32901",
        phone: "321-555-0100",
        email: "jose@example.com",
        website: "example.com/a",
        fax: "321-555-0101",
        note: "日本語 😀",
      },
      "https://example.com/a",
    );
    expect(card).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Müller;José;;;",
        "FN:José Müller",
        "ORG:Müller\\, Söhne & Co\\; GmbH",
        "TITLE:CEO\\\\CTO",
        "ADR;TYPE=WORK:;;1 Main St\\, Melbourne\\, FL 32901;;;;",
        "URL:https://example.com/a",
        "EMAIL;TYPE=INTERNET:jose@example.com",
        "TEL;TYPE=WORK,VOICE:321-555-0100",
        "TEL;TYPE=WORK,FAX:321-555-0101",
        "NOTE:日本語 😀",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
  });

  it("leaves out empty optional fields", () => {
    expect(buildBusinessVCard({ ...EMPTY_BUSINESS, name: "Ann Lee", company: "Acme" }, null)).toBe(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lee;Ann;;;\r\nFN:Ann Lee\r\nORG:Acme\r\nEND:VCARD\r\n",
    );
  });
});
