import { describe, expect, it } from "vitest";

import { createRateLimiter } from "./rate-limit.server";

describe("the per-address rate limiter", () => {
  it("allows the limit within the window, then refuses with the wait until the oldest expires", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000 });
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.check("a", 10_000).allowed).toBe(true);
    expect(limiter.check("a", 20_000).allowed).toBe(true);
    expect(limiter.check("a", 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(limiter.check("a", 59_999.5)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.check("a", 60_000).allowed).toBe(true);
  });

  it("keeps addresses apart", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.check("a", 0).allowed).toBe(true);
    expect(limiter.check("b", 0).allowed).toBe(true);
    expect(limiter.check("a", 1).allowed).toBe(false);
  });

  it("does not count refused requests", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    limiter.check("a", 0);
    for (let t = 100; t < 1000; t += 100) expect(limiter.check("a", t).allowed).toBe(false);
    expect(limiter.check("a", 1000).allowed).toBe(true);
  });

  it("forgets expired addresses once it tracks too many", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 3 });
    limiter.check("a", 0);
    limiter.check("b", 0);
    limiter.check("c", 0);
    expect(limiter.size()).toBe(3);
    limiter.check("d", 5000);
    expect(limiter.size()).toBe(1);
  });
});
