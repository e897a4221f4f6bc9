import type { Kysely } from "kysely";

import { isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import { readJsonBody } from "~/lib/http/body.server";
import { jsonAnswer, methodNotAllowed } from "~/lib/http/json.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import type { RateLimitDecision, RateLimiter } from "~/lib/rate-limit.server";

import { recordClick } from "./clicks.server";
import { ClickSchema } from "./schema";

export const CLICK_BODY_LIMIT = 1024;
const defaultLimiter = createAddressLimiter({ name: "clicks", limit: 30, windowMs: 60_000 });

const fail = (status: number, error: string, headers?: Record<string, string>): Response =>
  jsonAnswer(status, { error }, headers);

/** Any method but POST; the route's loader answers with the same words. */
export function clickMethodNotAllowed(): Response {
  return methodNotAllowed({ error: "Only POST is accepted" });
}

const BODY_MESSAGES = {
  wrongType: "Body must be sent as application/json",
  tooLarge: "Body too large",
  notText: "Body must be UTF-8 JSON",
  notJson: "Body must be JSON",
  notObject: "Body must be a JSON object",
};

/**
 * POST /api/affiliate-click.php, sent with navigator.sendBeacon when a visitor follows a
 * marketplace link: {kind, id}. Counts per item and day only; stores nothing about the visitor.
 */
export async function handleClickRequest({
  request,
  db,
  clientAddress,
  limiter = defaultLimiter,
}: {
  request: Request;
  db: Kysely<Database>;
  clientAddress: string;
  limiter?: RateLimiter;
}): Promise<Response> {
  if (request.method !== "POST") return clickMethodNotAllowed();
  // Another site must not make its visitors inflate the counts.
  if (!isSameOriginRequest(request)) return fail(403, "Cross-site request refused");
  let decision: RateLimitDecision;
  try {
    decision = await limiter.check(clientAddress, Date.now(), db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return fail(503, "Clicks cannot be counted right now");
  }
  if (!decision.allowed) return fail(429, "Too many requests", { "Retry-After": String(decision.retryAfterSeconds) });
  const input = await readJsonBody(request, {
    limit: CLICK_BODY_LIMIT,
    schema: ClickSchema,
    messages: BODY_MESSAGES,
    describeIssue: (error) => error.issues[0]!.message,
  });
  if (!input.ok) return fail(input.status, input.error);
  let recorded: boolean;
  try {
    recorded = await recordClick(db, input.data);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return fail(503, "Clicks cannot be counted right now");
  }
  if (!recorded) return fail(404, "No such item");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
