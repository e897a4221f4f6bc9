import { describe, expect, it } from "vitest";

import { ISSUE_LABELS, ISSUE_TYPES } from "~/content/diagnosis";
import { ISSUE_SOLUTIONS, OTHER_SUGGESTIONS } from "~/content/diagnosis-solutions";

import { getDiagnosisResult } from "./solutions";

describe("canned results", () => {
  it.each(ISSUE_TYPES.filter((t) => t !== "other"))("gives four distinct suggestions for %s", (issue) => {
    const result = getDiagnosisResult(issue, "ignored text");
    expect(result.kind).toBe("solutions");
    expect(result.suggestions).toHaveLength(4);
    expect(new Set(result.suggestions).size).toBe(4);
    expect(result.suggestions).toEqual([...ISSUE_SOLUTIONS[issue as Exclude<typeof issue, "other">]]);
    expect(result.suggestions.join(" ")).not.toContain("ignored text");
  });

  it("gives 'other' three generic suggestions and the visitor's own text as a further line", () => {
    const result = getDiagnosisResult("other", "  My printer prints <b>blank</b> pages  ");
    expect(result.kind).toBe("expert");
    expect(result.suggestions).toEqual([...OTHER_SUGGESTIONS, "Your description: My printer prints <b>blank</b> pages"]);
  });

  it("has a plain label for every issue type", () => {
    for (const issue of ISSUE_TYPES) expect(ISSUE_LABELS[issue]).toMatch(/^[A-Z][^<>]+$/);
  });

  it("starts the slow-computer advice with a restart", () => {
    expect(getDiagnosisResult("slow", "x").suggestions[0]).toMatch(/^Restart/);
  });

  it("throws on an issue type it does not know", () => {
    expect(() => getDiagnosisResult("printer" as never, "x")).toThrow(/No solutions/);
  });
});
