import crypto from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { readSiteKey } from "~/lib/site-key.server";

import { isHttps, readCookie } from "./auth.server";

type Db = Kysely<Database>;

/**
 * A browser that has signed in to the admin before gets this cookie: a random id, the user it
 * signed in as, and their HMAC under a key kept in the database. It opens nothing by itself; it
 * only puts that user's sign-ins from this browser on a lane of their own (their own hashing
 * queue and their own 5 failures), so a flood of sign-ins from fresh addresses, or from the
 * shop's own network, cannot keep them out. A sign-in for any other account from the browser is
 * an ordinary one, counted by address and by account. Sent only to /admin paths, never readable
 * by script.
 */
export const KNOWN_DEVICE_COOKIE = "admin_device";
/** 400 days, the longest a browser keeps a cookie; renewed at every sign-in. */
const KNOWN_DEVICE_MAX_AGE_S = 400 * 24 * 60 * 60;
const KEY_META = "admin_device_key";
const ID_BYTES = 16;
const VALUE_PATTERN = /^([A-Za-z0-9_-]{22})\.([1-9]\d{0,8})\.([A-Za-z0-9_-]{43})$/;

/** The signing key, made once by whichever server needs it first and then shared through the database. */
const readKey = (db: Db) => readSiteKey(db, KEY_META);

/**
 * The cookie's MAC covers the user's password hash as well: a new password (a reset after a
 * leak, say) turns every browser known before into an ordinary one.
 */
async function mac(db: Db, id: string, userId: number): Promise<string | null> {
  const user = await db.selectFrom("staff_users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  if (!user?.password_hash) return null;
  return crypto
    .createHmac("sha256", await readKey(db))
    .update(`known-device:${id}:${userId}:${user.password_hash}`)
    .digest("base64url");
}

/** A browser that signed in before, and as whom. */
export interface KnownDevice {
  id: string;
  userId: number;
}

/** The known browser this request comes from, or null without a valid cookie. */
export async function readKnownDevice(db: Db, request: Request): Promise<KnownDevice | null> {
  const value = readCookie(request, KNOWN_DEVICE_COOKIE);
  const match = value ? VALUE_PATTERN.exec(value) : null;
  if (!match) return null;
  const [, id, user, given] = match as unknown as [string, string, string, string];
  const userId = Number(user);
  const expected = await mac(db, id, userId);
  return expected !== null && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(given)) ? { id, userId } : null;
}

/** The sign-in lane of a known browser: never an IP address, so never counted with one. */
export const knownDeviceLane = (id: string) => `known-device:${id}`;

/** Set-Cookie for a successful sign-in as `userId`: the browser's known id again (renewed), or a new one. */
export async function knownDeviceCookie(db: Db, request: Request, userId: number, knownId?: string | null): Promise<string> {
  const id = knownId ?? crypto.randomBytes(ID_BYTES).toString("base64url");
  const parts = [
    `${KNOWN_DEVICE_COOKIE}=${id}.${userId}.${await mac(db, id, userId)}`,
    "Path=/admin",
    "HttpOnly",
    "SameSite=Strict",
    `Max-Age=${KNOWN_DEVICE_MAX_AGE_S}`,
  ];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}
