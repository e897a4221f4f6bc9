// Plain data and arithmetic, no zod: the page's style panel renders from these. The checks of a
// style (QrStyleSchema) live with the other schemas in schema.ts and load with the engine.
export const EC_LEVELS = ["L", "M", "Q", "H"] as const;
/** "classic" is the 10 px margin at 250 px the generator always drew; the others count modules. */
export const QUIET_ZONES = ["classic", "4", "6", "8"] as const;
export const PIXEL_SIZES = ["250", "500", "1000"] as const;
export const PRINT_CM = { min: 2, max: 20 } as const;
/** 300 dots per inch, in pixels per centimetre. */
export const PRINT_DPI = 300;

/** Below this luminance ratio the page refuses the colours: cameras cannot separate them reliably. */
export const MIN_CONTRAST = 3;
/** Below this ratio it warns: fine on a screen, risky printed, in poor light or on an old phone. */
export const GOOD_CONTRAST = 4.5;

export type EcLevel = (typeof EC_LEVELS)[number];

export interface QrStyle {
  foreground: string;
  background: string;
  ecLevel: EcLevel;
  quietZone: (typeof QUIET_ZONES)[number];
  size: (typeof PIXEL_SIZES)[number];
  /** Empty: screen size in pixels. Otherwise a print size in cm: a 300-dpi PNG and an SVG in mm. */
  printCm: string;
}

export const DEFAULT_STYLE: QrStyle = {
  foreground: "#000000",
  background: "#ffffff",
  ecLevel: "M",
  quietZone: "classic",
  size: "250",
  printCm: "",
};

/** True for the look every code had before styles existed (its bytes stay exactly the same). */
export function isDefaultStyle(style: QrStyle): boolean {
  return (Object.keys(DEFAULT_STYLE) as Array<keyof QrStyle>).every(
    (key) => style[key].toLowerCase() === DEFAULT_STYLE[key].toLowerCase(),
  );
}

export function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, from 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export interface ColourVerdict {
  ratio: number;
  /** Set when the colours will not scan: the code is not made. */
  refusal: string | null;
  warnings: string[];
}

/** What the page says next to the colour inputs. */
export function judgeColours(foreground: string, background: string): ColourVerdict {
  const ratio = contrastRatio(foreground, background);
  const shown = ratio.toFixed(1);
  const warnings: string[] = [];
  if (ratio < MIN_CONTRAST) {
    return {
      ratio,
      refusal: `Contrast ${shown}:1 is too low to scan. Choose colours with at least ${MIN_CONTRAST}:1 (dark code on a light background is best).`,
      warnings,
    };
  }
  if (ratio < GOOD_CONTRAST) {
    warnings.push(
      `Contrast ${shown}:1 is low: it may not scan when printed or in poor light. ${GOOD_CONTRAST}:1 or more is safer.`,
    );
  }
  if (relativeLuminance(foreground) > relativeLuminance(background)) {
    warnings.push("Light code on a dark background (inverted): many phone cameras and older scanner apps cannot read it.");
  }
  return { ratio, refusal: null, warnings };
}

/** The picture's side in pixels: the screen size, or the print size at 300 dpi. */
export function pixelSize(style: QrStyle): number {
  const cm = style.printCm.trim();
  return cm === "" ? Number(style.size) : Math.round((Number(cm) / 2.54) * PRINT_DPI);
}
