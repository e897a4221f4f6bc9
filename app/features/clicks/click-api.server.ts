import type { Kysely } from "kysely";

import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { BodyTooLargeError, readBodyText } from "~/lib/body.server";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import type { RateLimitDecision, RateLimiter } from "~/lib/rate-limit.server";

import { recordClick } from "./clicks.server";
import { ClickSchema } from "./schema";

export const CLICK_BODY_LIMIT = 1024;
const defaultLimiter = createAddressLimiter({ name: "clicks", limit: 30, windowMs: 60_000 });

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

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
  if (request.method !== "POST") return json(405, { error: "Only POST is accepted" }, { Allow: "POST" });
  let decision: RateLimitDecision;
  try {
    decision = await limiter.check(clientAddress, Date.now(), db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return json(503, { error: "Clicks cannot be counted right now" }, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  if (!decision.allowed) return json(429, { error: "Too many requests" }, { "Retry-After": String(decision.retryAfterSeconds) });
  let text: string;
  try {
    text = await readBodyText(request, CLICK_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json(413, { error: "Body too large" });
    return json(400, { error: "Body must be UTF-8 JSON" });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return json(400, { error: "Body must be JSON" });
  }
  const parsed = ClickSchema.safeParse(body);
  if (!parsed.success) return json(400, { error: parsed.error.issues[0]!.message });
  let recorded: boolean;
  try {
    recorded = await recordClick(db, parsed.data);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return json(503, { error: "Clicks cannot be counted right now" }, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) });
  }
  if (!recorded) return json(404, { error: "No such item" });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
