import type { Kysely } from "kysely";

import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { BodyTooLargeError, readBodyText } from "~/lib/body.server";
import { log } from "~/lib/log.server";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import type { RateLimitDecision, RateLimiter } from "~/lib/rate-limit.server";

import { createLead } from "./leads.server";
import { DiagnosisRequestSchema, describeFirstIssue } from "./schema";

export const MAX_BODY_BYTES = 16 * 1024;
export const RATE_LIMIT = 10;
export const RATE_WINDOW_MS = 60_000;

export interface ApiResult {
  status: number;
  body: { success: true; id: number } | { success: false; error: string };
  headers?: Record<string, string>;
}

const defaultLimiter = createAddressLimiter({ name: "diagnose", limit: RATE_LIMIT, windowMs: RATE_WINDOW_MS });

const fail = (status: number, error: string, headers?: Record<string, string>): ApiResult => ({
  status,
  body: { success: false, error },
  headers,
});

/**
 * POST /api/diagnose.php without the HTTP plumbing: rate limit per client address, body size,
 * JSON, the shared zod rules, then one insert. Logs carry no visitor data.
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
}): Promise<ApiResult> {
  if (request.method !== "POST") {
    return fail(405, "method: only POST is accepted", { Allow: "POST" });
  }

  let decision: RateLimitDecision;
  try {
    decision = await limiter.check(clientAddress, now().getTime(), db);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return fail(503, "Could not save your request. Please try again later.", {
      "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
  if (!decision.allowed) {
    return fail(429, "Too many requests. Please wait a minute and try again.", {
      "Retry-After": String(decision.retryAfterSeconds),
    });
  }

  let text: string;
  try {
    text = await readBodyText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return fail(413, `body: must be at most ${MAX_BODY_BYTES / 1024} KB`);
    return fail(400, "body: could not be read as UTF-8 text");
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(400, "body: must be valid JSON");
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return fail(400, "body: must be a JSON object");
  }

  const parsed = DiagnosisRequestSchema.safeParse(json);
  if (!parsed.success) return fail(400, describeFirstIssue(parsed.error));

  try {
    const id = await createLead(db, parsed.data, now());
    log("info", "diagnosis lead stored", { id, issue: parsed.data.issue });
    return { status: 201, body: { success: true, id } };
  } catch (error) {
    // Driver messages can quote the rejected value, so only the error's kind and code are logged.
    const code = (error as { code?: unknown })?.code;
    log("error", "diagnosis lead could not be stored", {
      errorName: error instanceof Error ? error.name : typeof error,
      ...(typeof code === "string" ? { code } : {}),
    });
    if (isDatabaseUnavailable(error)) {
      return fail(503, "Could not save your request. Please try again later.", {
        "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
      });
    }
    return fail(500, "Could not save your request. Please try again later.");
  }
}
