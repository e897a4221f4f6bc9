import { createHash } from "node:crypto";

import { DATABASE_RETRY_AFTER_SECONDS } from "~/db/errors";

export const JSON_TYPE = "application/json; charset=utf-8";

/** True when an If-None-Match header names this ETag, or is "*" (weak comparison, RFC 9110). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** A cacheable JSON body serialised and hashed once, answered many times (Express compresses it). */
export interface EncodedJson {
  etag: string;
  body: Uint8Array<ArrayBuffer>;
  cacheControl: string;
}

export function encodeJson(value: unknown, cacheControl: string): EncodedJson {
  const body = new TextEncoder().encode(JSON.stringify(value));
  // Weak: the compressed and identity bodies are the same resource, and If-None-Match compares weakly anyway.
  const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
  return { etag, body, cacheControl };
}

/** 304 when the client holds this body, else the body. */
export function jsonResponse(encoded: EncodedJson, ifNoneMatch: string | null | undefined): Response {
  const headers = { "Content-Type": JSON_TYPE, "Cache-Control": encoded.cacheControl, ETag: encoded.etag };
  if (etagMatches(ifNoneMatch, encoded.etag)) return new Response(null, { status: 304, headers });
  return new Response(encoded.body, { headers });
}

/**
 * An uncached JSON answer (a write's result, an error). Never stored by browsers or CDNs; a
 * 503 tells the client when to try again.
 */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const retry: Record<string, string> = status === 503 ? { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } : {};
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store", ...retry, ...headers },
  });
}

/** The `{error}` body every read API answers with when it cannot give the resource. */
export function jsonError(status: number, message: string, headers?: Record<string, string>): Response {
  return jsonAnswer(status, { error: message }, headers);
}

/** 405 with the Allow header; `body` is the endpoint's own error shape. */
export function methodNotAllowed(body: unknown, allow = "POST"): Response {
  return jsonAnswer(405, body, { Allow: allow });
}
