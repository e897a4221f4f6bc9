import type { DiagnosisRequest } from "./schema";

export const DIAGNOSE_ENDPOINT = "/api/diagnose.php";
/** The visitor never waits on the lead call longer than this; the canned result shows regardless. */
export const DIAGNOSE_TIMEOUT_MS = 8000;

const BOOKING_KEY = /^[\w-]{22}$/;

/** What the lead call came to: whether the shop has the request, and the answer's booking key. */
export interface DiagnosisSendResult {
  /** False when the request did not reach the shop's list (refused, over the limit, failed, timed out). */
  stored: boolean;
  bookingKey: string | null;
}

/**
 * Sends the request as a lead. A failure is not thrown: the canned solutions are local and must
 * show either way, and the page tells the visitor to call when the shop did not get the request.
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
    const key = response.ok && answer && typeof answer === "object" ? (answer as { bookingKey?: unknown }).bookingKey : undefined;
    return { stored: response.ok, bookingKey: typeof key === "string" && BOOKING_KEY.test(key) ? key : null };
  } catch {
    // A refused, failed or timed-out lead call must not keep the visitor from the result.
    return { stored: false, bookingKey: null };
  } finally {
    clearTimeout(timer);
  }
}
