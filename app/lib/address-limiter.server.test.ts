import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../tests/db";
import type { DbHandle } from "~/db/client.server";

import { addressLimitKey, createAddressLimiter, createDatabaseRateLimiter } from "./address-limiter.server";

const T0 = Date.parse("2026-05-01T12:00:00Z");

/** 64 addresses of one /64, spelled as clients and proxies spell them: any case, zeros written or not. */
function addressesOfOne64(prefix: string): string[] {
  return Array.from({ length: 64 }, (_, i) => {
    const low = (i * 0x9e37 + 1) & 0xffff;
    switch (i % 4) {
      case 0:
        return `${prefix}::${low.toString(16)}`;
      case 1:
        return `${prefix}:0:0:${i.toString(16)}:${low.toString(16).toUpperCase()}`;
      case 2:
        return `${prefix.toUpperCase()}:${i.toString(16).padStart(4, "0")}:0000:0000:${low.toString(16).padStart(4, "0")}`;
      default:
        return `${prefix}::${i}.0.2.${low & 255}`;
    }
  });
}

describe("the key a client address is limited under", () => {
  it("is the /64 for every spelling of an IPv6 address in it", () => {
    const spellings = [
      "2001:db8:1:2::1",
      "2001:DB8:1:2::1",
      "2001:0db8:0001:0002:0000:0000:0000:0001",
      "2001:db8:1:2:0:0:0:1",
      "2001:db8:1:2::",
      "2001:db8:1:2:abcd:ef01:2345:6789",
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:db8:1:2::192.0.2.1",
      "2001:db8:1:2::1%eth0",
      "2001:db8:1:2::ffff:1.2.3.4",
      ...addressesOfOne64("2001:db8:1:2"),
    ];
    expect(new Set(spellings.map(addressLimitKey))).toEqual(new Set(["2001:db8:1:2::/64"]));
    for (const other of ["2001:db8:1:3::1", "2001:db8::1", "2001:db9:1:2::1", "2001:db8:1:2:0:0:0:1:0", "::1"]) {
      expect(addressLimitKey(other), other).not.toBe("2001:db8:1:2::/64");
    }
    expect(addressLimitKey("2001:db8::1")).toBe(addressLimitKey("2001:0DB8:0000:0000:FFFF::"));
  });

  it("groups by /64 whatever the groups and however they are written (property)", () => {
    const group = fc.integer({ min: 0, max: 0xffff });
    fc.assert(
      fc.property(fc.array(group, { minLength: 8, maxLength: 8 }), fc.boolean(), fc.boolean(), (groups, pad, upper) => {
        // Not an IPv4-mapped address (those key as the IPv4 address).
        fc.pre(!(groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff));
        const spell = (g: number) => {
          const hex = pad ? g.toString(16).padStart(4, "0") : g.toString(16);
          return upper ? hex.toUpperCase() : hex;
        };
        const full = groups.map(spell).join(":");
        const dotted = `${groups.slice(0, 6).map(spell).join(":")}:${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
        const expected = `${groups
          .slice(0, 4)
          .map((g) => g.toString(16))
          .join(":")}::/64`;
        expect(addressLimitKey(full)).toBe(expected);
        expect(addressLimitKey(dotted)).toBe(expected);
      }),
    );
  });

  it("is an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 address", () => {
    for (const spelling of [
      "192.0.2.7",
      "::ffff:192.0.2.7",
      "::FFFF:192.0.2.7",
      "::ffff:c000:207",
      "0:0:0:0:0:ffff:192.0.2.7",
      "0000:0000:0000:0000:0000:FFFF:C000:0207",
    ]) {
      expect(addressLimitKey(spelling), spelling).toBe("192.0.2.7");
    }
    expect(addressLimitKey("192.0.2.8")).toBe("192.0.2.8");
    expect(addressLimitKey("::ffff:192.0.2.8")).not.toBe(addressLimitKey("::ffff:192.0.2.7"));
  });

  it("keys anything that is not an IP address as itself", () => {
    for (const value of ["unknown", "a", "", "SC-2611-0001", "2001:db8::/64x", "[2001:db8::1]"])
      expect(addressLimitKey(value)).toBe(value);
  });
});

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

  it("64 addresses of one IPv6 /64, 64 at once, share one budget; another /64 has its own", async () => {
    const limiter = createAddressLimiter({ name: "ipv6", limit: 10, windowMs: 60_000 });
    const decisions = await Promise.all(addressesOfOne64("2001:db8:64:1").map((a) => limiter.check(a, T0, handle.db)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(10);
    expect((await limiter.check("2001:DB8:64:1:FFFF::1", T0 + 1, handle.db)).allowed).toBe(false);
    expect((await limiter.check("2001:db8:64:2::1", T0 + 1, handle.db)).allowed).toBe(true);
    // An IPv4 client reported by a dual-stack socket is the same client as its IPv4 address.
    for (let i = 0; i < 10; i++) expect((await limiter.check("192.0.2.44", T0 + i, handle.db)).allowed).toBe(true);
    expect((await limiter.check("::ffff:192.0.2.44", T0 + 20, handle.db)).allowed).toBe(false);
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
