import { zipSync, type Zippable } from "fflate";

import { pngBytesFromDataUrl } from "./data-url";
import { crc32, PNG_SIGNATURE } from "./png";
import type { SavedQrCode } from "./schema";

/**
 * Keeps letters of any script; replaces what Windows, macOS or Linux refuse in a file name.
 * The name sits between "qrcode-" and "-N.png", so leading and trailing dots are harmless.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .replace(/\s+/g, " ")
    // Control characters are exactly what file systems refuse, so the class names them.
    // eslint-disable-next-line no-control-regex
    .replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, "_")
    .trim();
  const limited = Array.from(cleaned).slice(0, 80).join("");
  return limited === "" ? "untitled" : limited;
}

export function zipEntryName(name: string, index: number): string {
  return `qrcode-${safeFileName(name)}-${index}.png`;
}

/** A saved image counts as a PNG when its signature, IHDR checksum and closing IEND are intact. */
export function readSavedPng(url: string): Uint8Array {
  const bytes = pngBytesFromDataUrl(url);
  const signatureOk = bytes.length >= 45 && PNG_SIGNATURE.every((b, i) => bytes[i] === b);
  if (!signatureOk) throw new Error("Not a PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ihdrType = String.fromCharCode(...bytes.subarray(12, 16));
  if (ihdrType !== "IHDR" || view.getUint32(8) !== 13 || view.getUint32(29) !== crc32(bytes, 12, 29)) {
    throw new Error("Damaged PNG header");
  }
  const iend = String.fromCharCode(...bytes.subarray(bytes.length - 8, bytes.length - 4));
  if (iend !== "IEND") throw new Error("Truncated PNG");
  return bytes;
}

export interface CollectionZip {
  zip: Uint8Array | null;
  added: string[];
  /** Names of the entries that could not be read; each gets its own message. */
  failed: string[];
}

/** Entries are numbered from 1 in collection order; a bad entry keeps its number free. */
export function buildCollectionZip(items: SavedQrCode[]): CollectionZip {
  const files: Zippable = {};
  const added: string[] = [];
  const failed: string[] = [];
  items.forEach((item, i) => {
    try {
      const entry = zipEntryName(item.name, i + 1);
      // PNG data is already deflated; storing it saves time and nothing else.
      files[entry] = [readSavedPng(item.url), { level: 0 }];
      added.push(entry);
    } catch {
      failed.push(item.name);
    }
  });
  return { zip: added.length > 0 ? zipSync(files) : null, added, failed };
}
