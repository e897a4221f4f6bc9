import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { PNG } from "pngjs";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes, type ReadResult } from "zxing-wasm/reader";

import { pngBytesFromDataUrl } from "./data-url";
import { EMPTY_BUSINESS, EMPTY_CONTACT, EMPTY_WIFI } from "./form-defaults";
import { generateQr, type GeneratedQr } from "./generate";

// An independent decoder (ZXing C++ compiled to wasm), loaded from the package's own file.
beforeAll(async () => {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    fireImmediately: true,
  });
});

function generate(type: string, input: unknown): GeneratedQr {
  const result = generateQr(type, input);
  if (!result.ok) throw new Error(`generation failed: ${result.message}`);
  return result.code;
}

async function decodeOne(image: Uint8Array | { data: Uint8ClampedArray; width: number; height: number }): Promise<ReadResult> {
  const results = await readBarcodes(image as Uint8Array, { formats: ["QRCode"], tryHarder: false });
  expect(results).toHaveLength(1);
  expect(results[0].isValid).toBe(true);
  return results[0];
}

async function expectDecodesTo(code: GeneratedQr, expected: string) {
  const result = await decodeOne(pngBytesFromDataUrl(code.url));
  expect(Buffer.from(result.bytes)).toEqual(Buffer.from(expected, "utf8"));
  expect(result.hasECI).toBe(false);
  expect(result.text).toBe(expected);
}

const TRICKY = [
  "plain",
  'comma, semi; colon: quote" back\\slash',
  "José Müller",
  "Łukasz Żółć",
  "日本語のテキスト",
  "emoji 😀🎉 and 👩‍💻",
  "line one\nline two\r\nline three",
];

describe("generated PNGs read back by ZXing", () => {
  it.each(TRICKY)("website URL with %j in its query", async (text) => {
    const url = `example.com/?q=${encodeURIComponent(text)}`;
    await expectDecodesTo(generate("website", { websiteUrl: url }), `https://${url}`);
  });

  it("a website URL with raw non-ASCII characters", async () => {
    await expectDecodesTo(generate("website", { websiteUrl: "münchen.de/straße?x=日本" }), "https://münchen.de/straße?x=日本");
  });

  it.each(TRICKY)("contact card with %j in every field", async (text) => {
    const code = generate("contact", {
      name: `${text} Name`,
      email: "person@example.com",
      phone: "+1 (321) 555-0100",
      street: text,
      city: text,
      state: text,
      zipCode: text,
      country: text,
      birthday: "1985-12-31",
      note: text,
    });
    const e = text
      .replace(/\\/g, "\\\\")
      .replace(/,/g, "\\,")
      .replace(/;/g, "\\;")
      .replace(/\r\n|\n/g, "\\n");
    const words = `${text} Name`.split(/\s+/);
    const expected =
      "BEGIN:VCARD\r\nVERSION:3.0\r\n" +
      `N:Name;${words.slice(0, -1).join(" ").replace(/\\/g, "\\\\").replace(/,/g, "\\,").replace(/;/g, "\\;")};;;\r\n` +
      `FN:${e} Name\r\n` +
      "EMAIL;TYPE=INTERNET:person@example.com\r\n" +
      "TEL;TYPE=CELL:+1 (321) 555-0100\r\n" +
      `ADR;TYPE=HOME:;;${e};${e};${e};${e};${e}\r\n` +
      "BDAY:19851231\r\n" +
      `NOTE:${e}\r\n` +
      "END:VCARD\r\n";
    expect(code.content).toBe(expected);
    await expectDecodesTo(code, expected);
  });

  it.each(TRICKY)("business card with %j", async (text) => {
    const code = generate("business", {
      ...EMPTY_BUSINESS,
      name: "José Müller",
      company: text,
      jobTitle: text,
      address: text,
      website: "https://example.com",
      note: text,
    });
    expect(code.name).toBe(`José Müller - ${text.trim()}`);
    await expectDecodesTo(code, code.content);
    expect(code.content).toContain("\r\nURL:https://example.com\r\n");
  });

  it.each(TRICKY)("Wi-Fi network with %j", async (text) => {
    const code = generate("wifi", { ...EMPTY_WIFI, ssid: text, password: `${text}-pass`, hidden: true });
    const esc = (v: string) => v.replace(/([\\;,:"])/g, "\\$1");
    await expectDecodesTo(code, `WIFI:T:WPA;S:${esc(text)};P:${esc(`${text}-pass`)};H:true;;`);
  });

  it("a vCard of about 300 bytes, the size of a full business card", async () => {
    const code = generate("business", {
      name: "José Müller-Łukasiewicz",
      company: "Space Coast PC Repair & Web Services, LLC",
      jobTitle: "Senior Technician; Network Lead",
      address: "1234 W New Haven Ave, Suite 5, Melbourne, FL 32904",
      phone: "+1 (321) 555-0142",
      email: "jose.mueller@example.com",
      website: "www.example.com/team/jose",
      fax: "+1 (321) 555-0143",
      note: "Ask for 日本語 support 😀",
    });
    expect(new TextEncoder().encode(code.content).length).toBeGreaterThanOrEqual(300);
    await expectDecodesTo(code, code.content);
  });
});

describe("the picture itself", () => {
  it("is a 250×250 PNG with a 10 px white margin and the code right inside it", () => {
    const code = generate("contact", { ...EMPTY_CONTACT, name: "Margin Check" });
    const png = PNG.sync.read(Buffer.from(pngBytesFromDataUrl(code.url)));
    expect([png.width, png.height]).toEqual([250, 250]);
    const dark = (x: number, y: number) => png.data[(y * 250 + x) * 4] < 128;
    for (let i = 0; i < 250; i++) {
      for (const [x, y] of [
        [i, 9],
        [9, i],
        [i, 240],
        [240, i],
      ])
        expect(dark(x, y)).toBe(false);
    }
    // The finder patterns' outer corners sit exactly on the margin.
    expect(dark(10, 10)).toBe(true);
    expect(dark(239, 10)).toBe(true);
    expect(dark(10, 239)).toBe(true);
  });

  it("draws the SVG with the same modules as the PNG", async () => {
    const code = generate("contact", { ...EMPTY_CONTACT, name: "日本語 SVG", note: "vector, too" });
    expect(code.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="250" height="250" viewBox="0 0 250 250"/);
    // Rasterize the SVG's run paths and compare with the PNG pixel for pixel.
    const pixels = new Uint8ClampedArray(250 * 250 * 4).fill(255);
    const d = /<path fill="#000" d="([^"]*)"/.exec(code.svg)?.[1] ?? "";
    for (const [, x, y, w, h] of d.matchAll(/M(\d+) (\d+)h(\d+)v(\d+)h-\d+z/g)) {
      for (let py = +y; py < +y + +h; py++) {
        for (let px = +x; px < +x + +w; px++) pixels.fill(0, (py * 250 + px) * 4, (py * 250 + px) * 4 + 3);
      }
    }
    const png = PNG.sync.read(Buffer.from(pngBytesFromDataUrl(code.url)));
    expect(Buffer.from(pixels)).toEqual(png.data);
    const result = await decodeOne({ data: pixels, width: 250, height: 250 });
    expect(result.text).toBe(code.content);
  });

  it("refuses content that no QR code can hold, with a clear message", () => {
    const result = generateQr("contact", { ...EMPTY_CONTACT, name: "A", note: "x".repeat(3000) });
    expect(result).toEqual({
      ok: false,
      message: "That is too much text for one QR code. Shorten the longest fields and try again.",
      fields: [],
    });
  });
});
