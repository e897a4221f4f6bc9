import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Any per-key limiter. `db` is the database of the request; a limiter that keeps its counts
 * there (so several app servers share them) uses it, one kept in memory ignores it.
 */
export interface RateLimiter {
  check(key: string, nowMs?: number, db?: Kysely<Database>): RateLimitDecision | Promise<RateLimitDecision>;
}

export interface MemoryRateLimiter extends RateLimiter {
  check(key: string, nowMs?: number): RateLimitDecision;
  /** How many keys are tracked; for tests and memory checks. */
  size(): number;
}

interface Entry {
  key: string;
  /** Accepted request times, oldest first, at most `limit` of them. */
  times: number[];
  older: Entry | null;
  newer: Entry | null;
}

/**
 * A sliding-window limiter kept in this process: at most `limit` accepted requests per key
 * in any `windowMs`. Refused requests do not count, so a client that waits is let back in.
 *
 * It tracks at most `maxKeys` keys in a list ordered by when each was last seen. A new key
 * first drops keys at the old end whose window has passed, then, if still full, the one seen
 * longest ago. A Map alone is not enough: deleting from its front leaves holes that every
 * later walk from the front has to skip. Each check is O(limit), whatever the number of keys.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): MemoryRateLimiter {
  const entries = new Map<string, Entry>();
  let oldest: Entry | null = null;
  let newest: Entry | null = null;

  function unlink(entry: Entry) {
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    entry.older = entry.newer = null;
  }

  function append(entry: Entry) {
    entry.older = newest;
    if (newest) newest.newer = entry;
    else oldest = entry;
    newest = entry;
  }

  function makeRoom(since: number) {
    while (oldest) {
      const expired = oldest.times.length === 0 || oldest.times[oldest.times.length - 1]! <= since;
      if (!expired && entries.size < maxKeys) return;
      entries.delete(oldest.key);
      unlink(oldest);
    }
  }

  return {
    check(key, nowMs = Date.now()) {
      const since = nowMs - windowMs;
      let entry = entries.get(key);
      if (entry) {
        unlink(entry);
      } else {
        makeRoom(since);
        entry = { key, times: [], older: null, newer: null };
        entries.set(key, entry);
      }
      append(entry);
      while (entry.times.length > 0 && entry.times[0]! <= since) entry.times.shift();
      if (entry.times.length >= limit) {
        const retryAfterMs = entry.times[0]! + windowMs - nowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      entry.times.push(nowMs);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    size: () => entries.size,
  };
}
