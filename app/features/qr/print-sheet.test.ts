import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { decodeAll, prepareDecoder } from "../../../tests/qr-decoder";
import { makeSavedCode } from "./collection";
import { generateQr } from "./generate";
import { buildPrintSheet } from "./print-sheet";
import type { SavedQrCode } from "./schema";
import { DEFAULT_STYLE } from "./style";

const dir = mkdtempSync(join(tmpdir(), "qr-sheet-"));
beforeAll(() => prepareDecoder());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function saved(count: number): Array<{ item: SavedQrCode; content: string }> {
  const out: Array<{ item: SavedQrCode; content: string }> = [];
  for (let i = 0; i < count; i++) {
    const style = i % 3 === 1 ? { ...DEFAULT_STYLE, foreground: "#1d3557", background: "#f1faee" } : DEFAULT_STYLE;
    const result = generateQr("text", { text: `Label ${i + 1}: Łódź ${"x".repeat(i)}` }, style);
    if (!result.ok) throw new Error(result.message);
    out.push({ item: makeSavedCode(result.code, [], 1_700_000_000_000 + i), content: result.code.content });
  }
  return out;
}

/** Renders one page with Debian's pdftoppm at 300 dpi and returns the PNG. */
function renderPage(pdf: Uint8Array, page: number): Uint8Array {
  const file = join(dir, `sheet-${page}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const prefix = file.replace(/\.pdf$/, "");
  execFileSync("pdftoppm", ["-png", "-r", "300", "-f", String(page), "-l", String(page), "-singlefile", file, prefix]);
  return new Uint8Array(readFileSync(`${prefix}.png`));
}

describe("the PDF print sheet", () => {
  it.each([
    ["letter", "3x8"],
    ["a4", "3x8"],
    ["letter", "2x4"],
  ] as const)(
    "on %s in a %s grid: every code on the rendered page decodes byte-exact",
    async (paper, grid) => {
      const perPage = grid === "2x4" ? 8 : 24;
      const codes = saved(perPage + 2);
      const sheet = await buildPrintSheet(
        codes.map((c) => c.item),
        paper,
        grid,
      );
      expect(sheet.failed).toEqual([]);
      expect(sheet.pages).toBe(2);
      const pdf = sheet.pdf as Uint8Array;
      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
      const first = await decodeAll(renderPage(pdf, 1), { maxNumberOfSymbols: 30 });
      const texts = first.map((r) => new TextDecoder().decode(r.bytes)).sort();
      expect(texts).toEqual(
        codes
          .slice(0, perPage)
          .map((c) => c.content)
          .sort(),
      );
      const second = await decodeAll(renderPage(pdf, 2), { maxNumberOfSymbols: 30 });
      expect(second.map((r) => new TextDecoder().decode(r.bytes)).sort()).toEqual(
        codes
          .slice(perPage)
          .map((c) => c.content)
          .sort(),
      );
    },
    60_000,
  );

  it("prints the names under the codes (characters outside the PDF font as ?), skipping unreadable images", async () => {
    const [good] = saved(1);
    const item = { ...good.item, name: "Shop Wi-Fi Łódź" };
    const broken = { id: "2", url: "data:image/png;base64,AAAA", name: "Broken", type: "text" as const };
    const sheet = await buildPrintSheet([item, broken], "letter", "3x8");
    expect(sheet.failed).toEqual(["Broken"]);
    const file = join(dir, "names.pdf");
    writeFileSync(file, sheet.pdf as Uint8Array);
    const text = execFileSync("pdftotext", [file, "-"]).toString();
    expect(text).toContain("Shop Wi-Fi ?ód?");
  });

  it("makes no PDF when nothing could be read", async () => {
    const sheet = await buildPrintSheet([{ id: "1", url: "data:image/png;base64,AAAA", name: "x", type: "text" }], "a4", "2x4");
    expect(sheet).toEqual({ pdf: null, failed: ["x"], pages: 0 });
  });
});
