import { buildQrContent, type QrContentResult } from "./content";
import { pngDataUrl } from "./data-url";
import { QR_MESSAGES } from "./messages";
import { createQrMatrix, QrTooLargeError, renderQrPng, renderQrSvg } from "./render";
import type { LegacyQrCode } from "./legacy";
import type { QrType, SavedQrCode } from "./schema";

export interface GeneratedQr {
  type: QrType;
  content: string;
  name: string;
  /** The PNG as a data URL: what the preview shows and the collection keeps. */
  url: string;
  svg: string;
}

export type GenerateResult = { ok: true; code: GeneratedQr } | Extract<QrContentResult, { ok: false }>;

/** Input → content → matrix → PNG and SVG, all in memory. Nothing is sent anywhere. */
export function generateQr(type: string, input: unknown): GenerateResult {
  const built = buildQrContent(type, input);
  if (!built.ok) return built;
  try {
    const matrix = createQrMatrix(built.content);
    return {
      ok: true,
      code: { ...built, url: pngDataUrl(renderQrPng(matrix)), svg: renderQrSvg(matrix) },
    };
  } catch (error) {
    if (error instanceof QrTooLargeError) return { ok: false, message: QR_MESSAGES.tooMuchData, fields: [] };
    throw error;
  }
}

/** An old-format saved entry, re-made here from its content; null when it cannot be encoded. */
export function remakeLegacyCode(entry: LegacyQrCode): SavedQrCode | null {
  try {
    return { id: entry.id, url: pngDataUrl(renderQrPng(createQrMatrix(entry.content))), name: entry.name, type: entry.type };
  } catch (error) {
    if (error instanceof QrTooLargeError) return null;
    throw error;
  }
}
