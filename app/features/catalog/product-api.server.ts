import type { Kysely } from "kysely";

import { isDatabaseUnavailable } from "~/db/errors";
import { getDb } from "~/db/index.server";
import type { Database } from "~/db/types";
import { createMemo } from "~/lib/memo.server";
import { encodeJson, jsonError, jsonResponse, type EncodedJson } from "~/lib/http/json.server";
import type { ApiRequest } from "~/lib/http/request.server";

import { CATALOG_CACHE_TTL_MS, CATALOG_MEMO_MAX_ENTRIES, CATALOG_SCOPE, getCachedProducts } from "./catalog-cache.server";
import { CATEGORY_SLUGS, isCategorySlug } from "./categories";
import { logCatalogError } from "./log.server";
import { toAdminRecord, toEnhancedRecord } from "./records";

/** The listing read (enhanced records) and the admin list's read, at the legacy paths existing clients call. */
export type ProductApiKind = "enhanced" | "admin";

/** Browsers revalidate every time (ETag makes that cheap); a CDN may keep a copy for a minute. */
export const PRODUCT_API_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

const LOAD_FAILED = "Could not load products right now. Please try again later.";

const bodiesMemo = createMemo<EncodedJson>({
  scope: CATALOG_SCOPE,
  ttlMs: CATALOG_CACHE_TTL_MS,
  maxEntries: CATALOG_MEMO_MAX_ENTRIES,
});

type Checked = { ok: true; category: (typeof CATEGORY_SLUGS)[number] } | { ok: false; answer: Response };

function checkCategory(category: string | null | undefined): Checked {
  if (category === null || category === undefined || category.trim() === "")
    return { ok: false, answer: jsonError(400, `Missing category. Use ?category= with one of: ${CATEGORY_SLUGS.join(", ")}.`) };
  if (!isCategorySlug(category))
    return {
      ok: false,
      answer: jsonError(400, `Unknown category "${category.slice(0, 40)}". Use one of: ${CATEGORY_SLUGS.join(", ")}.`),
    };
  return { ok: true, category };
}

/** Answers one product API request from the cached, pre-encoded body (loading it when needed). */
export async function respondProductApi(
  db: Kysely<Database>,
  kind: ProductApiKind,
  request: Pick<ApiRequest, "ifNoneMatch"> & { category: string | null | undefined },
): Promise<Response> {
  const checked = checkCategory(request.category);
  if (!checked.ok) return checked.answer;
  const { category } = checked;
  try {
    const encoded = await bodiesMemo.get(db, `${kind}:${category}`, async () => {
      const products = await getCachedProducts(db, category);
      return encodeJson(
        kind === "enhanced" ? products.map(toEnhancedRecord) : products.map(toAdminRecord),
        PRODUCT_API_CACHE_CONTROL,
      );
    });
    return jsonResponse(encoded, request.ifNoneMatch);
  } catch (error) {
    logCatalogError("product API failed", error, { kind, category });
    return jsonError(isDatabaseUnavailable(error) ? 503 : 500, LOAD_FAILED);
  }
}

/** The answer straight from memory when the body is cached and fresh; undefined means use respondProductApi. */
export function respondProductApiFromCache(
  db: Kysely<Database>,
  kind: ProductApiKind,
  request: Pick<ApiRequest, "ifNoneMatch"> & { category: string | null | undefined },
): Response | undefined {
  if (!request.category || !isCategorySlug(request.category)) return undefined;
  const encoded = bodiesMemo.peek(db, `${kind}:${request.category}`);
  return encoded && jsonResponse(encoded, request.ifNoneMatch);
}

/**
 * The read handler for one product API: steady state answers synchronously from memory, a cold
 * or stale body loads first.
 */
export function productApiHandler(kind: ProductApiKind): (request: ApiRequest) => Response | Promise<Response> {
  return (request) => {
    let db: Kysely<Database>;
    try {
      db = getDb();
    } catch (error) {
      logCatalogError("product API without a database", error);
      return jsonError(500, LOAD_FAILED);
    }
    const conditional = { ...request, category: request.query.get("category") };
    return respondProductApiFromCache(db, kind, conditional) ?? respondProductApi(db, kind, conditional);
  };
}
