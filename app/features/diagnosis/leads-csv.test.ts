import { describe, expect, it } from "vitest";

import { csvCell, leadsToCsv } from "./leads-csv";

describe("leads CSV", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe("");
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1 321 555 0100")).toBe(`"'+1 321 555 0100"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@cmd")).toBe(`"'@cmd"`);
  });

  it("writes a header and one CRLF line per lead with the issue's label", () => {
    const csv = leadsToCsv([
      {
        id: 1,
        issue: "slow",
        description: "Takes 5 minutes to boot",
        name: "Pat Smith",
        email: "pat@example.com",
        phone: null,
        clientTimestamp: "2026-11-20T10:00:00.000Z",
        receivedAt: "2026-11-20T10:01:00.000Z",
        status: "new",
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      "Received,Status,Issue,Description,Name,Email,Phone,Registered",
      "2026-11-20T10:01:00.000Z,new,Computer is running slow,Takes 5 minutes to boot,Pat Smith,pat@example.com,,2026-11-20T10:00:00.000Z",
      "",
    ]);
  });
});
