import type { Route } from "./+types/photo-upload";
import { getDb } from "~/db/index.server";
import { UPLOAD_MESSAGES, receivePhotoPost } from "~/features/photos/index.server";
import { now } from "~/lib/clock.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

/** One photo from the phone's page with JavaScript, answered in JSON (PhotoUploadOutcome). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!isSameOriginRequest(request))
    return Response.json({ ok: false, status: 403, message: UPLOAD_MESSAGES.crossSite }, { status: 403, headers });
  const outcome = await receivePhotoPost({
    db: getDb(),
    token: params.token,
    request,
    clientAddress: context.clientAddress,
    now: now(),
  });
  if (!outcome.ok && outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return Response.json(outcome, { status: outcome.ok ? 201 : outcome.status, headers });
}
