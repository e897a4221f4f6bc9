import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { prepareZXingModule, readBarcodes, type ReadResult } from "zxing-wasm/reader";

let ready: Promise<unknown> | null = null;

/** ZXing C++ compiled to wasm, loaded from the package's own file: an independent decoder for tests. */
export function prepareDecoder(): Promise<unknown> {
  if (!ready) {
    const require = createRequire(import.meta.url);
    const wasm = readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
    ready = prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
      fireImmediately: true,
    });
  }
  return ready;
}

/** Every QR code ZXing finds in a PNG (bytes) or an RGBA image. */
export async function decodeAll(
  image: Uint8Array | { data: Uint8ClampedArray; width: number; height: number },
  options: { tryHarder?: boolean; tryInvert?: boolean; maxNumberOfSymbols?: number } = {},
): Promise<ReadResult[]> {
  await prepareDecoder();
  return readBarcodes(image as Uint8Array, { formats: ["QRCode"], tryHarder: false, ...options });
}
