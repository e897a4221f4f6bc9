import { buildQrContent, type QrContentResult } from "./content";
import { pngDataUrl } from "./data-url";
import { QR_MESSAGES } from "./messages";
import { createQrMatrix, QrTooLargeError, renderQrPng, renderQrSvg } from "./render";
import type { LegacyQrCode } from "./legacy";
import type { QrType } from "./qr-types";
import { QrStyleSchema, type SavedQrCode } from "./schema";
import { DEFAULT_STYLE, isDefaultStyle, judgeColours, type QrStyle } from "./style";

export interface GeneratedQr {
  type: QrType;
  content: string;
  name: string;
  /** The PNG as a data URL: what the preview shows and the collection keeps. */
  url: string;
  svg: string;
  style: QrStyle;
  /** False for the classic black-on-white look; a styled code is decoded before it may leave the page. */
  styled: boolean;
}

export type GenerateResult = { ok: true; code: GeneratedQr } | Extract<QrContentResult, { ok: false }>;

/** Input → content → matrix → PNG and SVG, all in memory. Nothing is sent anywhere. */
export function generateQr(type: string, input: unknown, styleInput: unknown = DEFAULT_STYLE): GenerateResult {
  const built = buildQrContent(type, input);
  if (!built.ok) return built;
  const parsedStyle = QrStyleSchema.safeParse(styleInput);
  if (!parsedStyle.success) {
    const issue = parsedStyle.error.issues[0];
    return { ok: false, message: issue?.message ?? QR_MESSAGES.invalidStyle, fields: [`style-${String(issue?.path[0] ?? "")}`] };
  }
  const style = parsedStyle.data;
  const colours = judgeColours(style.foreground, style.background);
  if (colours.refusal) return { ok: false, message: colours.refusal, fields: ["style-foreground", "style-background"] };
  try {
    const matrix = createQrMatrix(built.content, style.ecLevel);
    return {
      ok: true,
      code: {
        ...built,
        url: pngDataUrl(renderQrPng(matrix, style)),
        svg: renderQrSvg(matrix, style),
        style,
        styled: !isDefaultStyle(style),
      },
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
