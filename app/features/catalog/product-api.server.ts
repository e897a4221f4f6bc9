import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

import type { Kysely } from "kysely";

import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "~/db/errors";
import type { Database } from "~/db/types";

import { createCatalogMemo, getCachedProducts } from "./catalog-cache.server";
import { CATEGORY_SLUGS, isCategorySlug } from "./categories";
import { logCatalogError } from "./log.server";
import { toAdminRecord, toEnhancedRecord } from "./records";

export type ProductApiKind = "enhanced" | "admin";

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The fast path answers before the site-wide security middleware (which builds a per-request
 * CSP nonce a JSON body has no use for), so API responses carry their own, fixed set: a
 * JSON resource may load nothing, be framed by nothing and be sniffed as nothing else.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};

/** The spec's legacy paths (§7); existing clients call exactly these. */
export const PRODUCT_API_PATHS: Record<string, ProductApiKind> = {
  "/api/enhanced-get-products.php": "enhanced",
  "/api/get-products.php": "admin",
};

/** Browsers revalidate every time (ETag makes that cheap); a CDN may keep a copy for a minute. */
export const PRODUCT_API_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

export interface ProductApiRequest {
  category: string | null;
  ifNoneMatch?: string;
  acceptEncoding?: string;
  /** false: never answer gzip (the caller compresses, or cannot send raw bytes). */
  gzip?: boolean;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

interface Encoded {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  /** Response headers, built once per body rather than once per request. */
  headers: { identity: Record<string, string>; gzip: Record<string, string>; notModified: Record<string, string> };
}

const bodiesMemo = createCatalogMemo<Encoded>();

function encode(value: unknown): Encoded {
  const identity = Buffer.from(JSON.stringify(value), "utf8");
  const hash = createHash("sha1").update(identity).digest("base64url").slice(0, 27);
  // Weak: the gzip and identity bodies are the same resource, and If-None-Match compares weakly anyway.
  const etag = `W/"${hash}"`;
  const gzip = gzipSync(identity, { level: 9 });
  const base = {
    ...API_SECURITY_HEADERS,
    "Content-Type": JSON_TYPE,
    "Cache-Control": PRODUCT_API_CACHE_CONTROL,
    ETag: etag,
    Vary: "Accept-Encoding",
  };
  return {
    etag,
    identity,
    gzip,
    headers: {
      identity: { ...base, "Content-Length": String(identity.length) },
      gzip: { ...base, "Content-Encoding": "gzip", "Content-Length": String(gzip.length) },
      notModified: base,
    },
  };
}

function jsonError(status: number, message: string): ApiResponse {
  return {
    status,
    headers: {
      ...API_SECURITY_HEADERS,
      "Content-Type": JSON_TYPE,
      "Cache-Control": "no-store",
      ...(status === 503 ? { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) } : {}),
    },
    body: Buffer.from(JSON.stringify({ error: message }), "utf8"),
  };
}

/** True when an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/** Accept-Encoding lists gzip with a non-zero quality. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(",").some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (coding!.trim() !== "gzip") return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Answers one product API request. Shared by the Express fast path and the React Router
 * resource routes, so both give the same bytes, status codes and headers.
 */
export async function respondProductApi(
  db: Kysely<Database>,
  kind: ProductApiKind,
  request: ProductApiRequest,
): Promise<ApiResponse> {
  const { category } = request;
  if (category === null || category.trim() === "") {
    return jsonError(400, `Missing category. Use ?category= with one of: ${CATEGORY_SLUGS.join(", ")}.`);
  }
  if (!isCategorySlug(category)) {
    return jsonError(400, `Unknown category "${category.slice(0, 40)}". Use one of: ${CATEGORY_SLUGS.join(", ")}.`);
  }
  let encoded: Encoded;
  try {
    encoded = await bodiesMemo(db, `${kind}:${category}`, async () => {
      const products = await getCachedProducts(db, category);
      return encode(kind === "enhanced" ? products.map(toEnhancedRecord) : products.map(toAdminRecord));
    });
  } catch (error) {
    logCatalogError("product API failed", error, { kind, category });
    return jsonError(isDatabaseUnavailable(error) ? 503 : 500, "Could not load products right now. Please try again later.");
  }
  return answer(encoded, request);
}

function answer(encoded: Encoded, request: ProductApiRequest): ApiResponse {
  if (etagMatches(request.ifNoneMatch, encoded.etag)) return { status: 304, headers: encoded.headers.notModified, body: null };
  if (request.gzip !== false && acceptsGzip(request.acceptEncoding))
    return { status: 200, headers: encoded.headers.gzip, body: encoded.gzip };
  return { status: 200, headers: encoded.headers.identity, body: encoded.identity };
}

/** The answer straight from memory when the body is cached and fresh; undefined means use respondProductApi. */
export function respondProductApiFromCache(
  db: Kysely<Database>,
  kind: ProductApiKind,
  request: ProductApiRequest,
): ApiResponse | undefined {
  if (request.category === null || !isCategorySlug(request.category)) return undefined;
  const encoded = bodiesMemo.peek(db, `${kind}:${request.category}`);
  return encoded && answer(encoded, request);
}

/** The same answer as a fetch Response, for the React Router resource routes. */
export async function productApiResponse(db: Kysely<Database>, kind: ProductApiKind, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const r = await respondProductApi(db, kind, {
    category: url.searchParams.get("category"),
    ifNoneMatch: request.headers.get("if-none-match") ?? undefined,
    // Compression, when the client wants it, is the server's job on this path.
    gzip: false,
  });
  return new Response(request.method === "HEAD" || r.body === null ? null : new Uint8Array(r.body), {
    status: r.status,
    headers: r.headers,
  });
}
