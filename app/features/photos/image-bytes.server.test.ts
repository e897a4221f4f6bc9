import zlib from "node:zlib";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CANVAS_JPEG, CANVAS_PNG, CANVAS_WEBP, exifSegment as exifWith, jpegSegment, jpegWith } from "../../../tests/photos";

import { IMAGE_MESSAGES, cleanImage, exifOrientation } from "./image-bytes.server";
import { PHOTO_MAX_BYTES } from "./limits";

const JPEG = CANVAS_JPEG;
const PNG = CANVAS_PNG;
const WEBP = CANVAS_WEBP;

const MARKER = "WHERE-IT-WAS-TAKEN-28.0836N";
const has = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text);
const exifSegment = (orientation?: number) => exifWith(MARKER, orientation);
const segment = jpegSegment;

describe("JPEG", () => {
  it("is taken as the browser wrote it, with its size", () => {
    const result = cleanImage(JPEG);
    expect(result).toEqual({ ok: true, image: { mime: "image/jpeg", bytes: JPEG, width: 48, height: 32 } });
  });

  it("loses an Exif segment with a GPS position, and nothing else", () => {
    const withGps = jpegWith(exifSegment());
    expect(has(withGps, MARKER)).toBe(true);
    const result = cleanImage(withGps);
    if (!result.ok) throw new Error(result.message);
    expect(has(result.image.bytes, MARKER)).toBe(false);
    expect(has(result.image.bytes, "Exif")).toBe(false);
    expect(result.image.bytes.equals(JPEG)).toBe(true);
  });

  it("loses XMP, IPTC (APP13), comments, multi-picture data and what follows the end of the image", () => {
    const hidden = jpegWith(
      segment(0xe1, `http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>${MARKER}</x:xmpmeta>`),
      segment(0xed, `Photoshop 3.0\u00008BIM${MARKER}`),
      segment(0xfe, `Comment ${MARKER}`),
      segment(0xe2, `MPF\0${MARKER}`),
      segment(0xec, `Ducky${MARKER}`),
    );
    const trailer = Buffer.concat([hidden, Buffer.from(`second picture ${MARKER}`, "latin1")]);
    const result = cleanImage(trailer);
    if (!result.ok) throw new Error(result.message);
    expect(has(result.image.bytes, MARKER)).toBe(false);
    expect(result.image.bytes.equals(JPEG)).toBe(true);
  });

  it("keeps a photo taken on its side upright: only the orientation survives, and the size is as shown", () => {
    const result = cleanImage(jpegWith(exifSegment(6)));
    if (!result.ok) throw new Error(result.message);
    expect(has(result.image.bytes, MARKER)).toBe(false);
    expect(result.image).toMatchObject({ width: 32, height: 48 });
    // SOI, JFIF, then a 34-byte APP1 holding the one tag, then the picture as it was.
    const app1 = result.image.bytes.subarray(20, 20 + 36);
    expect([...app1.subarray(0, 4)]).toEqual([0xff, 0xe1, 0, 34]);
    expect(exifOrientation(app1.subarray(4))).toBe(6);
    expect(Buffer.concat([result.image.bytes.subarray(0, 20), result.image.bytes.subarray(56)]).equals(JPEG)).toBe(true);
  });

  it("keeps the colour profile (ICC in APP2)", () => {
    const result = cleanImage(JPEG);
    if (!result.ok) throw new Error(result.message);
    expect(has(result.image.bytes, "ICC_PROFILE")).toBe(true);
  });
});

// PNG ------------------------------------------------------------------------------------------

const pngChunk = (type: string, data: Buffer | string) => {
  const body = typeof data === "string" ? Buffer.from(data, "latin1") : data;
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
};
/** The canvas PNG with `chunks` after IHDR (signature 8 bytes, IHDR 25). */
const pngWith = (...chunks: Buffer[]) => Buffer.concat([PNG.subarray(0, 33), ...chunks, PNG.subarray(33)]);

describe("PNG", () => {
  it("is taken as written, with its size", () => {
    expect(cleanImage(PNG)).toEqual({ ok: true, image: { mime: "image/png", bytes: PNG, width: 48, height: 32 } });
  });

  it("loses its text chunks (tEXt, zTXt, iTXt), eXIf, its time, other programs' chunks, and what follows IEND", () => {
    const hidden = Buffer.concat([
      pngWith(
        pngChunk("tEXt", `Comment\0${MARKER}`),
        pngChunk("zTXt", Buffer.concat([Buffer.from("Author\0\0", "latin1"), zlib.deflateSync(MARKER)])),
        pngChunk("iTXt", `Location\0\0\0en\0\0${MARKER}`),
        pngChunk("eXIf", exifSegment().subarray(10)),
        pngChunk("tIME", Buffer.from([7, 234, 11, 24, 15, 0, 0])),
        pngChunk("caBX", `c2pa ${MARKER}`),
      ),
      Buffer.from(MARKER, "latin1"),
    ]);
    expect(has(hidden, MARKER)).toBe(true);
    const result = cleanImage(hidden);
    if (!result.ok) throw new Error(result.message);
    expect(has(result.image.bytes, MARKER)).toBe(false);
    expect(result.image.bytes.equals(PNG)).toBe(true);
  });
});

// WebP -----------------------------------------------------------------------------------------

const webpChunk = (type: string, data: Buffer | string) => {
  const body = typeof data === "string" ? Buffer.from(data, "latin1") : data;
  const head = Buffer.alloc(8);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};
const riff = (chunks: Buffer) => {
  const head = Buffer.from("RIFF\0\0\0\0WEBP", "latin1");
  head.writeUInt32LE(chunks.length + 4, 4);
  return Buffer.concat([head, chunks]);
};
/** The chunks of the canvas WebP, each whole. */
function webpChunks(file: Buffer) {
  const chunks: Array<{ type: string; bytes: Buffer }> = [];
  for (let i = 12; i < file.length;) {
    const size = file.readUInt32LE(i + 4);
    const end = i + 8 + size + (size % 2);
    chunks.push({ type: file.toString("latin1", i, i + 4), bytes: file.subarray(i, end) });
    i = end;
  }
  return chunks;
}

describe("WebP", () => {
  it("is taken as written (VP8X with a colour profile), with its size", () => {
    expect(webpChunks(WEBP).map((c) => c.type)).toEqual(["VP8X", "ICCP", "VP8 "]);
    expect(cleanImage(WEBP)).toEqual({ ok: true, image: { mime: "image/webp", bytes: WEBP, width: 48, height: 32 } });
  });

  it("loses its EXIF and XMP chunks and other programs' chunks, with the container's size and flags put right", () => {
    const [vp8x, iccp, vp8] = webpChunks(WEBP);
    const flagged = Buffer.from(vp8x!.bytes);
    flagged[8] = flagged[8]! | 0x08 | 0x04;
    // An odd-sized chunk is padded to an even length.
    const hidden = riff(
      Buffer.concat([
        flagged,
        iccp!.bytes,
        vp8!.bytes,
        webpChunk("EXIF", exifSegment().subarray(10)),
        webpChunk("XMP ", `<x>${MARKER}</x>`),
        webpChunk("C2PA", MARKER),
      ]),
    );
    expect(has(hidden, MARKER)).toBe(true);
    const result = cleanImage(hidden);
    if (!result.ok) throw new Error(result.message);
    expect(has(result.image.bytes, MARKER)).toBe(false);
    expect(result.image.bytes.equals(WEBP)).toBe(true);
    expect(result.image.bytes.readUInt32LE(4)).toBe(result.image.bytes.length - 8);
  });

  it("reads the size of a simple lossy file (one VP8 chunk)", () => {
    const vp8 = webpChunks(WEBP).find((c) => c.type === "VP8 ")!;
    const simple = riff(vp8.bytes);
    expect(cleanImage(simple)).toEqual({ ok: true, image: { mime: "image/webp", bytes: simple, width: 48, height: 32 } });
  });

  it("reads the size of a lossless file (VP8L)", () => {
    // Signature 0x2f, then width-1 and height-1 in 14 bits each.
    const bits = Buffer.alloc(5);
    bits[0] = 0x2f;
    bits.writeUInt32LE((48 - 1) | ((32 - 1) << 14), 1);
    const result = cleanImage(riff(webpChunk("VP8L", Buffer.concat([bits, Buffer.alloc(8)]))));
    expect(result).toMatchObject({ ok: true, image: { width: 48, height: 32 } });
  });
});

// Refusals -------------------------------------------------------------------------------------

describe("what is refused", () => {
  const refused = (bytes: Uint8Array) => {
    const result = cleanImage(bytes);
    return result.ok ? "taken" : `${result.status} ${result.message}`;
  };

  it("an empty file, and one over the size limit", () => {
    expect(refused(new Uint8Array(0))).toBe(`400 ${IMAGE_MESSAGES.empty}`);
    const big = Buffer.concat([JPEG, Buffer.alloc(PHOTO_MAX_BYTES + 1 - JPEG.length)]);
    expect(refused(big)).toBe(`413 ${IMAGE_MESSAGES.tooLarge}`);
  });

  it("anything that is not JPEG, PNG or WebP by its bytes, whatever it is called", () => {
    for (const bytes of [
      Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from("<!doctype html><p>hi</p>"),
      Buffer.from("\0\0\0\x18ftypheic\0\0\0\0", "latin1"),
      Buffer.from("RIFF\x04\0\0\0WAVE", "latin1"),
      Buffer.from([0xff, 0xd8, 0x00]),
    ])
      expect(refused(bytes)).toBe(`415 ${IMAGE_MESSAGES.notImage}`);
  });

  const damaged = `400 ${IMAGE_MESSAGES.damaged}`;

  it("a JPEG cut short, with a segment running past its end, with a scan before its frame, or with no scan", () => {
    expect(refused(JPEG.subarray(0, JPEG.length - 2))).toBe(damaged);
    expect(refused(JPEG.subarray(0, 600))).toBe(damaged);
    expect(refused(jpegWith(Buffer.from([0xff, 0xe1, 0xff, 0xff, 1, 2, 3])))).toBe(damaged);
    expect(refused(jpegWith(Buffer.from([0xff, 0xe1, 0x00, 0x01])))).toBe(damaged);
    expect(refused(Buffer.concat([JPEG.subarray(0, 2), segment(0xda, "\x01\x01\0\0?\0"), Buffer.from([0, 0xff, 0xd9])]))).toBe(
      damaged,
    );
    expect(refused(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe(damaged);
    expect(refused(jpegWith(Buffer.from([0xff, 0xd8])))).toBe(damaged);
    expect(refused(jpegWith(Buffer.from([0x12, 0x34])))).toBe(damaged);
  });

  it("a PNG without IHDR first, cut short, with a chunk running past its end, no image data or no size", () => {
    expect(refused(Buffer.concat([PNG.subarray(0, 8), pngChunk("tEXt", "a\0b"), PNG.subarray(8)]))).toBe(damaged);
    expect(refused(PNG.subarray(0, PNG.length - 12))).toBe(damaged);
    const long = Buffer.from(PNG);
    long.writeUInt32BE(0x7ffffff0, 33);
    expect(refused(long)).toBe(damaged);
    expect(refused(Buffer.concat([PNG.subarray(0, 33), pngChunk("IEND", "")]))).toBe(damaged);
    const zero = Buffer.from(PNG);
    zero.writeUInt32BE(0, 16);
    expect(refused(zero)).toBe(damaged);
    expect(refused(pngWith(Buffer.from("\0\0\0\x01t!Xt\0\0\0\0\0", "latin1")))).toBe(damaged);
  });

  it("a WebP whose size is wrong, whose first chunk is no image header, or that holds no image", () => {
    const over = Buffer.from(WEBP);
    over.writeUInt32LE(WEBP.length, 4);
    expect(refused(over)).toBe(damaged);
    expect(refused(riff(webpChunk("EXIF", `${MARKER}`)))).toBe(damaged);
    const [vp8x] = webpChunks(WEBP);
    expect(refused(riff(vp8x!.bytes))).toBe(damaged);
    expect(refused(riff(webpChunk("VP8 ", Buffer.alloc(12))))).toBe(damaged);
    expect(refused(WEBP.subarray(0, WEBP.length - 10))).toBe(damaged);
  });

  it("never throws, whatever bytes follow a picture's signature, and what it takes comes through a second check unchanged", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(JPEG, PNG, WEBP),
        fc.nat(),
        fc.uint8Array({ maxLength: 64 }),
        fc.nat(),
        (base, cut, noise, at) => {
          const hidden = Buffer.concat([base.subarray(0, 20), exifSegment(), base.subarray(20)]);
          const start = Math.min(hidden.length, 12 + (at % hidden.length));
          const mutated = Buffer.concat([
            hidden.subarray(0, start),
            noise,
            hidden.subarray(start, start + (cut % hidden.length)),
          ]);
          const result = cleanImage(mutated);
          if (result.ok) expect(cleanImage(result.image.bytes)).toEqual(result);
          else expect([400, 413, 415]).toContain(result.status);
        },
      ),
      { numRuns: 500 },
    );
  });
});
