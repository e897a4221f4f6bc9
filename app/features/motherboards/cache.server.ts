import { createHash } from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { clearPageCache } from "~/lib/page-cache.server";

import { buildMotherboardCatalog, type MotherboardCatalog } from "./catalog.server";

/**
 * The catalogue changes only when boards or components are written, so it is computed once
 * and answered from memory. The time limit bounds how stale another process's write can be
 * when several app servers share one PostgreSQL database; a write in this process calls
 * invalidateMotherboardCache() instead of waiting.
 */
export const MOTHERBOARD_CACHE_TTL_MS = 5 * 60 * 1000;

export interface SerializedBody {
  /** UTF-8 bytes, encoded once rather than on every request. */
  body: Uint8Array<ArrayBuffer>;
  etag: string;
}

export interface CachedCatalog extends MotherboardCatalog {
  /** JSON bodies with their ETags, made once per catalogue and per key. */
  serialize(key: string, value: unknown): SerializedBody;
}

interface Entry {
  db: Kysely<Database>;
  tag: string;
  expiresAt: number;
  catalog: Promise<CachedCatalog>;
}

let entry: Entry | undefined;

/** Call after writing boards or components; the rendered pages built from them go too. */
export function invalidateMotherboardCache(): void {
  entry = undefined;
  clearPageCache();
}

function withSerializer(catalog: MotherboardCatalog): CachedCatalog {
  const bodies = new Map<string, SerializedBody>();
  return {
    ...catalog,
    serialize(key, value) {
      let found = bodies.get(key);
      if (!found) {
        const body = new TextEncoder().encode(JSON.stringify(value));
        const etag = `W/"${createHash("sha1").update(body).digest("base64url")}"`;
        found = { body, etag };
        bodies.set(key, found);
      }
      return found;
    },
  };
}

/** The current catalogue; concurrent callers during a rebuild share one database read. */
export function getMotherboardCatalog(db: Kysely<Database>, associateTag: string, now = Date.now()): Promise<CachedCatalog> {
  if (entry && entry.db === db && entry.tag === associateTag && entry.expiresAt > now) return entry.catalog;
  const started: Entry = {
    db,
    tag: associateTag,
    expiresAt: now + MOTHERBOARD_CACHE_TTL_MS,
    catalog: buildMotherboardCatalog(db, associateTag).then(withSerializer),
  };
  entry = started;
  // A failed read is not remembered: the next request tries the database again.
  started.catalog.catch(() => {
    if (entry === started) entry = undefined;
  });
  return started.catalog;
}
