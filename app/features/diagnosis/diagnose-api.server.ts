import type { Kysely } from "kysely";

import { isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { createLead } from "~/features/leads/index.server";
import { wakeOutbox } from "~/features/outbox/index.server";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import { readJsonBody } from "~/lib/http/body.server";
import { jsonAnswer, methodNotAllowed } from "~/lib/http/json.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { log, logStoreError } from "~/lib/log.server";
import type { RateLimitDecision, RateLimiter } from "~/lib/rate-limit.server";

import { DiagnosisRequestSchema, describeFirstIssue } from "./schema";
import { runTriage, summarizeTriage } from "./triage/triage.server";
import type { TriageResult } from "./triage/types";

export const MAX_BODY_BYTES = 16 * 1024;
export const RATE_LIMIT = 10;
export const RATE_WINDOW_MS = 60_000;

const defaultLimiter = createAddressLimiter({ name: "diagnose", limit: RATE_LIMIT, windowMs: RATE_WINDOW_MS });

const fail = (status: number, error: string, headers?: Record<string, string>): Response =>
  jsonAnswer(status, { success: false, error }, headers);

/** Any method but POST; the route's loader answers with the same words. */
export function diagnoseMethodNotAllowed(): Response {
  return methodNotAllowed({ success: false, error: "method: only POST is accepted" });
}

/** What every diagnosis endpoint answers when its body cannot be used. */
export const BODY_MESSAGES = {
  wrongType: "body: must be sent as application/json",
  tooLarge: `body: must be at most ${MAX_BODY_BYTES / 1024} KB`,
  notText: "body: could not be read as UTF-8 text",
  notJson: "body: must be valid JSON",
  notObject: "body: must be a JSON object",
};

/**
 * POST /api/diagnose.php: this site's pages only, rate limit per client address, JSON type, body size, JSON, the shared zod
 * rules, then the triage of the request and one insert that keeps its summary. A triage that fails does not cost the
 * shop the request: the lead is stored without one and the answer's `triage` is null. Logs carry no visitor data.
 */
export async function handleDiagnoseRequest({
  request,
  db,
  clientAddress,
  limiter = defaultLimiter,
  now = () => new Date(),
}: {
  request: Request;
  db: Kysely<Database>;
  clientAddress: string;
  limiter?: RateLimiter;
  now?: () => Date;
}): Promise<Response> {
  if (request.method !== "POST") return diagnoseMethodNotAllowed();
  if (!isSameOriginRequest(request)) return fail(403, "Cross-site request refused");

  let decision: RateLimitDecision;
  try {
    decision = await limiter.check(clientAddress, now().getTime(), db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return fail(503, "Could not save your request. Please try again later.");
  }
  if (!decision.allowed) {
    return fail(429, "Too many requests. Please wait a minute and try again.", {
      "Retry-After": String(decision.retryAfterSeconds),
    });
  }

  const input = await readJsonBody(request, {
    limit: MAX_BODY_BYTES,
    schema: DiagnosisRequestSchema,
    messages: BODY_MESSAGES,
    describeIssue: describeFirstIssue,
  });
  if (!input.ok) return fail(input.status, input.error);

  const { issue, description, userInfo } = input.data;
  let triage: TriageResult | null = null;
  try {
    triage = await runTriage(db, { issue, description, answers: {} }, now());
  } catch (error) {
    logStoreError("diagnosis triage failed; the lead is stored without it", error);
  }

  try {
    const { id, bookingKey } = await createLead(
      db,
      {
        issue,
        description,
        name: userInfo.name,
        email: userInfo.email,
        phone: userInfo.phone,
        clientTimestamp: userInfo.timestamp,
        triage: triage ? summarizeTriage(triage, {}) : null,
      },
      now(),
    );
    // The lead and its alert are committed: send the alert now rather than at the next poll.
    wakeOutbox();
    // No cause here: the line names the lead, and what the visitor's words showed is theirs to erase.
    log("info", "diagnosis lead stored", { id, issue });
    // The same answer for a new lead and a follow-up: no id (it would be an older lead's, telling the
    // visitor that these details belong to someone who asked before), only this request's own key.
    return jsonAnswer(201, { success: true, bookingKey, triage });
  } catch (error) {
    logStoreError("diagnosis lead could not be stored", error);
    return fail(isDatabaseUnavailable(error) ? 503 : 500, "Could not save your request. Please try again later.");
  }
}
