import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { HOSTILE_LENGTH, KNOWN_WORST, VALIDATORS, describeValue, hostile } from "../hostile-input-cases";

/**
 * Every field has a length bound well under 16 KB, so each schema refuses the string or keeps
 * only a short value (what trimming leaves of a string of spaces and tabs); the redirect check
 * answers a path of this site instead.
 */
function harmless(result: unknown): boolean {
  if (typeof result === "string") return result.startsWith("/") && !result.startsWith("//") && !result.startsWith("/\\");
  const answer = result as { success?: unknown; ok?: unknown; data?: unknown } | null;
  if (answer?.success === false || answer?.ok === false) return true;
  return answer?.success === true && JSON.stringify(answer.data).length < 4096;
}

// How fast each validator answers (a backtracking pattern takes seconds on these strings) is
// timed by `npm run bench hostile`; here each must refuse every hostile string or keep only a short value.
describe("validators on hostile input", () => {
  it.each(VALIDATORS)("%s refuses a 16 KB hostile string or keeps a short value", (_name, validate) => {
    fc.assert(
      fc.property(hostile, (value) => {
        expect(value.length).toBe(HOSTILE_LENGTH);
        return harmless(validate(value));
      }),
      {
        numRuns: 40,
        examples: KNOWN_WORST.map((value) => [value]),
        // The default report prints the whole 16 KB counterexample.
        reporter: (run) => {
          if (run.failed)
            throw new Error(`${describeValue(run.counterexample?.[0])} was not refused: ${String(run.errorInstance ?? "")}`);
        },
      },
    );
  });
});
