import type { IssueType } from "~/content/diagnosis";

import { TriageResultSchema } from "./schema";
import type { AnswerValue, TriageResult } from "./triage/types";

export const TRIAGE_ENDPOINT = "/api/diagnose/triage";
export const ANSWERS_ENDPOINT = "/api/diagnose/answers";
/** The visitor never waits on a triage call longer than this; the page then keeps what it shows. */
export const TRIAGE_TIMEOUT_MS = 8000;

/** The visitor's answers so far: question id → answer. */
export type TriageAnswers = Readonly<Record<string, AnswerValue>>;

/** The engine's answer read back, or null for any other shape. */
export function readTriageResult(value: unknown): TriageResult | null {
  const parsed = TriageResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Posts to a triage endpoint; null for a refused, failed, timed-out or malformed answer. */
async function postForTriage(url: string, body: unknown, fetchImpl: typeof fetch): Promise<TriageResult | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TRIAGE_TIMEOUT_MS);
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) return null;
    return readTriageResult(await response.json());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The ranking for a request, stored nowhere: for a visitor whose lead call gave none. */
export function requestTriage(
  input: { issue: IssueType; description: string; answers: TriageAnswers },
  fetchImpl: typeof fetch = fetch,
): Promise<TriageResult | null> {
  return postForTriage(TRIAGE_ENDPOINT, input, fetchImpl);
}

/** The answers so far, kept with the visitor's lead (found by its booking key); the new ranking back. */
export function sendTriageAnswers(
  bookingKey: string,
  answers: TriageAnswers,
  fetchImpl: typeof fetch = fetch,
): Promise<TriageResult | null> {
  return postForTriage(ANSWERS_ENDPOINT, { bookingKey, answers }, fetchImpl);
}
