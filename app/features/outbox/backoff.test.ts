import { describe, expect, it } from "vitest";

import { MAX_ATTEMPTS, nextAttemptAfterFailure } from "./backoff";

describe("the retry schedule", () => {
  const t = new Date("2026-11-20T12:00:00.000Z");
  const minutesLater = (attempts: number) => {
    const next = nextAttemptAfterFailure(attempts, t);
    return next && (next.getTime() - t.getTime()) / 60_000;
  };

  it("waits 1, 5, 30 and 120 minutes after the first four failures, then gives up", () => {
    expect([1, 2, 3, 4, 5].map(minutesLater)).toEqual([1, 5, 30, 120, null]);
    expect(MAX_ATTEMPTS).toBe(5);
    expect(minutesLater(9)).toBeNull();
  });
});
