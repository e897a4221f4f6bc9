// Loaded only when a styled code needs checking: the decoder is about 1 MB of wasm.
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

let ready: Promise<unknown> | null = null;

/** The wasm file comes from this site (a hashed build asset), never from a CDN. */
function prepare(): Promise<unknown> {
  ready ??= prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path) },
    fireImmediately: true,
  }).catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

export type ScanCheck = { ok: true } | { ok: false };

/**
 * Decodes the PNG the way a scanner would and compares the bytes with the content. Inverted
 * codes are tried too (the page warns about those separately).
 */
export async function checkScans(png: Uint8Array, content: string): Promise<ScanCheck> {
  await prepare();
  const results = await readBarcodes(png, {
    formats: ["QRCode"],
    tryInvert: true,
    maxNumberOfSymbols: 1,
  });
  const expected = new TextEncoder().encode(content);
  const read = results[0];
  const same =
    read !== undefined && read.isValid && read.bytes.length === expected.length && read.bytes.every((b, i) => b === expected[i]);
  return { ok: same };
}
