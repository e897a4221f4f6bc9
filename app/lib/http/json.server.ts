import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

import { DATABASE_RETRY_AFTER_SECONDS } from "~/db/errors";

/**
 * One HTTP answer, as every JSON endpoint builds it. The node:http fast path writes it as is;
 * React Router resource routes turn it into a fetch Response with toResponse().
 */
export interface HttpAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

export const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The headers of every API response: a JSON resource may load nothing, be framed by nothing
 * and be sniffed as nothing else. JSON answered ahead of Express carries them itself; on the
 * Express path the security middleware sets the same set for every /api/ path (a JSON body
 * has no use for the pages' per-request CSP nonce).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** What a JSON answer needs to know about the request it answers. */
export interface ConditionalRequest {
  ifNoneMatch?: string | null;
  /** Unset: answer identity bytes (Express compresses on the resource-route path). */
  acceptEncoding?: string | null;
}

/** True when an If-None-Match header names this ETag, or is "*" (weak comparison, RFC 9110). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}

/**
 * The quality (0 to 1) Accept-Encoding gives `coding`: its own entry, else "*", else 0; a q that
 * is not a number counts as 0. "identity" is acceptable unless refused by name or by "*;q=0".
 */
export function encodingQuality(acceptEncoding: string | null | undefined, coding: "gzip" | "br" | "identity"): number {
  if (!acceptEncoding) return coding === "identity" ? 1 : 0;
  let star: number | undefined;
  for (const part of acceptEncoding.split(",")) {
    const [token = "", ...params] = part.split(";");
    const name = token.trim().toLowerCase();
    if (name !== coding && name !== "*") continue;
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name === coding) return quality;
    star = quality;
  }
  return star ?? (coding === "identity" ? 1 : 0);
}

/** Accept-Encoding lists `coding` (or "*") with a non-zero quality; "gzip;q=0" refuses gzip. */
export function acceptsEncoding(acceptEncoding: string | null | undefined, coding: "gzip" | "br"): boolean {
  return encodingQuality(acceptEncoding, coding) > 0;
}

/** A JSON body encoded once (identity and gzip, with its ETag and headers) and answered many times. */
export interface EncodedJson {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  headers: { identity: Record<string, string>; gzip: Record<string, string>; notModified: Record<string, string> };
}

/** Serialises, hashes and compresses a cacheable JSON body; do it once per cached value. */
export function encodeJson(value: unknown, cacheControl: string): EncodedJson {
  const identity = Buffer.from(JSON.stringify(value), "utf8");
  // Weak: the gzip and identity bodies are the same resource, and If-None-Match compares weakly anyway.
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url").slice(0, 27)}"`;
  const gzip = gzipSync(identity, { level: 9 });
  const base = {
    ...API_SECURITY_HEADERS,
    "Content-Type": JSON_TYPE,
    "Cache-Control": cacheControl,
    ETag: etag,
    Vary: "Accept-Encoding",
  };
  const identityHeaders = { ...base, "Content-Length": String(identity.length) };
  // A tiny body compresses to more bytes than it has; such a body is always sent as is.
  if (gzip.length >= identity.length)
    return { etag, identity, gzip: identity, headers: { identity: identityHeaders, gzip: identityHeaders, notModified: base } };
  return {
    etag,
    identity,
    gzip,
    headers: {
      identity: identityHeaders,
      gzip: { ...base, "Content-Encoding": "gzip", "Content-Length": String(gzip.length) },
      notModified: base,
    },
  };
}

/** 304 when the client holds this body, else the gzip or identity bytes it accepts. */
export function jsonResponse(encoded: EncodedJson, request: ConditionalRequest): HttpAnswer {
  if (etagMatches(request.ifNoneMatch, encoded.etag)) return { status: 304, headers: encoded.headers.notModified, body: null };
  if (acceptsEncoding(request.acceptEncoding, "gzip")) return { status: 200, headers: encoded.headers.gzip, body: encoded.gzip };
  return { status: 200, headers: encoded.headers.identity, body: encoded.identity };
}

/**
 * An uncached JSON answer (a write's result, an error). Never stored by browsers or CDNs; a
 * 503 tells the client when to try again.
 */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): HttpAnswer {
  return {
    status,
    headers: {
      ...API_SECURITY_HEADERS,
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
  return { status, headers: { ...API_SECURITY_HEADERS, "Cache-Control": "no-store" }, body: null };
}

/**
 * The answer as a fetch Response, for React Router resource routes. Express's security
 * middleware has already set the same headers on every /api/ path, and React Router's adapter
 * appends rather than replaces, so the fixed set stays out.
 */
export function toResponse(answer: HttpAnswer, method = "GET"): Response {
  const body = method === "HEAD" || answer.body === null ? null : new Uint8Array(answer.body);
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    if (!Object.hasOwn(API_SECURITY_HEADERS, name)) headers.set(name, value);
  return new Response(body, { status: answer.status, headers });
}
