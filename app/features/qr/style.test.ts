import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";

import { decodeAll, prepareDecoder } from "../../../tests/qr-decoder";
import { pngBytesFromDataUrl } from "./data-url";
import { EMPTY_CONTACT } from "./form-defaults";
import { generateQr, type GeneratedQr } from "./generate";
import { contrastRatio, DEFAULT_STYLE, judgeColours, pixelSize, type QrStyle } from "./style";

beforeAll(() => prepareDecoder());

function make(style: Partial<QrStyle>, text = "José Müller 日本語"): GeneratedQr {
  const result = generateQr("contact", { ...EMPTY_CONTACT, name: text, note: "styled" }, { ...DEFAULT_STYLE, ...style });
  if (!result.ok) throw new Error(result.message);
  return result.code;
}

describe("contrast", () => {
  it("computes the WCAG luminance ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("refuses below 3:1, warns below 4.5:1 and on light-on-dark codes", () => {
    expect(judgeColours("#000000", "#ffffff")).toEqual({ ratio: 21, refusal: null, warnings: [] });
    expect(judgeColours("#aaaaaa", "#ffffff").refusal).toMatch(/^Contrast 2\.3:1 is too low to scan/);
    expect(judgeColours("#888888", "#ffffff").warnings).toEqual([
      "Contrast 3.5:1 is low: it may not scan when printed or in poor light. 4.5:1 or more is safer.",
    ]);
    expect(judgeColours("#ffffff", "#000000").warnings).toEqual([
      "Light code on a dark background (inverted): many phone cameras and older scanner apps cannot read it.",
    ]);
  });

  it("will not make a code in colours that cannot scan, and names both colour fields", () => {
    const result = generateQr("text", { text: "x" }, { ...DEFAULT_STYLE, foreground: "#bbbbbb" });
    expect(result).toMatchObject({ ok: false, fields: ["style-foreground", "style-background"] });
  });

  it("refuses a print size outside 2 to 20 cm", () => {
    for (const printCm of ["1", "21", "abc", "-5"]) {
      expect(generateQr("text", { text: "x" }, { ...DEFAULT_STYLE, printCm })).toEqual({
        ok: false,
        message: "Please enter a print size from 2 to 20 cm, or leave it empty",
        fields: ["style-printCm"],
      });
    }
  });
});

describe("styled codes", () => {
  it("the default style gives exactly the classic picture", () => {
    const classic = generateQr("text", { text: "same bytes" });
    const styled = generateQr("text", { text: "same bytes" }, { ...DEFAULT_STYLE, foreground: "#000000" });
    expect(classic.ok && styled.ok && classic.code.url === styled.code.url).toBe(true);
    expect(styled.ok && styled.code.styled).toBe(false);
  });

  it.each<Partial<QrStyle>>([
    { foreground: "#1d3557", background: "#f1faee" },
    { foreground: "#7a1f00", background: "#ffe8a3", ecLevel: "H" },
    { ecLevel: "L", quietZone: "4", size: "500" },
    { foreground: "#006400", quietZone: "8", size: "1000", ecLevel: "Q" },
    { foreground: "#ffffff", background: "#102030", quietZone: "4" },
  ])("%j decodes byte-exact", async (style) => {
    const code = make(style);
    expect(code.styled).toBe(true);
    const png = pngBytesFromDataUrl(code.url);
    const picture = PNG.sync.read(Buffer.from(png));
    const side = pixelSize({ ...DEFAULT_STYLE, ...style });
    expect([picture.width, picture.height]).toEqual([side, side]);
    const [read] = await decodeAll(png, { tryInvert: true });
    expect(Buffer.from(read.bytes)).toEqual(Buffer.from(code.content, "utf8"));
    expect(read.ecLevel).toBe(style.ecLevel ?? "M");
    if (style.background) expect(code.svg).toContain(`<path fill="${style.foreground}"`);
  });

  it.each(["4", "6", "8"] as const)("keeps a quiet zone of %s modules when asked", (quietZone) => {
    const code = make({ quietZone, size: "1000" });
    const picture = PNG.sync.read(Buffer.from(pngBytesFromDataUrl(code.url)));
    const dark = (x: number, y: number) => picture.data[(y * 1000 + x) * 4] < 128;
    // The top-left finder pattern: its corner is the first dark pixel on the diagonal, 7 modules wide.
    let corner = 0;
    while (!dark(corner, corner)) corner++;
    let end = corner;
    while (dark(end, corner)) end++;
    const modulePx = (end - corner) / 7;
    expect(Math.round(corner / modulePx)).toBe(Number(quietZone));
  });
});

describe("print size", () => {
  it("makes a 300-dpi PNG with its resolution recorded and an SVG measured in mm", async () => {
    const code = make({ printCm: "5", foreground: "#222222" });
    const png = pngBytesFromDataUrl(code.url);
    const picture = PNG.sync.read(Buffer.from(png));
    expect(picture.width).toBe(591); // 5 cm / 2.54 × 300
    // pHYs: 11811 pixels per metre (300 dpi), unit 1.
    const phys = Buffer.from(png).indexOf("pHYs");
    expect(Buffer.from(png).readUInt32BE(phys + 4)).toBe(11811);
    expect(png[phys + 12]).toBe(1);
    expect(code.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="50mm" height="50mm" viewBox="0 0 591 591"/);
    const [read] = await decodeAll(png);
    expect(Buffer.from(read.bytes)).toEqual(Buffer.from(code.content, "utf8"));
  });

  it("the mm SVG's paths paint a decodable picture", async () => {
    const code = make({ printCm: "3.5", quietZone: "4" });
    const side = 413; // 3.5 cm at 300 dpi
    expect(code.svg).toContain(`width="35mm" height="35mm" viewBox="0 0 ${side} ${side}"`);
    const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
    const d = /<path fill="#000" d="([^"]*)"/.exec(code.svg)?.[1] ?? "";
    for (const [, x, y, w, h] of d.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h-\d+z/g)) {
      for (let py = +y; py < +y + +h; py++) pixels.fill(0, (py * side + +x) * 4, (py * side + +x + +w) * 4);
    }
    for (let i = 3; i < pixels.length; i += 4) pixels[i] = 255;
    const [read] = await decodeAll({ data: pixels, width: side, height: side });
    expect(Buffer.from(read.bytes)).toEqual(Buffer.from(code.content, "utf8"));
  });
});
