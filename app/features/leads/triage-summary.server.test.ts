import { describe, expect, it } from "vitest";

import { parseLeadTriage, serializeLeadTriage } from "./triage-summary.server";

const summary = {
  v: 1 as const,
  answers: { old: "yes" as const },
  causes: [{ id: "hdd-bottleneck", likelihood: 0.78 }],
  stop: null,
  clear: true,
};

describe("the stored triage summary", () => {
  it("reads back what it wrote", () => {
    expect(parseLeadTriage(serializeLeadTriage(summary))).toEqual(summary);
  });

  it("stores a summary outside the schema as none, so the lead is never lost over it", () => {
    expect(serializeLeadTriage({ ...summary, causes: [{ id: "x", likelihood: Number.NaN }] })).toBeNull();
    expect(serializeLeadTriage({ ...summary, answers: { "Not An Id": "yes" } })).toBeNull();
    expect(serializeLeadTriage(null)).toBeNull();
  });

  it("reads anything it did not write as no summary, never an error", () => {
    for (const stored of ["", "{", "null", "[]", '{"v":2}', JSON.stringify({ ...summary, stop: 5 }), "x".repeat(10_000)]) {
      expect(parseLeadTriage(stored)).toBeNull();
    }
  });
});
