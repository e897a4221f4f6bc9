import type { IssueType } from "~/content/diagnosis";
import { ISSUE_SOLUTIONS, OTHER_SUGGESTIONS, VISITOR_TEXT_PREFIX } from "~/content/diagnosis-solutions";

export type DiagnosisResult =
  | { kind: "expert"; issue: "other"; suggestions: string[] }
  | { kind: "solutions"; issue: Exclude<IssueType, "other">; suggestions: string[] };

/** The canned result for an issue; for 'other' the visitor's own text is the last line. */
export function getDiagnosisResult(issue: IssueType, description: string): DiagnosisResult {
  if (issue === "other") {
    return { kind: "expert", issue, suggestions: [...OTHER_SUGGESTIONS, `${VISITOR_TEXT_PREFIX}${description.trim()}`] };
  }
  const suggestions = ISSUE_SOLUTIONS[issue];
  if (!suggestions) throw new Error(`No solutions for issue type "${String(issue)}"`);
  return { kind: "solutions", issue, suggestions: [...suggestions] };
}
