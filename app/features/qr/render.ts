import QRCode from "qrcode";

import { encodeBilevelPng } from "./png";
import { DEFAULT_STYLE, hexToRgb, pixelSize, PRINT_DPI, type EcLevel, type QrStyle } from "./style";

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
 * Level M (the default) survives a smudge while keeping modules large enough at 250 px.
 */
export function createQrMatrix(content: string, ecLevel: EcLevel = "M"): QrMatrix {
  const bytes = new TextEncoder().encode(content);
  let code: ReturnType<typeof QRCode.create>;
  try {
    code = QRCode.create([{ data: bytes, mode: "byte" }], { errorCorrectionLevel: ecLevel });
  } catch (error) {
    throw new QrTooLargeError(error instanceof Error ? error.message : String(error));
  }
  const size = code.modules.size;
  return { size, dark: Uint8Array.from(code.modules.data as ArrayLike<number>, (v) => (v ? 1 : 0)) };
}

/**
 * Module edges in pixels for a picture `side` px wide. The classic layout fills everything inside
 * a 10 px margin (at 250 px; scaled with the side); the others keep a quiet zone of that many
 * modules. Edges are rounded: modules differ by one pixel at most.
 */
export function moduleEdges(size: number, style: QrStyle = DEFAULT_STYLE, side = pixelSize(style)): number[] {
  if (style.quietZone === "classic") {
    const margin = Math.round((side * QR_IMAGE_MARGIN) / QR_IMAGE_SIZE);
    const inner = side - 2 * margin;
    return Array.from({ length: size + 1 }, (_, i) => margin + Math.round((i * inner) / size));
  }
  const quiet = Number(style.quietZone);
  return Array.from({ length: size + 1 }, (_, i) => Math.round(((quiet + i) * side) / (size + 2 * quiet)));
}

function pixelToModule(size: number, style: QrStyle, side: number): Int16Array {
  const edges = moduleEdges(size, style, side);
  const map = new Int16Array(side).fill(-1);
  for (let m = 0; m < size; m++) {
    for (let px = edges[m]; px < edges[m + 1]; px++) map[px] = m;
  }
  return map;
}

function isPlain(style: QrStyle): boolean {
  return style.foreground.toLowerCase() === "#000000" && style.background.toLowerCase() === "#ffffff";
}

/** The PNG: greyscale when black on white (byte for byte what it always was), else two colours. */
export function renderQrPng(matrix: QrMatrix, style: QrStyle = DEFAULT_STYLE): Uint8Array {
  const side = pixelSize(style);
  const map = pixelToModule(matrix.size, style, side);
  const palette = isPlain(style) ? undefined : { dark: hexToRgb(style.foreground), light: hexToRgb(style.background) };
  const dpi = style.printCm.trim() === "" ? undefined : PRINT_DPI;
  return encodeBilevelPng(
    side,
    side,
    (x, y) => {
      const col = map[x];
      const row = map[y];
      return col < 0 || row < 0 || matrix.dark[row * matrix.size + col] === 0;
    },
    { palette, dpi },
  );
}

/**
 * The dark modules as one SVG path in the picture's pixel box (one subpath per run of dark
 * modules in a row); the repair label and receipt draw it as React SVG.
 */
export function qrPathData(matrix: QrMatrix, style: QrStyle = DEFAULT_STYLE): string {
  const s = pixelSize(style);
  const edges = moduleEdges(matrix.size, style, s);
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

/**
 * The same picture as the PNG, as vector paths. With a print size, width and height are in
 * millimetres, so vector and layout tools place it at size.
 */
export function renderQrSvg(matrix: QrMatrix, style: QrStyle = DEFAULT_STYLE): string {
  const s = pixelSize(style);
  const d = qrPathData(matrix, style);
  const cm = style.printCm.trim();
  const dimension = cm === "" ? String(s) : `${Number(cm) * 10}mm`;
  const plain = isPlain(style);
  const light = plain ? "#fff" : style.background.toLowerCase();
  const dark = plain ? "#000" : style.foreground.toLowerCase();
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${dimension}" height="${dimension}" viewBox="0 0 ${s} ${s}" shape-rendering="crispEdges">` +
    `<rect width="${s}" height="${s}" fill="${light}"/><path fill="${dark}" d="${d}"/></svg>`
  );
}
