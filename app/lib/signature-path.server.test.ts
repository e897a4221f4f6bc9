import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { SIGNATURE_BOX, SIGNATURE_MAX_LENGTH, pathToStrokes, strokesToPath } from "./signature-path";
import { SignaturePathSchema, isSignaturePath, signaturePathProblem } from "./signature-path.server";

/** A valid signature of exactly `length` characters: six- and seven-character points. */
function signatureOfLength(length: number): string {
  const rest = length - "M10 10".length;
  const sevens = rest % 6;
  return `M10 10${"L123 45".repeat(sevens)}${"L12 34".repeat(Math.floor(rest / 6) - sevens)}`;
}

describe("signature path grammar", () => {
  it("takes what the pad draws: strokes of whole-number points in the box", () => {
    for (const ok of ["M10 20L30 40L50 45", "M0 0L600 200L599 199", "M1 1L1 1M5 5L6 6L7 7", "M100 50L101 50M200 50L200 51"])
      expect(signaturePathProblem(ok), ok).toBeNull();
  });

  it("refuses markup, other SVG commands, separators and numbers this site never writes", () => {
    const hostile = [
      '<svg onload="alert(1)"><path d="M0 0L1 1"/></svg>',
      "M0 0L1 1<script>",
      'M0 0L1 1" onmouseover="x',
      "M0 0L1 1Z",
      "M0 0C1 1 2 2 3 3",
      "M0 0 L1 1",
      "M0,0L1,1",
      "M0  0L1 1",
      "m0 0l1 1",
      "M0 0L1 1 ",
      " M0 0L1 1",
      "M0 0L1 1\n",
      "M0 0\nL1 1",
      "M-1 0L1 1",
      "M0.5 0L1 1",
      "M1e2 0L1 1",
      "M0 0L1 1L",
      "M0 0L1",
      "L0 0L1 1",
      "M0 0L1 1;",
      "M١ ١L٢ ٢",
      "M0 0L1 1\u0000",
      "M0 0L1000 1",
      "url(javascript:alert(1))",
      "",
    ];
    for (const bad of hostile) expect(isSignaturePath(bad), JSON.stringify(bad)).toBe(false);
  });

  it("keeps every point inside the box", () => {
    expect(signaturePathProblem(`M0 0L${SIGNATURE_BOX.width + 1} 5`)).toBe("invalid");
    expect(signaturePathProblem(`M0 0L5 ${SIGNATURE_BOX.height + 1}`)).toBe("invalid");
    expect(signaturePathProblem(`M0 0L${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}L1 1`)).toBeNull();
  });

  it("refuses a stray tap as a signature", () => {
    expect(signaturePathProblem("M5 5L5 5")).toBe("empty");
    expect(signaturePathProblem("M5 5")).toBe("empty");
  });

  it("takes a signature up to its limit and refuses one character more, before reading it", () => {
    const longest = signatureOfLength(SIGNATURE_MAX_LENGTH);
    const over = signatureOfLength(SIGNATURE_MAX_LENGTH + 1);
    expect([longest.length, over.length]).toEqual([SIGNATURE_MAX_LENGTH, SIGNATURE_MAX_LENGTH + 1]);
    expect(signaturePathProblem(longest)).toBeNull();
    expect(signaturePathProblem(over)).toBe("too-long");
    expect(signaturePathProblem("<".repeat(SIGNATURE_MAX_LENGTH + 1))).toBe("too-long");
  });

  it("answers a form's field: empty is no signature, anything else is checked with a message", () => {
    expect(SignaturePathSchema.parse(undefined)).toBeNull();
    expect(SignaturePathSchema.parse("")).toBeNull();
    expect(SignaturePathSchema.parse("M1 1L2 2L3 3")).toBe("M1 1L2 2L3 3");
    const refused = SignaturePathSchema.safeParse("<path/>");
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]!.message).toBe(
      "This signature could not be read. Clear it and sign again, or type the full name instead.",
    );
    expect(SignaturePathSchema.safeParse("M1 1L2 2".repeat(3000)).error!.issues[0]!.message).toMatch(/too long/);
  });

  it("reads back what it wrote: every drawn stroke, rounded into the box, passes the check", () => {
    const point = fc.tuple(fc.double({ min: -50, max: 700, noNaN: true }), fc.double({ min: -50, max: 300, noNaN: true }));
    fc.assert(
      fc.property(fc.array(fc.array(point, { minLength: 3, maxLength: 30 }), { minLength: 1, maxLength: 8 }), (strokes) => {
        const path = strokesToPath(strokes);
        const back = pathToStrokes(path);
        expect(back).toHaveLength(strokes.length);
        for (const [i, stroke] of back.entries()) {
          expect(stroke).toHaveLength(strokes[i]!.length);
          for (const [x, y] of stroke) {
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(SIGNATURE_BOX.width);
            expect(y).toBeGreaterThanOrEqual(0);
            expect(y).toBeLessThanOrEqual(SIGNATURE_BOX.height);
          }
        }
        expect(signaturePathProblem(path)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it("makes a tap a dot, and reads nothing out of a path it did not write", () => {
    expect(strokesToPath([[[10.4, 20.6]]])).toBe("M10 21L10 21");
    expect(strokesToPath([[], [[1, 2]]])).toBe("M1 2L1 2");
    expect(pathToStrokes("M0 0L1 1<script>")).toEqual([]);
    expect(pathToStrokes("")).toEqual([]);
  });
});
