import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { pngDataUrl } from "./data-url";
import { EMPTY_CONTACT } from "./form-defaults";
import { generateQr } from "./generate";
import { PNG_SIGNATURE } from "./png";
import type { SavedQrCode } from "./schema";
import { buildCollectionZip, readSavedPng, safeFileName, zipEntryName } from "./zip";

function savedContact(name: string, id: string): SavedQrCode {
  const result = generateQr("contact", { ...EMPTY_CONTACT, name });
  if (!result.ok) throw new Error(result.message);
  return { id, url: result.code.url, name: result.code.name, type: "contact" };
}

describe("safeFileName", () => {
  it.each([
    ["example.com", "example.com"],
    ["José Müller - Acme", "José Müller - Acme"],
    ['a/b\\c:d*e?f"g<h>i|j', "a_b_c_d_e_f_g_h_i_j"],
    ["  ../../etc/passwd  ", ".._.._etc_passwd"],
    ["Acme, Inc.", "Acme, Inc."],
    ["tab\there\nnewline", "tab here newline"],
    ["", "untitled"],
    ["///", "___"],
    ["日本語 😀", "日本語 😀"],
  ])("%j → %j", (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
  });

  it("keeps names short without splitting an emoji", () => {
    expect(Array.from(safeFileName("😀".repeat(200)))).toHaveLength(80);
  });
});

describe("zipEntryName", () => {
  it("follows qrcode-{name}-{index}.png", () => {
    expect(zipEntryName("www.example.com", 1)).toBe("qrcode-www.example.com-1.png");
  });
});

describe("readSavedPng", () => {
  it("accepts a generated image", () => {
    const saved = savedContact("Ann", "1");
    expect(readSavedPng(saved.url).subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it.each([
    ["not base64", "data:image/png;base64,@@@@"],
    ["not a PNG", pngDataUrl(new TextEncoder().encode("GIF89a this is not a png at all, not even close to one"))],
    ["empty", "data:image/png;base64,"],
  ])("refuses %s", (_, url) => {
    expect(() => readSavedPng(url)).toThrow();
  });

  it("refuses a truncated PNG", () => {
    const saved = savedContact("Ann", "1");
    const bytes = readSavedPng(saved.url);
    expect(() => readSavedPng(pngDataUrl(bytes.subarray(0, bytes.length - 20)))).toThrow();
  });
});

describe("buildCollectionZip", () => {
  it("packs every saved code as qrcode-{name}-{index}.png, byte for byte", () => {
    const items = [savedContact("José Müller", "1"), savedContact("a/b", "2"), savedContact("日本語", "3")];
    const result = buildCollectionZip(items);
    expect(result.failed).toEqual([]);
    const files = unzipSync(result.zip as Uint8Array);
    expect(Object.keys(files)).toEqual(["qrcode-José Müller-1.png", "qrcode-a_b-2.png", "qrcode-日本語-3.png"]);
    expect(files["qrcode-a_b-2.png"]).toEqual(readSavedPng(items[1].url));
  });

  it("skips a bad entry, names it, and still packs the others", () => {
    const good = savedContact("Good", "1");
    const bad = { ...savedContact("Broken", "2"), url: "data:image/png;base64,AAAA" };
    const result = buildCollectionZip([good, bad, savedContact("Also good", "3")]);
    expect(result.failed).toEqual(["Broken"]);
    expect(Object.keys(unzipSync(result.zip as Uint8Array))).toEqual(["qrcode-Good-1.png", "qrcode-Also good-3.png"]);
  });

  it("makes no zip when nothing could be read", () => {
    const bad = { ...savedContact("Broken", "2"), url: "data:image/png;base64,AAAA" };
    expect(buildCollectionZip([bad])).toEqual({ zip: null, added: [], failed: ["Broken"] });
  });
});
