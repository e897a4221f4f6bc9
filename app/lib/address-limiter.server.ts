import crypto from "node:crypto";
import net from "node:net";

import { sql, type Kysely } from "kysely";

import { isSqlite } from "~/db/dialect";
import type { Database } from "~/db/types";

import { createRateLimiter, type RateLimitDecision, type RateLimiter } from "./rate-limit.server";

type Db = Kysely<Database>;

/** The eight 16-bit groups of an IPv6 address in the canonical spelling `net.SocketAddress` gives. */
function ipv6Groups(canonical: string): number[] {
  const parse = (part: string) => {
    if (part === "") return [];
    return part.split(":").flatMap((piece) => {
      if (!piece.includes(".")) return [parseInt(piece, 16)];
      const [a, b, c, d] = piece.split(".").map(Number) as [number, number, number, number];
      return [(a << 8) | b, (c << 8) | d];
    });
  };
  const [head, tail] = canonical.split("::") as [string, string | undefined];
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key a client address is limited under, in every per-address limit: an IPv4 address as it
 * is; an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`, as a dual-stack socket reports an IPv4
 * client) as that IPv4 address; any other IPv6 address by its /64, since one subscriber, phone
 * or server holds a whole /64 and can take a fresh address in it for every request. The address
 * is first put in its one canonical spelling (`net.SocketAddress`: lower case, leading zeros and
 * zero runs dropped, a zone `%eth0` dropped), so every way of writing it gives the same key.
 * Anything that is not an IP address (a made-up name, "unknown") is a key of its own.
 */
export function addressLimitKey(address: string): string {
  if (net.isIPv4(address) || !net.isIPv6(address)) return address;
  let canonical: string;
  try {
    canonical = new net.SocketAddress({ address, family: "ipv6" }).address;
  } catch {
    return address;
  }
  const groups = ipv6Groups(canonical);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high, low] = [groups[6]!, groups[7]!];
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

const PEPPER_KEY = "rate_limit_pepper";
const peppers = new WeakMap<Db, Promise<string>>();

/** A random secret kept in the database, so every server hashes an address to the same key. */
function readPepper(db: Db): Promise<string> {
  let pepper = peppers.get(db);
  if (!pepper) {
    pepper = (async () => {
      await db
        .insertInto("app_meta")
        .values({ key: PEPPER_KEY, value: crypto.randomBytes(32).toString("hex"), updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const row = await db.selectFrom("app_meta").select("value").where("key", "=", PEPPER_KEY).executeTakeFirstOrThrow();
      return row.value;
    })();
    pepper.catch(() => peppers.delete(db));
    peppers.set(db, pepper);
  }
  return pepper;
}

/** Deletes the rate-limit rows whose window has passed; returns how many. */
export async function sweepRateLimits(db: Db, nowMs: number): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("resets_at", "<=", nowMs).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0n);
}

/**
 * A limit whose counts live in the database, for several app servers on one PostgreSQL: at
 * most `limit` accepted requests per key in a window that starts with the key's first request
 * and lasts `windowMs`. Each request is one atomic upsert, which adds to the count only while
 * it is under the limit (refusals do not count) and starts a new window once the old one has
 * passed. Keys are peppered hashes of the limit's name and the address, never the address.
 * Rows whose window has passed are swept at most once a window by each server.
 */
export function createDatabaseRateLimiter({ name, limit, windowMs }: { name: string; limit: number; windowMs: number }) {
  let lastSweepMs = -Infinity;

  return {
    async check(key: string, nowMs: number, db: Db): Promise<RateLimitDecision> {
      if (nowMs - lastSweepMs >= windowMs) {
        lastSweepMs = nowMs;
        await sweepRateLimits(db, nowMs);
      }
      const hashed = crypto
        .createHash("sha256")
        .update(`${await readPepper(db)}:${name}:${key}`)
        .digest("hex");
      const counted = await db
        .insertInto("rate_limits")
        .values({ key: hashed, resets_at: nowMs + windowMs, hits: 1 })
        .onConflict((oc) =>
          oc
            .column("key")
            .doUpdateSet({
              hits: sql<number>`case when rate_limits.resets_at <= ${nowMs} then 1 else rate_limits.hits + 1 end`,
              resets_at: sql<number>`case when rate_limits.resets_at <= ${nowMs} then ${nowMs + windowMs} else rate_limits.resets_at end`,
            })
            .where(sql<boolean>`rate_limits.resets_at <= ${nowMs} or rate_limits.hits < ${limit}`),
        )
        .returning("hits")
        .executeTakeFirst();
      if (counted) return { allowed: true, retryAfterSeconds: 0 };
      const row = await db.selectFrom("rate_limits").select("resets_at").where("key", "=", hashed).executeTakeFirst();
      const waitMs = row ? Number(row.resets_at) - nowMs : windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    },
  };
}

type LimiterOptions = { name: string; limit: number; windowMs: number; maxKeys?: number };

/**
 * A limit per key (a ticket number, a pair of keys). On PostgreSQL, where several app servers
 * may share the database, the count lives there (N servers must not allow N times the limit); on
 * SQLite, which only one server uses, it stays in this process's bounded memory.
 */
export function createKeyedLimiter(options: LimiterOptions): RateLimiter {
  const memory = createRateLimiter(options);
  const shared = createDatabaseRateLimiter(options);
  return {
    check(key, nowMs = Date.now(), db) {
      return db && !isSqlite(db) ? shared.check(key, nowMs, db) : memory.check(key, nowMs);
    },
  };
}

/**
 * The per-address limit of a public write API, counted like `createKeyedLimiter` under the
 * address's limit key (`addressLimitKey`: an IPv6 client by its /64).
 */
export function createAddressLimiter(options: LimiterOptions): RateLimiter {
  const keyed = createKeyedLimiter(options);
  return {
    check: (address, nowMs = Date.now(), db) => keyed.check(addressLimitKey(address), nowMs, db),
  };
}
