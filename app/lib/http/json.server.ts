import { createHash } from "node:crypto";

import { DATABASE_RETRY_AFTER_SECONDS } from "~/db/errors";

/**
 * One HTTP answer, as every JSON endpoint builds it; resource routes turn it into a fetch
 * Response with toResponse().
 */
export interface HttpAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

export const JSON_TYPE = "application/json; charset=utf-8";

/** What a JSON answer needs to know about the request it answers. */
export interface ConditionalRequest {
  ifNoneMatch?: string | null;
}

/** True when an If-None-Match header names this ETag, or is "*" (weak comparison, RFC 9110). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/** A JSON body encoded once (with its ETag and headers) and answered many times; Express compresses it. */
export interface EncodedJson {
  etag: string;
  body: Buffer;
  headers: { ok: Record<string, string>; notModified: Record<string, string> };
}

/** Serialises and hashes a cacheable JSON body; do it once per cached value. */
export function encodeJson(value: unknown, cacheControl: string): EncodedJson {
  const body = Buffer.from(JSON.stringify(value), "utf8");
  // Weak: the compressed and identity bodies are the same resource, and If-None-Match compares weakly anyway.
  const etag = `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 27)}"`;
  const notModified = { "Content-Type": JSON_TYPE, "Cache-Control": cacheControl, ETag: etag };
  return { etag, body, headers: { ok: { ...notModified, "Content-Length": String(body.length) }, notModified } };
}

/** 304 when the client holds this body, else the body. */
export function jsonResponse(encoded: EncodedJson, request: ConditionalRequest): HttpAnswer {
  if (etagMatches(request.ifNoneMatch, encoded.etag)) return { status: 304, headers: encoded.headers.notModified, body: null };
  return { status: 200, headers: encoded.headers.ok, body: encoded.body };
}

/**
 * An uncached JSON answer (a write's result, an error). Never stored by browsers or CDNs; a
 * 503 tells the client when to try again.
 */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer {
  return {
    status,
    headers: {
      "Content-Type": JSON_TYPE,
      "Cache-Control": "no-store",
      ...(status === 503 ? { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } : {}),
      ...headers,
    },
    body: body === undefined ? null : Buffer.from(JSON.stringify(body), "utf8"),
  };
}

/** The `{error}` body every read API answers with when it cannot give the resource. */
export function jsonError(status: number, message: string, headers?: Record<string, string>): HttpAnswer {
  return jsonAnswer(status, { error: message }, headers);
}

/** 405 with the Allow header; `body` is the endpoint's own error shape. */
export function methodNotAllowed(body: unknown, allow = "POST"): HttpAnswer {
  return jsonAnswer(405, body, { Allow: allow });
}

/** A body-less answer (204) with the same fixed headers. */
export function emptyAnswer(status: number): HttpAnswer {
  return { status, headers: { "Cache-Control": "no-store" }, body: null };
}

/** The answer as a fetch Response, for React Router resource routes. */
export function toResponse(answer: HttpAnswer, method = "GET"): Response {
  const body = method === "HEAD" || answer.body === null ? null : new Uint8Array(answer.body);
  return new Response(body, { status: answer.status, headers: answer.headers });
}
