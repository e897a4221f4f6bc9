export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(key: string, nowMs?: number): RateLimitDecision;
  /** How many keys are tracked; for tests and memory checks. */
  size(): number;
}

/**
 * A sliding-window limiter kept in this process: at most `limit` accepted requests per key
 * in any `windowMs`. Refused requests do not count, so a client that waits is let back in.
 * With several app servers each has its own window, which is fine for abuse protection.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
}): RateLimiter {
  const hits = new Map<string, number[]>();

  function prune(nowMs: number) {
    for (const [key, times] of hits) {
      if (times.length === 0 || times[times.length - 1]! <= nowMs - windowMs) hits.delete(key);
    }
  }

  return {
    check(key, nowMs = Date.now()) {
      const since = nowMs - windowMs;
      const times = (hits.get(key) ?? []).filter((t) => t > since);
      if (times.length >= limit) {
        hits.set(key, times);
        const retryAfterMs = times[0]! + windowMs - nowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      }
      if (!hits.has(key) && hits.size >= maxKeys) prune(nowMs);
      times.push(nowMs);
      hits.set(key, times);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    size: () => hits.size,
  };
}
