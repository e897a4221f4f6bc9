import { describe, expect, it } from "vitest";

import { csvCell } from "~/lib/csv";

import { leadsToCsv } from "./leads-csv";

/** Splits one CSV line the way a spreadsheet set to `sep` does: quoted cells stay whole. */
function splitLine(line: string, sep: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === sep) {
      cells.push(cell);
      cell = "";
    } else {
      cell += ch;
    }
  }
  cells.push(cell);
  return cells;
}

describe("leads CSV", () => {
  it("quotes every cell, doubling quotes inside", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+1 321 555 0100")).toBe(`"'+1 321 555 0100"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@cmd")).toBe(`"'@cmd"`);
  });

  it("keeps a cell whole in a semicolon or tab locale, so no part of it starts a formula cell", () => {
    const csv = leadsToCsv([
      {
        id: 1,
        erasedAt: null,
        issue: "slow",
        description: "Bob;=1+1\t=2+2",
        name: "Bob;=HYPERLINK(1)",
        email: "bob@example.com",
        phone: "321;@SUM(1)",
        clientTimestamp: "2026-11-20T10:00:00.000Z",
        receivedAt: "2026-11-20T10:01:00.000Z",
        stage: "lost",
        stageChangedAt: "2026-11-21T09:00:00.000Z",
        lostReason: "-went elsewhere;=1+1",
        booking: null,
        followUps: 0,
        triage: null,
      },
    ]);
    const row = csv.split("\r\n")[1]!;
    for (const sep of [",", ";", "\t"]) {
      const cells = splitLine(row, sep);
      expect(
        cells.some((c) => /^[=+\-@]/.test(c)),
        `separator ${JSON.stringify(sep)}: ${cells.join(" | ")}`,
      ).toBe(false);
    }
    expect(splitLine(row, ",")).toEqual([
      "2026-11-20T10:01:00.000Z",
      "lost",
      "Computer is running slow",
      "Bob;=1+1\t=2+2",
      "Bob;=HYPERLINK(1)",
      "bob@example.com",
      "321;@SUM(1)",
      "2026-11-20T10:00:00.000Z",
      "2026-11-21T09:00:00.000Z",
      "'-went elsewhere;=1+1",
      "",
      "",
    ]);
  });

  it("writes a header and one CRLF line per lead with the issue's label, its stage and its booking", () => {
    const csv = leadsToCsv([
      {
        id: 1,
        erasedAt: null,
        issue: "slow",
        description: "Takes 5 minutes to boot",
        name: "Pat Smith",
        email: "pat@example.com",
        phone: null,
        clientTimestamp: "2026-11-20T10:00:00.000Z",
        receivedAt: "2026-11-20T10:01:00.000Z",
        stage: "booked",
        stageChangedAt: "2026-11-20T11:00:00.000Z",
        lostReason: null,
        booking: { day: "2026-11-24", windowStart: "09:00", windowEnd: "12:00" },
        followUps: 0,
        triage: null,
      },
    ]);
    expect(csv.split("\r\n")).toEqual([
      '"Received","Stage","Issue","Description","Name","Email","Phone","Registered","Stage since","Lost reason","Booking day","Booking window"',
      '"2026-11-20T10:01:00.000Z","booked","Computer is running slow","Takes 5 minutes to boot","Pat Smith","pat@example.com","","2026-11-20T10:00:00.000Z","2026-11-20T11:00:00.000Z","","2026-11-24","09:00-12:00"',
      "",
    ]);
  });
});
