import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { encodeJson, type EncodedJson } from "~/lib/http/json.server";
import { createMemo, invalidate } from "~/lib/memo.server";

import { buildMotherboardCatalog, type MotherboardCatalog } from "./catalog.server";

export const MOTHERBOARD_SCOPE = "motherboards";

/**
 * The catalogue changes only when boards or components are written, so it is computed once
 * and answered from memory. A write clears it on every app server (invalidateMotherboardCache);
 * the TTL only bounds staleness if a server missed that message.
 */
export const MOTHERBOARD_CACHE_TTL_MS = 5 * 60 * 1000;

/**
 * Browsers revalidate every time (the client asks with no-cache and gets a 304 when nothing
 * changed); a CDN may keep an answer for a minute and serve it stale for five while refetching.
 */
export const MOTHERBOARD_API_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

export interface CachedCatalog extends MotherboardCatalog {
  /** The API body for `key`, encoded once per catalogue (identity, gzip, ETag). */
  encoded(key: string, value: unknown): EncodedJson;
}

/** Call after writing boards or components. */
export function invalidateMotherboardCache(): void {
  invalidate(MOTHERBOARD_SCOPE);
}

function withEncoder(catalog: MotherboardCatalog): CachedCatalog {
  const bodies = new Map<string, EncodedJson>();
  return {
    ...catalog,
    encoded(key, value) {
      let found = bodies.get(key);
      if (!found) bodies.set(key, (found = encodeJson(value, MOTHERBOARD_API_CACHE_CONTROL)));
      return found;
    },
  };
}

// One catalogue per associate tag (the links carry it); a handful at most.
const catalogMemo = createMemo<CachedCatalog>({ scope: MOTHERBOARD_SCOPE, ttlMs: MOTHERBOARD_CACHE_TTL_MS, maxEntries: 4 });

/** The current catalogue; concurrent callers during a rebuild share one database read. */
export function getMotherboardCatalog(db: Kysely<Database>, associateTag: string, now = Date.now()): Promise<CachedCatalog> {
  return catalogMemo.get(db, associateTag, () => buildMotherboardCatalog(db, associateTag).then(withEncoder), now);
}

/** The catalogue when it is in memory and fresh, for answers that need no await. */
export function peekMotherboardCatalog(db: Kysely<Database>, associateTag: string): CachedCatalog | undefined {
  return catalogMemo.peek(db, associateTag);
}
