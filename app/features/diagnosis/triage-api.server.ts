import type { Kysely } from "kysely";
import type * as core from "zod/v4/core";

import { isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { findTriageTarget, saveLeadTriage } from "~/features/leads/index.server";
import { ISSUE_TYPES, type IssueType } from "~/content/diagnosis";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import { readJsonBody } from "~/lib/http/body.server";
import { jsonAnswer } from "~/lib/http/json.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { log, logStoreError } from "~/lib/log.server";
import type { RateLimitDecision, RateLimiter } from "~/lib/rate-limit.server";

import { BODY_MESSAGES, MAX_BODY_BYTES, diagnoseMethodNotAllowed } from "./diagnose-api.server";
import { TriageAnswersRequestSchema, TriageRequestSchema, describeFirstIssue } from "./schema";
import { runTriage, summarizeTriage } from "./triage/triage.server";
import type { TriageResult } from "./triage/types";

/** A visitor answers a question every few seconds at most; both triage endpoints share this budget per address. */
export const TRIAGE_RATE_LIMIT = 30;
export const TRIAGE_RATE_WINDOW_MS = 60_000;

const defaultLimiter = createAddressLimiter({
  name: "diagnose-triage",
  limit: TRIAGE_RATE_LIMIT,
  windowMs: TRIAGE_RATE_WINDOW_MS,
});

const UNAVAILABLE = "Could not work out the causes just now. Please try again later.";

const fail = (status: number, error: string, headers?: Record<string, string>): Response =>
  jsonAnswer(status, { success: false, error }, headers);

interface TriageCall {
  request: Request;
  db: Kysely<Database>;
  clientAddress: string;
  limiter?: RateLimiter;
  now?: () => Date;
}

/**
 * What both endpoints check before any work, in this order: POST, this site's pages, the limit
 * per client address (a refused request is not read), then the JSON body against `schema`.
 */
async function admit<S extends core.$ZodType>(
  { request, db, clientAddress, limiter = defaultLimiter, now = () => new Date() }: TriageCall,
  schema: S,
): Promise<{ ok: true; data: core.output<S> } | { ok: false; response: Response }> {
  if (request.method !== "POST") return { ok: false, response: diagnoseMethodNotAllowed() };
  if (!isSameOriginRequest(request)) return { ok: false, response: fail(403, "Cross-site request refused") };
  let decision: RateLimitDecision;
  try {
    decision = await limiter.check(clientAddress, now().getTime(), db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return { ok: false, response: fail(503, UNAVAILABLE) };
  }
  if (!decision.allowed) {
    const headers = { "Retry-After": String(decision.retryAfterSeconds) };
    return { ok: false, response: fail(429, "Too many requests. Please wait a minute and try again.", headers) };
  }
  const body = await readJsonBody(request, {
    limit: MAX_BODY_BYTES,
    schema,
    messages: BODY_MESSAGES,
    describeIssue: describeFirstIssue,
  });
  if (!body.ok) return { ok: false, response: fail(body.status, body.error) };
  return { ok: true, data: body.data };
}

const isIssueType = (value: string): value is IssueType => (ISSUE_TYPES as readonly string[]).includes(value);

/** The one log line a triage writes: the picked issue and the top cause's id, never the visitor's words. */
function logTriage(msg: string, issue: string | null, result: TriageResult): void {
  log("info", msg, { issue, cause: result.causes[0]?.id ?? null });
}

/** A failed triage: 503 when the database (the limit, the price list) cannot be reached, else 500. */
function triageFailed(error: unknown): Response {
  logStoreError("triage failed", error);
  return fail(isDatabaseUnavailable(error) ? 503 : 500, UNAVAILABLE);
}

/**
 * POST /api/diagnose/triage: the engine's answer for the visitor's issue, words and answers, its
 * service priced from the owner's price list. Stores nothing.
 */
export async function handleTriageRequest(call: TriageCall): Promise<Response> {
  const admitted = await admit(call, TriageRequestSchema);
  if (!admitted.ok) return admitted.response;
  const now = call.now ?? (() => new Date());
  try {
    const result = await runTriage(call.db, admitted.data, now());
    logTriage("triage answered", admitted.data.issue, result);
    return jsonAnswer(200, result);
  } catch (error) {
    return triageFailed(error);
  }
}

/**
 * POST /api/diagnose/answers: the visitor's answers for the request their booking key belongs to
 * (sent in the last day, details kept). The triage is worked out again from the request as it
 * was stored, not from words the browser sends now, and its summary replaces the row's.
 */
export async function handleTriageAnswersRequest(call: TriageCall): Promise<Response> {
  const admitted = await admit(call, TriageAnswersRequestSchema);
  if (!admitted.ok) return admitted.response;
  const now = (call.now ?? (() => new Date()))();
  const { bookingKey, answers } = admitted.data;
  try {
    const target = await findTriageTarget(call.db, bookingKey, now);
    const gone = () => fail(404, "bookingKey: no request from the last 24 hours has this key");
    if (!target) return gone();
    const issue = isIssueType(target.issue) ? target.issue : null;
    const result = await runTriage(call.db, { issue, description: target.description, answers }, now);
    if (!(await saveLeadTriage(call.db, target, summarizeTriage(result, answers)))) return gone();
    logTriage("triage answers stored", issue, result);
    return jsonAnswer(200, result);
  } catch (error) {
    return triageFailed(error);
  }
}
