// Loaded only when a print sheet is asked for: pdf-lib is the largest part of the QR tool.
import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";

import { readSavedPng } from "./zip";
import type { SavedQrCode } from "./schema";

/** Page sizes in PDF points (1/72 inch). */
export const PAPERS = {
  letter: { width: 612, height: 792, label: "US Letter" },
  a4: { width: 595.28, height: 841.89, label: "A4" },
} as const;
export type Paper = keyof typeof PAPERS;
/** Columns × rows per page. */
export const GRIDS = ["3x8", "2x4", "4x6"] as const;
export type Grid = (typeof GRIDS)[number];

const PAGE_MARGIN = 36; // half an inch: inside every printer's unprintable edge
const NAME_SIZE = 8;
const GAP = 4;

/**
 * The standard PDF fonts hold only Windows-1252 characters; any other character of a name is
 * shown as "?" (the code itself is unaffected). Long names are cut to the label's width.
 */
function printableName(name: string, font: PDFFont, maxWidth: number): string {
  let text = "";
  for (const ch of name.replace(/\s+/g, " ").trim()) {
    let safe = ch;
    try {
      font.encodeText(ch);
    } catch {
      safe = "?";
    }
    if (font.widthOfTextAtSize(`${text}${safe}…`, NAME_SIZE) > maxWidth) return `${text}…`;
    text += safe;
  }
  return text;
}

export interface PrintSheet {
  pdf: Uint8Array | null;
  /** Names of the codes whose saved image could not be read. */
  failed: string[];
  pages: number;
}

/** One code per label, its name under it, filled row by row, as many pages as needed. */
export async function buildPrintSheet(items: SavedQrCode[], paper: Paper, grid: Grid): Promise<PrintSheet> {
  const [columns, rows] = grid.split("x").map(Number);
  const { width, height } = PAPERS[paper];
  const doc = await PDFDocument.create();
  doc.setTitle("QR codes");
  doc.setCreator("Private QR Code Generator");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const cellWidth = (width - 2 * PAGE_MARGIN) / columns;
  const cellHeight = (height - 2 * PAGE_MARGIN) / rows;
  const side = Math.min(cellWidth - 2 * GAP, cellHeight - NAME_SIZE - 3 * GAP);
  const failed: string[] = [];
  let placed = 0;
  let page = null as ReturnType<typeof doc.addPage> | null;
  for (const item of items) {
    let png: Uint8Array;
    try {
      png = readSavedPng(item.url);
    } catch {
      failed.push(item.name);
      continue;
    }
    const slot = placed % (columns * rows);
    if (slot === 0) page = doc.addPage([width, height]);
    placed++;
    const col = slot % columns;
    const row = Math.floor(slot / columns);
    const left = PAGE_MARGIN + col * cellWidth;
    const top = height - PAGE_MARGIN - row * cellHeight;
    const image = await doc.embedPng(png);
    page!.drawImage(image, { x: left + (cellWidth - side) / 2, y: top - GAP - side, width: side, height: side });
    const name = printableName(item.name, font, cellWidth - 2 * GAP);
    const nameWidth = font.widthOfTextAtSize(name, NAME_SIZE);
    page!.drawText(name, {
      x: left + (cellWidth - nameWidth) / 2,
      y: top - 2 * GAP - side - NAME_SIZE,
      size: NAME_SIZE,
      font,
      color: rgb(0, 0, 0),
    });
  }
  return { pdf: placed > 0 ? await doc.save() : null, failed, pages: doc.getPageCount() };
}
