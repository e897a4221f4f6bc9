import { zlibSync } from "fflate";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

export interface BilevelOptions {
  /** Dark and light colours as [r, g, b]: a two-entry palette PNG instead of greyscale. */
  palette?: { dark: [number, number, number]; light: [number, number, number] };
  /** Written as a pHYs chunk, so print tools place the image at its real size. */
  dpi?: number;
}

/**
 * Encodes a two-colour image as a 1-bit PNG (greyscale, or a two-entry palette when colours are
 * given). isLight(x, y) decides each pixel. Written by hand so the same bytes come out in the
 * browser, in Node tests and in the bench.
 */
export function encodeBilevelPng(
  width: number,
  height: number,
  isLight: (x: number, y: number) => boolean,
  options: BilevelOptions = {},
): Uint8Array {
  const rowBytes = Math.ceil(width / 8);
  const raw = new Uint8Array(height * (rowBytes + 1));
  for (let y = 0; y < height; y++) {
    const rowStart = y * (rowBytes + 1) + 1; // byte 0 of each row: filter type 0 (none)
    for (let x = 0; x < width; x++) {
      if (isLight(x, y)) raw[rowStart + (x >> 3)] |= 0x80 >> (x & 7);
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  // bit depth 1, greyscale (0) or palette (3), deflate, no filter set, no interlace
  header.set([1, options.palette ? 3 : 0, 0, 0, 0], 8);
  const parts = [PNG_SIGNATURE, chunk("IHDR", header)];
  if (options.dpi) {
    const phys = new Uint8Array(9);
    const perMetre = Math.round(options.dpi / 0.0254);
    new DataView(phys.buffer).setUint32(0, perMetre);
    new DataView(phys.buffer).setUint32(4, perMetre);
    phys[8] = 1; // unit: metre
    parts.push(chunk("pHYs", phys));
  }
  // Index 0 is dark and 1 light, the same bits as black 0 and white 1 in greyscale.
  if (options.palette) parts.push(chunk("PLTE", Uint8Array.from([...options.palette.dark, ...options.palette.light])));
  parts.push(chunk("IDAT", zlibSync(raw, { level: 9 })), chunk("IEND", new Uint8Array(0)));
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
