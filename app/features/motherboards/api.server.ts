import type { Kysely } from "kysely";

import { getDb } from "~/db/index.server";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";
import { getConfig } from "~/lib/config.server";
import { errorFields, log } from "~/lib/log.server";

import { getMotherboardCatalog, type SerializedBody } from "./cache.server";
import { MotherboardModelParamSchema } from "./model-param.server";

export interface MotherboardApiDeps {
  db: Kysely<Database>;
  associateTag: string;
}

/**
 * Browsers revalidate every time (the client asks with no-cache and gets a 304 when nothing
 * changed); a CDN may keep an answer for a minute and serve it stale for five while refetching.
 */
export const MOTHERBOARD_API_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

const JSON_TYPE = "application/json; charset=utf-8";

function errorResponse(status: number, message: string): Response {
  return new Response(JSON.stringify({ error: message }), {
    status,
    headers: {
      "Content-Type": JSON_TYPE,
      "Cache-Control": "no-store",
      ...(status === 503 ? { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } : {}),
    },
  });
}

/** RFC 9110 weak comparison: any listed tag, or "*", matches when the opaque parts agree. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || opaque(t) === opaque(etag));
}

function jsonResponse(request: Request, { body, etag }: SerializedBody): Response {
  const headers = { ETag: etag, "Cache-Control": MOTHERBOARD_API_CACHE_CONTROL, Vary: "Accept-Encoding" };
  if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, {
    status: 200,
    headers: { ...headers, "Content-Type": JSON_TYPE, "Content-Length": String(body.byteLength) },
  });
}

async function withServerErrors(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    log("error", "motherboard API failed", errorFields(error));
    return errorResponse(
      isDatabaseUnavailable(error) ? 503 : 500,
      "Motherboard data is unavailable right now. Please try again later.",
    );
  }
}

/** GET /api/get-motherboard-models.php → [{model, name, componentCount}] */
export function respondWithMotherboardModels(request: Request, deps: MotherboardApiDeps): Promise<Response> {
  return withServerErrors(async () => {
    const catalog = await getMotherboardCatalog(deps.db, deps.associateTag);
    return jsonResponse(request, catalog.serialize("models", catalog.models));
  });
}

/** GET /api/get-motherboard-components.php?motherboard_model=M → {"High Price": [...], "Mid Price": [...], "Low Price": [...]} */
export function respondWithMotherboardComponents(request: Request, deps: MotherboardApiDeps): Promise<Response> {
  return withServerErrors(async () => {
    const parsed = MotherboardModelParamSchema.safeParse(new URL(request.url).searchParams.get("motherboard_model") ?? "");
    if (!parsed.success) return errorResponse(400, parsed.error.issues[0]!.message);
    const model = parsed.data;
    const catalog = await getMotherboardCatalog(deps.db, deps.associateTag);
    const components = catalog.components.get(model);
    if (!components) return errorResponse(404, `Unknown motherboard model: ${model}`);
    return jsonResponse(request, catalog.serialize(`components:${model}`, components));
  });
}

/** The app's database and the configured associate tag, for the route modules. */
export function getMotherboardApiDeps(): MotherboardApiDeps {
  return { db: getDb(), associateTag: getConfig().business.amazonAssociateTag };
}
