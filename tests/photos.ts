import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * Pictures a browser's canvas wrote (Chromium's toBlob, 48 × 32: a JPEG with JFIF and an ICC
 * profile, a PNG, a WebP VP8X with an ICC profile), and the metadata phones add to them.
 */
const fixture = (ext: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures/photos", `canvas-48x32.${ext}`));
export const CANVAS_JPEG = fixture("jpg");
export const CANVAS_PNG = fixture("png");
export const CANVAS_WEBP = fixture("webp");

/** A JPEG segment: marker, length, payload. */
export function jpegSegment(marker: number, payload: Uint8Array | string): Buffer {
  const body = typeof payload === "string" ? Buffer.from(payload, "latin1") : Buffer.from(payload);
  const length = body.length + 2;
  return Buffer.concat([Buffer.from([0xff, marker, length >> 8, length & 255]), body]);
}

/**
 * An Exif APP1 as a phone writes it (little-endian TIFF): IFD0 with a description holding
 * `marker`, the orientation when given, and a GPS IFD with a latitude.
 */
export function exifSegment(marker: string, orientation?: number): Buffer {
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const description = Buffer.from(`${marker}\0`, "latin1");
  const ifd0Count = orientation ? 3 : 2;
  const descriptionAt = 8 + 2 + ifd0Count * 12 + 4;
  const gpsAt = descriptionAt + description.length;
  const latitudeAt = gpsAt + 2 + 2 * 12 + 4;
  const ifd = (list: Array<[tag: number, type: number, count: number, value: Buffer]>) => {
    const b = Buffer.alloc(2 + list.length * 12 + 4);
    b.writeUInt16LE(list.length, 0);
    list.forEach(([tag, type, count, value], i) => {
      b.writeUInt16LE(tag, 2 + i * 12);
      b.writeUInt16LE(type, 4 + i * 12);
      b.writeUInt32LE(count, 6 + i * 12);
      value.copy(b, 10 + i * 12);
    });
    return b;
  };
  const ifd0: Array<[number, number, number, Buffer]> = [[0x010e, 2, description.length, u32(descriptionAt)]];
  if (orientation) ifd0.push([0x0112, 3, 1, Buffer.from([orientation, 0, 0, 0])]);
  ifd0.push([0x8825, 4, 1, u32(gpsAt)]);
  const gps = ifd([
    [0x0001, 2, 2, Buffer.from("N\0\0\0", "latin1")],
    [0x0002, 5, 3, u32(latitudeAt)],
  ]);
  const latitude = Buffer.alloc(24);
  [28, 1, 5, 1, 1, 1].forEach((n, i) => latitude.writeUInt32LE(n, i * 4));
  const tiff = Buffer.concat([Buffer.from("II*\0", "latin1"), u32(8), ifd(ifd0), description, gps, latitude]);
  return jpegSegment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]));
}

/** The canvas JPEG with `segments` after its JFIF APP0 (its first 20 bytes are SOI and APP0). */
export const jpegWith = (...segments: Buffer[]) =>
  Buffer.concat([CANVAS_JPEG.subarray(0, 20), ...segments, CANVAS_JPEG.subarray(20)]);

/** The canvas JPEG carrying a GPS position and `marker` in its Exif, as a phone's camera would send it. */
export const phoneJpeg = (marker: string, orientation?: number) => jpegWith(exifSegment(marker, orientation));

/**
 * A PNG whose pixels spell `marker`: one row of 8-bit grey, its data stored uncompressed, so the
 * marker's bytes lie in the file as they are (a picture whose bytes a test can find on disk).
 */
export function pngSpelling(marker: string): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "latin1");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(marker.length, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(marker, "latin1")]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(row, { level: 0 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
