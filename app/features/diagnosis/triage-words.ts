import type { AnswerValue, Confidence, TriageResult } from "./triage/types";

/** "most likely" reads "Most likely" as a label. */
export function confidenceLabel(confidence: Confidence): string {
  return confidence.charAt(0).toUpperCase() + confidence.slice(1);
}

export const ANSWER_LABELS: Record<AnswerValue, string> = { yes: "Yes", no: "No", unsure: "Not sure" };

/** What the polite live region says once an answer has re-ranked the causes. */
export function updateAnnouncement(next: TriageResult, before: TriageResult): string {
  const parts = ["Updated with your answer."];
  if (next.stop && next.stop.cause !== before.stop?.cause) parts.push(next.stop.message);
  const top = next.causes[0];
  if (top) parts.push(`${confidenceLabel(top.confidence)}: ${top.title}.`);
  if (!next.nextQuestion) parts.push("No more questions.");
  return parts.join(" ");
}
