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

describe("the limiter's memory", () => {
  it("takes 100,000 distinct addresses and never tracks more than its maximum", () => {
    // How fast is timed by `npm run bench hostile` (an O(keys) sweep per new key took seconds).
    const limiter = createRateLimiter({ limit: 10, windowMs: 60_000, maxKeys: 10_000 });
    let allowed = 0;
    for (let i = 0; i < 100_000; i++) if (limiter.check(`198.51.${i >> 8}.${i & 255}-${i}`, 1000 + i / 100).allowed) allowed += 1;
    expect(allowed).toBe(100_000);
    expect(limiter.size()).toBe(10_000);
  });

  it("when full of live addresses, drops the one seen longest ago and keeps the busy ones", () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, maxKeys: 3 });
    limiter.check("busy", 0);
    limiter.check("busy", 1);
    limiter.check("quiet-1", 2);
    limiter.check("quiet-2", 3);
    // "busy" is refused, and that refusal counts as being seen: it must not be the one dropped.
    expect(limiter.check("busy", 4).allowed).toBe(false);
    limiter.check("newcomer", 5);
    expect(limiter.size()).toBe(3);
    expect(limiter.check("busy", 6).allowed).toBe(false);
    // quiet-1 was forgotten, so it starts afresh.
    expect(limiter.check("quiet-1", 7).allowed).toBe(true);
  });
});
