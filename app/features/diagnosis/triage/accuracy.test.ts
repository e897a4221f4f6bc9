import { describe, expect, it } from "vitest";

import { CAUSES } from "~/content/diagnosis-catalogue";

import { loadCases, meetsTargets, score, TARGETS } from "../../../../tests/triage-cases";

import { catalogueEngine } from "./catalogue-engine.server";

// The same measure as `npm run bench triage`, so a change to the catalogue that loses a case
// fails here before it lands.
describe("the triage engine on the labelled visitor texts", () => {
  const cases = loadCases();
  const engine = catalogueEngine();
  const now = new Date("2026-11-26T12:00:00Z");

  it("has at least 150 of the project's own cases, covering every cause", () => {
    const own = cases.filter((c) => !/^c\d+$/.test(c.id));
    expect(own.length).toBeGreaterThanOrEqual(150);
    const covered = new Set(own.map((c) => c.expected[0]));
    expect(CAUSES.filter((c) => !covered.has(c.id)).map((c) => c.id)).toEqual([]);
  });

  it(`ranks an expected cause in the top three for ≥ ${TARGETS.top3 * 100} %, warns on every stop case, and rarely on the others`, () => {
    const result = score(cases, (c) => {
      const r = engine.triage({ issue: c.issue, description: c.description, answers: {} }, now);
      return { ranked: r.causes.map((x) => x.id), stop: r.stop !== null };
    });
    expect({ misses: result.misses, meets: meetsTargets(result) }).toEqual({ misses: result.misses, meets: true });
    expect(result.stopRecall).toBe(1);
  });
});
