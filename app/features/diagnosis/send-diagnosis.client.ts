import type { DiagnosisRequest } from "./schema";

export const DIAGNOSE_ENDPOINT = "/api/diagnose.php";
/** The visitor never waits on the lead call longer than this; the canned result shows regardless. */
export const DIAGNOSE_TIMEOUT_MS = 8000;

/**
 * Sends the request as a lead. The answer is not read and a failure is swallowed: the
 * canned solutions are local and must show either way.
 */
export async function sendDiagnosisRequest(request: DiagnosisRequest, fetchImpl: typeof fetch = fetch): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DIAGNOSE_TIMEOUT_MS);
  try {
    const response = await fetchImpl(DIAGNOSE_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(request),
      signal: controller.signal,
    });
    // Drained, not read: lets the browser finish and reuse the connection.
    await response.arrayBuffer();
  } catch {
    // A refused, failed or timed-out lead call must not keep the visitor from the result.
  } finally {
    clearTimeout(timer);
  }
}
