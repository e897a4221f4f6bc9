import type { DiagnosisRequest } from "./schema";
import { readTriageResult } from "./triage.client";
import type { TriageResult } from "./triage/types";

export const DIAGNOSE_ENDPOINT = "/api/diagnose.php";
/** The visitor never waits on the lead call longer than this; the canned result shows regardless. */
export const DIAGNOSE_TIMEOUT_MS = 8000;

const BOOKING_KEY = /^[\w-]{22}$/;

/** What the lead call came to: whether the shop has the request, the answer's booking key and ranking. */
export interface DiagnosisSendResult {
  /** False when the request did not reach the shop's list (refused, over the limit, failed, timed out). */
  stored: boolean;
  bookingKey: string | null;
  /** The triage engine's ranking that came with a stored lead; null when none came (or it was malformed). */
  triage: TriageResult | null;
}

/**
 * Sends the request as a lead. A failure is not thrown: the page asks the triage endpoint on its
 * own, or shows the local canned solutions, either way, and tells the visitor to call when the
 * shop did not get the request.
 */
export async function sendDiagnosisRequest(
  request: DiagnosisRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<DiagnosisSendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DIAGNOSE_TIMEOUT_MS);
  try {
    const response = await fetchImpl(DIAGNOSE_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    const answer: unknown = await response.json().catch(() => null);
    const body =
      response.ok && answer && typeof answer === "object" ? (answer as { bookingKey?: unknown; triage?: unknown }) : {};
    const key = body.bookingKey;
    return {
      stored: response.ok,
      bookingKey: typeof key === "string" && BOOKING_KEY.test(key) ? key : null,
      triage: readTriageResult(body.triage),
    };
  } catch {
    // A refused, failed or timed-out lead call must not keep the visitor from the result.
    return { stored: false, bookingKey: null, triage: null };
  } finally {
    clearTimeout(timer);
  }
}
