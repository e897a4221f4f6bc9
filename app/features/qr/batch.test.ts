import fc from "fast-check";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";

import { decodeAll, prepareDecoder } from "../../../tests/qr-decoder";
import { BATCH_TEMPLATE, buildBatchZip, readBatch } from "./batch";
import { csvField, parseCsv } from "./csv";

beforeAll(() => prepareDecoder());

describe("parseCsv", () => {
  it("reads quotes, commas and line breaks inside fields, any line ending, and a BOM", () => {
    expect(parseCsv('\ufeffa,b\r\n"x, ""y""","line\nbreak"\rlast,\n\n')).toEqual([
      ["a", "b"],
      ['x, "y"', "line\nbreak"],
      ["last", ""],
    ]);
    expect(parseCsv('a,"open')).toBeNull();
  });

  it("reads back what csvField writes", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: "grapheme", maxLength: 12 }), { minLength: 2, maxLength: 5 }), {
          minLength: 1,
          maxLength: 5,
        }),
        (rows) => {
          const text = rows.map((r) => r.map(csvField).join(",")).join("\r\n");
          const expected = rows.map((r) => r.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v)));
          expect(parseCsv(text)).toEqual(expected.filter((r) => !(r.length === 1 && r[0] === "")));
        },
      ),
    );
  });
});

describe("readBatch", () => {
  it("builds the template's three rows", () => {
    const result = readBatch(BATCH_TEMPLATE);
    expect(result.ok && result.rows.map((r) => r.ok && [r.code.type, r.code.name])).toEqual([
      ["website", "example.com"],
      ["contact", "Jane Doe"],
      ["wifi", "Shop Guest"],
    ]);
  });

  it("gives each bad row its own message with its line number and keeps the good ones", () => {
    const csv = "type,name,website,ssid,password\nwebsite,,nota url\nfax,,,\nwifi,,,Net,short\nwebsite,Mine,example.org\n";
    const result = readBatch(csv);
    if (!result.ok) throw new Error(result.message);
    expect(result.rows.map((r) => (r.ok ? [r.line, r.code.name] : [r.line, r.message]))).toEqual([
      [2, "Invalid URL format"],
      [3, 'Type must be website, contact or wifi (found "fax")'],
      [4, "A WPA password has 8 to 63 characters"],
      [5, "Mine"],
    ]);
  });

  it.each([
    ["name,website\nx,y", "The first row must name the columns and include a type column. Download the template to see how."],
    ["type\n", "The CSV has no rows under its header."],
    ['type\n"x', "The CSV has a quoted field that is never closed."],
  ])("refuses %j as a whole", (csv, message) => {
    expect(readBatch(csv)).toEqual({ ok: false, message });
  });

  it("zips 100 rows with a manifest, and every code decodes byte-exact (timed by npm run bench qr)", async () => {
    const lines = ["type,name,website,email,phone,ssid,password,security,hidden,note"];
    for (let i = 0; i < 100; i++) {
      if (i % 3 === 0) lines.push(`website,,https://example.com/item/${i}?q=ñ,,,,,,,`);
      else if (i % 3 === 1) lines.push(`contact,"Müller, José ${i}",,j${i}@example.com,+1 321 555 01${i % 10}0,,,,,"note ${i}"`);
      else lines.push(`wifi,,,,,Net ${i},password${i},WPA,yes,`);
    }
    const result = readBatch(lines.join("\n"));
    if (!result.ok) throw new Error(result.message);
    const zip = buildBatchZip(result.rows) as Uint8Array;
    const files = unzipSync(zip);
    expect(Object.keys(files)).toHaveLength(101);
    const manifest = parseCsv(new TextDecoder().decode(files["manifest.csv"])) as string[][];
    expect(manifest[0]).toEqual(["line", "file", "type", "name", "content"]);
    expect(manifest).toHaveLength(101);
    for (const [line, file, , , content] of manifest.slice(1).filter((_, i) => i % 10 === 0)) {
      expect(Number(line)).toBeGreaterThan(1);
      const [read] = await decodeAll(files[file]);
      expect(Buffer.from(read.bytes)).toEqual(Buffer.from(content, "utf8"));
    }
  });
});
