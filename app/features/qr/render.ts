import QRCode from "qrcode";

import { encodeBilevelPng } from "./png";

export const QR_IMAGE_SIZE = 250;
export const QR_IMAGE_MARGIN = 10;

export interface QrMatrix {
  /** Modules per side. */
  size: number;
  /** Row-major, 1 = dark. */
  dark: Uint8Array;
}

export class QrTooLargeError extends Error {}

/**
 * One byte-mode segment of the UTF-8 bytes, no ECI: what phone scanners read as UTF-8.
 * Level M survives a smudge while keeping modules large enough at 250 px.
 */
export function createQrMatrix(content: string): QrMatrix {
  const bytes = new TextEncoder().encode(content);
  let code: ReturnType<typeof QRCode.create>;
  try {
    code = QRCode.create([{ data: bytes, mode: "byte" }], { errorCorrectionLevel: "M" });
  } catch (error) {
    throw new QrTooLargeError(error instanceof Error ? error.message : String(error));
  }
  const size = code.modules.size;
  return { size, dark: Uint8Array.from(code.modules.data as ArrayLike<number>, (v) => (v ? 1 : 0)) };
}

/**
 * Module edges in pixels. The code fills exactly the 230 px inside the 10 px margin, so a
 * module is 230/size px wide and edges are rounded: modules differ by one pixel at most.
 */
export function moduleEdges(size: number): number[] {
  const inner = QR_IMAGE_SIZE - 2 * QR_IMAGE_MARGIN;
  return Array.from({ length: size + 1 }, (_, i) => QR_IMAGE_MARGIN + Math.round((i * inner) / size));
}

function pixelToModule(size: number): Int16Array {
  const edges = moduleEdges(size);
  const map = new Int16Array(QR_IMAGE_SIZE).fill(-1);
  for (let m = 0; m < size; m++) {
    for (let px = edges[m]; px < edges[m + 1]; px++) map[px] = m;
  }
  return map;
}

export function renderQrPng(matrix: QrMatrix): Uint8Array {
  const map = pixelToModule(matrix.size);
  return encodeBilevelPng(QR_IMAGE_SIZE, QR_IMAGE_SIZE, (x, y) => {
    const col = map[x];
    const row = map[y];
    return col < 0 || row < 0 || matrix.dark[row * matrix.size + col] === 0;
  });
}

/** The dark modules as one SVG path in the 250-unit box of the PNG (one subpath per run of dark modules in a row). */
export function qrPathData(matrix: QrMatrix): string {
  const edges = moduleEdges(matrix.size);
  let d = "";
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (matrix.dark[row * matrix.size + col] === 0) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark[row * matrix.size + col] === 1) col++;
      const x = edges[start];
      const y = edges[row];
      d += `M${x} ${y}h${edges[col] - x}v${edges[row + 1] - y}h${x - edges[col]}z`;
    }
  }
  return d;
}

/** The same picture as the PNG, as vector paths. */
export function renderQrSvg(matrix: QrMatrix): string {
  const d = qrPathData(matrix);
  const s = QR_IMAGE_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}" shape-rendering="crispEdges">` +
    `<rect width="${s}" height="${s}" fill="#fff"/><path fill="#000" d="${d}"/></svg>`
  );
}
