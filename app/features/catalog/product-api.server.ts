import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";

import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import { createCatalogMemo, getCachedProducts } from "./catalog-cache.server";
import { CATEGORY_SLUGS, isCategorySlug } from "./categories";
import { logCatalogError } from "./log.server";
import { toAdminRecord, toEnhancedRecord } from "./records";

export type ProductApiKind = "enhanced" | "admin";

/** The spec's legacy paths (§7); existing clients call exactly these. */
export const PRODUCT_API_PATHS: Record<string, ProductApiKind> = {
  "/api/enhanced-get-products.php": "enhanced",
  "/api/get-products.php": "admin",
};

/** Browsers revalidate every time (ETag makes that cheap); a CDN may keep a copy for a minute. */
export const PRODUCT_API_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

interface Encoded {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
}

const bodiesMemo = createCatalogMemo<Encoded>();

function encode(value: unknown): Encoded {
  const identity = Buffer.from(JSON.stringify(value), "utf8");
  const hash = createHash("sha1").update(identity).digest("base64url").slice(0, 27);
  // Weak: the gzip and identity bodies are the same resource, and If-None-Match compares weakly anyway.
  return { etag: `W/"${hash}"`, identity, gzip: gzipSync(identity, { level: 9 }) };
}

const JSON_TYPE = "application/json; charset=utf-8";

function jsonError(status: number, message: string): ApiResponse {
  return {
    status,
    headers: { "Content-Type": JSON_TYPE, "Cache-Control": "no-store" },
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
  request: { category: string | null; ifNoneMatch?: string; acceptEncoding?: string; gzip?: boolean },
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
    return jsonError(500, "Could not load products right now. Please try again later.");
  }
  const headers: Record<string, string> = {
    "Content-Type": JSON_TYPE,
    "Cache-Control": PRODUCT_API_CACHE_CONTROL,
    ETag: encoded.etag,
    Vary: "Accept-Encoding",
  };
  if (etagMatches(request.ifNoneMatch, encoded.etag)) return { status: 304, headers, body: null };
  if (request.gzip !== false && acceptsGzip(request.acceptEncoding)) {
    headers["Content-Encoding"] = "gzip";
    return { status: 200, headers: { ...headers, "Content-Length": String(encoded.gzip.length) }, body: encoded.gzip };
  }
  return { status: 200, headers: { ...headers, "Content-Length": String(encoded.identity.length) }, body: encoded.identity };
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
  return new Response(request.method === "HEAD" || r.body === null ? null : new Uint8Array(r.body), { status: r.status, headers: r.headers });
}
