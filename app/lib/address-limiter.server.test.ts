import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../tests/db";
import type { DbHandle } from "~/db/client.server";

import { createAddressLimiter, createDatabaseRateLimiter } from "./address-limiter.server";

const T0 = Date.parse("2026-05-01T12:00:00Z");

describe.each(testDatabaseKinds())("per-address limits kept in the database, on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => cleanup?.());
  beforeEach(async () => {
    await handle.db.deleteFrom("rate_limits").execute();
  });

  it("allows the limit in a window, refuses with the wait until it resets, and does not count refusals", async () => {
    const limiter = createDatabaseRateLimiter({ name: "test", limit: 3, windowMs: 60_000 });
    const check = (ms: number, key = "203.0.113.7") => limiter.check(key, T0 + ms, handle.db);
    expect((await check(0)).allowed).toBe(true);
    expect((await check(10_000)).allowed).toBe(true);
    expect((await check(20_000)).allowed).toBe(true);
    expect(await check(30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(await check(59_500)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await check(10_000, "198.51.100.1")).allowed).toBe(true);
    expect((await check(60_000)).allowed).toBe(true);
    expect((await check(61_000)).allowed).toBe(true);
    const rows = await handle.db.selectFrom("rate_limits").select("key").execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.key))).toBe(true);
  });

  it("keeps exactly the limit under a parallel burst, one upsert per request", async () => {
    const limiter = createDatabaseRateLimiter({ name: "burst", limit: 10, windowMs: 60_000 });
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.check("203.0.113.8", T0, handle.db)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
  });

  it("two servers' limiters share one count, and different limits keep apart", async () => {
    const serverA = createAddressLimiter({ name: "diagnose", limit: 10, windowMs: 60_000 });
    const serverB = createAddressLimiter({ name: "diagnose", limit: 10, windowMs: 60_000 });
    const clicks = createAddressLimiter({ name: "clicks", limit: 10, windowMs: 60_000 });
    for (let i = 0; i < 5; i++) {
      expect((await serverA.check("203.0.113.9", T0 + i, handle.db)).allowed).toBe(true);
      expect((await serverB.check("203.0.113.9", T0 + i, handle.db)).allowed).toBe(true);
    }
    expect((await clicks.check("203.0.113.9", T0, handle.db)).allowed).toBe(true);
    const a = await serverA.check("203.0.113.9", T0 + 10, handle.db);
    const b = await serverB.check("203.0.113.9", T0 + 10, handle.db);
    if (handle.kind === "postgres") {
      expect(a.allowed).toBe(false);
      expect(b.allowed).toBe(false);
    } else {
      // One server per SQLite file: each process keeps its own count in memory.
      expect(a.allowed).toBe(true);
      expect(b.allowed).toBe(true);
      expect(await handle.db.selectFrom("rate_limits").selectAll().execute()).toEqual([]);
    }
  });

  it("sweeps keys whose window has passed", async () => {
    const limiter = createDatabaseRateLimiter({ name: "sweep", limit: 5, windowMs: 60_000 });
    for (let i = 0; i < 20; i++) await limiter.check(`192.0.2.${i}`, T0, handle.db);
    expect(await handle.db.selectFrom("rate_limits").selectAll().execute()).toHaveLength(20);
    await limiter.check("192.0.2.200", T0 + 61_000, handle.db);
    const left = await handle.db.selectFrom("rate_limits").selectAll().execute();
    expect(left).toHaveLength(1);
  });
});
