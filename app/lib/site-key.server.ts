import crypto from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

type Db = Kysely<Database>;

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A random 256-bit key for one purpose (`name`), made once by whichever server needs it first and
 * then shared through the database (app_meta), so every server signs and hashes alike and a
 * restart keeps it. A failed read is not cached: the next call tries again.
 */
export function readSiteKey(db: Db, name: string): Promise<string> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map()));
  let key = keys.get(name);
  if (!key) {
    key = (async () => {
      await db
        .insertInto("app_meta")
        .values({ key: name, value: crypto.randomBytes(32).toString("hex"), updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const row = await db.selectFrom("app_meta").select("value").where("key", "=", name).executeTakeFirstOrThrow();
      return row.value;
    })();
    key.catch(() => keys.delete(name));
    keys.set(name, key);
  }
  return key;
}

/** HMAC-SHA256 of `value` under the site key `name`, base64url. */
export async function siteMac(db: Db, name: string, value: string): Promise<string> {
  return crypto
    .createHmac("sha256", await readSiteKey(db, name))
    .update(value, "utf8")
    .digest("base64url");
}
