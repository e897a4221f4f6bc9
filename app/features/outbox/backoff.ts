/** How long a message waits after each failed try: 1 min, 5 min, 30 min, 2 h; the fifth failure is final. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/** Tries a message gets in all before it is marked failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/**
 * When a message that has now failed `attempts` times is tried again, or null when that was its
 * last try.
 */
export function nextAttemptAfterFailure(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.max(0, attempts - 1)]!;
  return new Date(now.getTime() + delay);
}
