import type { DiagnosisRequest } from "./schema";

export const DIAGNOSE_ENDPOINT = "/api/diagnose.php";
/** The visitor never waits on the lead call longer than this; the canned result shows regardless. */
export const DIAGNOSE_TIMEOUT_MS = 8000;

const BOOKING_KEY = /^[\w-]{22}$/;

/**
 * Sends the request as a lead and returns the booking key of the answer (null when there is
 * none). A failure is swallowed: the canned solutions are local and must show either way.
 */
export async function sendDiagnosisRequest(request: DiagnosisRequest, fetchImpl: typeof fetch = fetch): Promise<string | null> {
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
    return typeof key === "string" && BOOKING_KEY.test(key) ? key : null;
  } catch {
    // A refused, failed or timed-out lead call must not keep the visitor from the result.
    return null;
  } finally {
    clearTimeout(timer);
  }
}
