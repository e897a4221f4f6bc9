import { describe, expect, it } from "vitest";

import type { TriageResult } from "./triage/types";
import { formatPriceBand, turnaroundLine } from "~/lib/price-words";

import { confidenceLabel, updateAnnouncement } from "./triage-words";

const result = (over: Partial<TriageResult> = {}): TriageResult => ({
  causes: [{ id: "a", title: "An ageing hard drive", likelihood: 0.6, confidence: "most likely", why: [], stop: false }],
  stop: null,
  nextQuestion: null,
  steps: [],
  service: null,
  clear: true,
  answered: 1,
  ...over,
});

describe("the triage result's words", () => {
  it("capitalises the plain-words confidence", () => {
    expect(confidenceLabel("most likely")).toBe("Most likely");
    expect(confidenceLabel("likely")).toBe("Likely");
    expect(confidenceLabel("possible")).toBe("Possible");
    expect(confidenceLabel("less likely")).toBe("Less likely");
  });

  it("writes a price range in whole dollars, and a fixed price once", () => {
    expect(formatPriceBand(16800, 21800)).toBe("$168–$218");
    expect(formatPriceBand(4900, 4900)).toBe("$49");
    expect(formatPriceBand(4950, 12900)).toBe("$49.50–$129");
  });

  it("says the usual working days, or nothing when the price list does not", () => {
    expect(turnaroundLine(2)).toBe("usually 2 working days");
    expect(turnaroundLine(1)).toBe("usually 1 working day");
    expect(turnaroundLine(0)).toBe("usually the same day");
    expect(turnaroundLine(null)).toBeNull();
  });

  it("announces the new leader, a new stop warning and the end of the questions", () => {
    expect(updateAnnouncement(result({ nextQuestion: { id: "q", text: "?", options: ["yes"] } }), result())).toBe(
      "Updated with your answer. Most likely: An ageing hard drive.",
    );
    const stopped = result({ stop: { cause: "liquid", message: "Stop: do not switch it on." } });
    expect(updateAnnouncement(stopped, result())).toBe(
      "Updated with your answer. Stop: do not switch it on. Most likely: An ageing hard drive. No more questions.",
    );
    expect(updateAnnouncement(stopped, stopped)).toBe(
      "Updated with your answer. Most likely: An ageing hard drive. No more questions.",
    );
  });
});
