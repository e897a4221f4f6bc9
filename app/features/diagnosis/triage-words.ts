import { formatUsdShort } from "~/lib/money";

import type { AnswerValue, Confidence, TriageResult } from "./triage/types";

/** "most likely" reads "Most likely" as a label. */
export function confidenceLabel(confidence: Confidence): string {
  return confidence.charAt(0).toUpperCase() + confidence.slice(1);
}

/** "$168–$218" for a range, "$49" for a fixed price. */
export function formatPriceBand(fromCents: number, toCents: number): string {
  return fromCents === toCents ? formatUsdShort(fromCents) : `${formatUsdShort(fromCents)}–${formatUsdShort(toCents)}`;
}

/** "usually 2 working days", "usually 1 working day", "usually the same day"; null when the price list does not say. */
export function turnaroundLine(days: number | null): string | null {
  if (days === null) return null;
  if (days === 0) return "usually the same day";
  return `usually ${days} working ${days === 1 ? "day" : "days"}`;
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
