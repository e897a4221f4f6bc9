import crypto from "node:crypto";

import { sql, type Kysely } from "kysely";

import { isSqlite } from "~/db/dialect";
import type { Database } from "~/db/types";

import { createRateLimiter, type RateLimitDecision, type RateLimiter } from "./rate-limit.server";

type Db = Kysely<Database>;

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

/**
 * The per-address limit of a public write API. On PostgreSQL, where several app servers may
 * share the database, the count lives there (N servers must not allow N times the limit); on
 * SQLite, which only one server uses, it stays in this process's bounded memory.
 */
export function createAddressLimiter(options: { name: string; limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const memory = createRateLimiter(options);
  const shared = createDatabaseRateLimiter(options);
  return {
    check(key, nowMs = Date.now(), db) {
      return db && !isSqlite(db) ? shared.check(key, nowMs, db) : memory.check(key, nowMs);
    },
  };
}
