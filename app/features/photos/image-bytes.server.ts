import { PHOTO_MAX_BYTES } from "./limits";

/**
 * A picture checked by its bytes, never by its name or the type the browser claims: JPEG, PNG or
 * WebP only, walked segment by segment, refused when anything is out of place. Only what the
 * picture needs to be shown (its data, colour profile, size) is kept; what can say where or by
 * whom it was taken (Exif with its GPS position, XMP, IPTC, comments, text, other programs' data)
 * is dropped without re-encoding: the pixels are left as they are.
 */

export type PhotoMime = "image/jpeg" | "image/png" | "image/webp";

export interface CleanImage {
  mime: PhotoMime;
  bytes: Buffer;
  /** As the picture is shown (a JPEG turned by its orientation tag counts turned). */
  width: number;
  height: number;
}

export type CleanImageResult = { ok: true; image: CleanImage } | { ok: false; status: 400 | 413 | 415; message: string };

export const IMAGE_MESSAGES = {
  empty: "This file is empty. Take the photo again.",
  tooLarge: `This picture is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Send a smaller one.`,
  notImage: "Only photos in JPEG, PNG or WebP can be sent.",
  damaged: "This picture is damaged or cut short. Take it again.",
} as const;

const refuse = (status: 400 | 413 | 415, message: string): CleanImageResult => ({ ok: false, status, message });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (b: Uint8Array, bytes: readonly number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, at: number, length: number) => String.fromCharCode(...b.subarray(at, at + length));
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + ((b[at + 3]! << 24) >>> 0);

/** The largest side taken: far beyond any phone camera, small enough that no decoder is asked for gigapixels. */
const MAX_SIDE = 20_000;

/** Checks `input` and returns it without its metadata, or says why it is refused. */
export function cleanImage(input: Uint8Array): CleanImageResult {
  if (input.length === 0) return refuse(400, IMAGE_MESSAGES.empty);
  if (input.length > PHOTO_MAX_BYTES) return refuse(413, IMAGE_MESSAGES.tooLarge);
  let image: CleanImage | null;
  if (startsWith(input, [0xff, 0xd8, 0xff])) image = cleanJpeg(input);
  else if (startsWith(input, PNG_SIGNATURE)) image = cleanPng(input);
  else if (ascii(input, 0, 4) === "RIFF" && ascii(input, 8, 4) === "WEBP") image = cleanWebp(input);
  else return refuse(415, IMAGE_MESSAGES.notImage);
  if (!image || image.width < 1 || image.height < 1 || image.width > MAX_SIDE || image.height > MAX_SIDE)
    return refuse(400, IMAGE_MESSAGES.damaged);
  return { ok: true, image };
}

// JPEG ---------------------------------------------------------------------------------------

const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
/** Start-of-frame markers (C0–CF, except DHT C4, JPG C8 and DAC CC), which carry the size. */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

/**
 * The segments kept: JFIF (APP0), the colour profile (APP2 "ICC_PROFILE") and Adobe's colour
 * transform (APP14), which the picture needs to look right, and every non-APP segment (tables,
 * frame, scans). Every other APPn (Exif and XMP in APP1, IPTC in APP13, maker and multi-picture
 * data) and comments go.
 */
function keepJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === APP0 || marker === APP14) return true;
  return marker === APP2 && ascii(payload, 0, 12) === "ICC_PROFILE\0";
}

/** The Exif orientation (1–8) in an APP1 payload, 1 when there is none or it cannot be read. */
export function exifOrientation(payload: Uint8Array): number {
  if (ascii(payload, 0, 6) !== "Exif\0\0") return 1;
  const tiff = payload.subarray(6);
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const u16 = order === "II" ? u16le : u16be;
  const u32 = order === "II" ? u32le : u32be;
  if (tiff.length < 8 || u16(tiff, 2) !== 42) return 1;
  const ifd = u32(tiff, 4);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(tiff, ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(tiff, entry) === 0x0112 && u16(tiff, entry + 2) === 3) {
      const value = u16(tiff, entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/**
 * An APP1 segment holding only the orientation tag, so a photo the camera stored on its side is
 * still shown upright once its Exif is gone: "Exif\0\0", a big-endian TIFF header and one IFD with
 * one SHORT entry (0x0112).
 */
function orientationSegment(orientation: number): Uint8Array {
  // prettier-ignore
  const payload = [
    0x45, 0x78, 0x69, 0x66, 0, 0, // Exif\0\0
    0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, // MM, 42, IFD0 at 8
    0, 1, // one entry
    0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, // Orientation, SHORT, 1, value
    0, 0, 0, 0, // no next IFD
  ];
  const length = payload.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 255, ...payload]);
}

function cleanJpeg(b: Uint8Array): CleanImage | null {
  const out: Uint8Array[] = [b.subarray(0, 2)];
  /** Where the orientation segment goes: after SOI, or after a JFIF APP0 that opens the file. */
  let orientationAt = 1;
  let orientation = 1;
  let width = 0;
  let height = 0;
  let scans = 0;
  let i = 2;
  for (;;) {
    if (i >= b.length || b[i] !== 0xff) return null;
    while (i < b.length && b[i] === 0xff) i++; // fill bytes before a marker
    if (i >= b.length) return null;
    const marker = b[i]!;
    i++;
    if (marker === EOI) {
      out.push(Uint8Array.from([0xff, EOI]));
      break;
    }
    // Markers that stand alone have no place between segments.
    if (marker === 0x00 || marker === 0x01 || marker === 0xd8 || isRst(marker)) return null;
    if (i + 2 > b.length) return null;
    const length = u16be(b, i);
    if (length < 2 || i + length > b.length) return null;
    const payload = b.subarray(i + 2, i + length);
    let end = i + length;
    if (marker === 0xe1 && orientation === 1) orientation = exifOrientation(payload);
    if (isSof(marker)) {
      if (payload.length < 6) return null;
      height = u16be(payload, 1);
      width = u16be(payload, 3);
    }
    if (keepJpegSegment(marker, payload)) {
      out.push(Uint8Array.from([0xff, marker]), b.subarray(i, end));
      if (marker === APP0 && out.length === 3) orientationAt = 3;
    }
    if (marker === SOS) {
      if (width === 0) return null; // a scan before its frame
      scans++;
      // The entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      let j = end;
      for (;;) {
        if (j + 1 >= b.length) return null;
        if (b[j] === 0xff && b[j + 1] !== 0x00 && !isRst(b[j + 1]!)) break;
        j += b[j] === 0xff ? 2 : 1;
      }
      out.push(b.subarray(end, j));
      end = j;
    }
    i = end;
  }
  if (scans === 0) return null;
  if (orientation !== 1) out.splice(orientationAt, 0, orientationSegment(orientation));
  const turned = orientation >= 5;
  return {
    mime: "image/jpeg",
    bytes: Buffer.concat(out),
    width: turned ? height : width,
    height: turned ? width : height,
  };
}

// PNG ----------------------------------------------------------------------------------------

/**
 * The chunks kept: the image, its palette, transparency, colour and pixel size, and animation.
 * Everything else goes: text (tEXt, zTXt, iTXt), Exif (eXIf), the time, and chunks of other
 * programs that may carry anything.
 */
const PNG_KEPT = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "cICP",
  "mDCV",
  "cLLI",
  "sBIT",
  "bKGD",
  "pHYs",
  "acTL",
  "fcTL",
  "fdAT",
]);

function cleanPng(b: Uint8Array): CleanImage | null {
  const out: Uint8Array[] = [b.subarray(0, 8)];
  let i = 8;
  let width = 0;
  let height = 0;
  let data = false;
  for (let first = true; ; first = false) {
    if (i + 12 > b.length) return null;
    const length = u32be(b, i);
    const type = ascii(b, i + 4, 4);
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type)) return null;
    const end = i + 12 + length;
    if (end > b.length) return null;
    if (first) {
      if (type !== "IHDR" || length !== 13) return null;
      width = u32be(b, i + 8);
      height = u32be(b, i + 12);
    }
    if (type === "IDAT") data = true;
    if (PNG_KEPT.has(type)) out.push(b.subarray(i, end));
    i = end;
    if (type === "IEND") break;
  }
  if (!data) return null;
  return { mime: "image/png", bytes: Buffer.concat(out), width, height };
}

// WebP ---------------------------------------------------------------------------------------

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
/** The image's chunks, its colour profile and animation; EXIF, XMP and chunks of other programs go. */
const WEBP_KEPT = new Set(["VP8X", "VP8 ", "VP8L", "ALPH", "ICCP", "ANIM", "ANMF"]);

function cleanWebp(b: Uint8Array): CleanImage | null {
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd < 12 || riffEnd > b.length) return null;
  const chunks: Uint8Array[] = [];
  let width = 0;
  let height = 0;
  let frames = 0;
  let extended = false;
  let i = 12;
  while (i < riffEnd) {
    if (i + 8 > riffEnd) return null;
    const type = ascii(b, i, 4);
    const size = u32le(b, i + 4);
    if (!/^[A-Z0-9 ]{4}$/i.test(type)) return null;
    const end = i + 8 + size + (size & 1);
    if (end > riffEnd) return null;
    const data = b.subarray(i + 8, i + 8 + size);
    if (i === 12) {
      if (type === "VP8X") {
        if (size < 10) return null;
        extended = true;
        width = 1 + u24le(data, 4);
        height = 1 + u24le(data, 7);
      } else if (type === "VP8 ") {
        if (size < 10 || !startsWith(data, [0x9d, 0x01, 0x2a], 3)) return null;
        width = u16le(data, 6) & 0x3fff;
        height = u16le(data, 8) & 0x3fff;
      } else if (type === "VP8L") {
        if (size < 5 || data[0] !== 0x2f) return null;
        const bits = u32le(data, 1);
        width = (bits & 0x3fff) + 1;
        height = ((bits >>> 14) & 0x3fff) + 1;
      } else return null;
    }
    if (type === "VP8 " || type === "VP8L" || type === "ANMF") frames++;
    if (WEBP_KEPT.has(type)) {
      const chunk = Uint8Array.from(b.subarray(i, end));
      if (type === "VP8X") chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    i = end;
    if (!extended) break; // a simple file is its one image chunk
  }
  if (frames === 0) return null;
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(body.length + 4, 4);
  header.write("WEBP", 8, "latin1");
  return { mime: "image/webp", bytes: Buffer.concat([header, body]), width, height };
}
