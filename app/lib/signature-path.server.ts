import { z } from "zod";

import { SIGNATURE_BOX, SIGNATURE_MAX_LENGTH } from "./signature-path";

/**
 * The whole grammar a stored signature may have: strokes of "M x y" then "L x y" points, whole
 * numbers and single spaces only. Each stroke starts with the one letter M, so the pattern never
 * backtracks; the length is checked before it runs.
 */
const GRAMMAR = /^(?:M\d{1,3} \d{1,3}(?:L\d{1,3} \d{1,3})*)+$/;

/** Why a posted signature is refused, or null when it may be stored. */
export function signaturePathProblem(value: string): "too-long" | "invalid" | "empty" | null {
  if (value.length > SIGNATURE_MAX_LENGTH) return "too-long";
  if (!GRAMMAR.test(value)) return "invalid";
  let lines = 0;
  for (const [, command, x, y] of value.matchAll(/([ML])(\d{1,3}) (\d{1,3})/g)) {
    if (Number(x) > SIGNATURE_BOX.width || Number(y) > SIGNATURE_BOX.height) return "invalid";
    if (command === "L") lines += 1;
  }
  // A stray tap is not a signature.
  return lines < 2 ? "empty" : null;
}

/** True when `value` is signature path data this site drew and may store or show. */
export function isSignaturePath(value: unknown): value is string {
  return typeof value === "string" && signaturePathProblem(value) === null;
}

const MESSAGES = {
  "too-long": "This signature is too long to keep. Clear it and sign again, or type the full name instead.",
  invalid: "This signature could not be read. Clear it and sign again, or type the full name instead.",
  empty: "That is too short for a signature. Sign again, or type the full name instead.",
} as const;

/** A posted signature: "" (none drawn) or path data in the grammar above, within its size. */
export const SignaturePathSchema = z
  .string()
  .optional()
  .default("")
  .superRefine((value, ctx) => {
    if (value === "") return;
    const problem = signaturePathProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: MESSAGES[problem] });
  })
  .transform((value) => value || null);
