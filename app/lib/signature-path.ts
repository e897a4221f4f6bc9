/**
 * A drawn signature as SVG path data: strokes of whole-number points in a fixed box,
 * "M12 40L15 42L19 45M80 30L…", one "M" per stroke and one "L" per point after it. Nothing else
 * (no curves, no attributes, no markup), so the server can check it with one pattern and a page
 * can draw it as a path's `d` without trusting it. Safe in the browser.
 */

/** The box every signature is drawn and stored in; a page scales it to its width. */
export const SIGNATURE_BOX = { width: 600, height: 200 } as const;

/** The longest path kept: about 2,500 points, a long signature several times over. */
export const SIGNATURE_MAX_LENGTH = 20_000;

export type SignaturePoint = readonly [x: number, y: number];

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));

/**
 * The path of `strokes`, points rounded into the box. A single tap becomes a dot (a line to
 * itself), so every stroke has a line. Empty strokes are left out.
 */
export function strokesToPath(strokes: ReadonlyArray<ReadonlyArray<SignaturePoint>>): string {
  return strokes
    .filter((stroke) => stroke.length > 0)
    .map((stroke) => {
      const points = stroke.map(([x, y]) => `${clamp(x, SIGNATURE_BOX.width)} ${clamp(y, SIGNATURE_BOX.height)}`);
      if (points.length === 1) points.push(points[0]!);
      return `M${points[0]}${points
        .slice(1)
        .map((p) => `L${p}`)
        .join("")}`;
    })
    .join("");
}

/** The strokes of a path made by strokesToPath (to draw it again); anything else reads as none. */
export function pathToStrokes(path: string): SignaturePoint[][] {
  if (path.length > SIGNATURE_MAX_LENGTH || !/^(?:M\d{1,3} \d{1,3}(?:L\d{1,3} \d{1,3})*)*$/.test(path)) return [];
  const strokes: SignaturePoint[][] = [];
  for (const [, command, x, y] of path.matchAll(/([ML])(\d{1,3}) (\d{1,3})/g)) {
    if (command === "M") strokes.push([]);
    strokes[strokes.length - 1]!.push([Number(x), Number(y)]);
  }
  return strokes;
}
