import crypto from "node:crypto";

import { sql, type Kysely } from "kysely";
import { redirect } from "react-router";

import { isSqlite } from "~/db/dialect";
import { addressLimitKey } from "~/lib/address-limiter.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import type { Database } from "~/db/types";

import { writePasswordFile } from "./password-file.server";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";

export const SESSION_COOKIE = "admin_session";
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_REQUIRED = "Sign in required";

const PASSWORD_KEY = "admin_password_hash";
const PEPPER_KEY = "admin_login_pepper";

type Db = Kysely<Database>;

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  const now = new Date().toISOString();
  const updated = await db.updateTable("app_meta").set({ value, updated_at: now }).where("key", "=", key).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto("app_meta").values({ key, value, updated_at: now }).execute();
}

/** What the server logs at start about the admin password; never the password itself. */
export const ADMIN_PASSWORD_NOTICES = {
  generated: (file: string) =>
    `Generated admin password written to ${file} (readable by this user only). Sign in at /admin/login, ` +
    "then delete that file; change the password with npm run admin:password.",
  configuredIgnored:
    "ADMIN_PASSWORD differs from the stored admin password, which stays in force: ADMIN_PASSWORD only sets " +
    "the first password of an empty database. Change the password with npm run admin:password.",
} as const;

export interface AdminPasswordAtStart {
  /** The file a newly generated password was written to (only on the start that made it). */
  generatedFile?: string;
  /** ADMIN_PASSWORD is set to something other than the stored password, which stays in force. */
  configuredIgnored?: boolean;
}

/**
 * At start. ADMIN_PASSWORD only sets the first password of an empty store: once a password is
 * stored it is the one in force until `npm run admin:password` changes it, so a rotated password
 * never comes back on a restart. A different ADMIN_PASSWORD is reported, never applied. With
 * neither, a random password is written to `passwordFile` (owner-only) before its hash is
 * stored, so no password is ever in force that nobody can read.
 */
export async function ensureAdminPassword(
  db: Db,
  configured: string | undefined,
  { passwordFile }: { passwordFile: string },
): Promise<AdminPasswordAtStart> {
  if (!(await readMeta(db, PEPPER_KEY))) await writeMeta(db, PEPPER_KEY, crypto.randomBytes(32).toString("hex"));
  const stored = await readMeta(db, PASSWORD_KEY);
  if (stored) {
    if (configured && !(await verifyPassword(configured, stored))) return { configuredIgnored: true };
    return {};
  }
  if (configured) {
    await setAdminPassword(db, configured);
    return {};
  }
  const generated = generatePassword();
  writePasswordFile(passwordFile, generated);
  await setAdminPassword(db, generated);
  return { generatedFile: passwordFile };
}

/** Replaces the password and signs every session out. */
export async function setAdminPassword(db: Db, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await writeMeta(trx, PASSWORD_KEY, hash);
    await trx.deleteFrom("admin_sessions").execute();
  });
}

export async function checkAdminPassword(db: Db, password: string): Promise<boolean> {
  const stored = await readMeta(db, PASSWORD_KEY);
  return stored ? verifyPassword(password, stored) : false;
}

export async function createAdminSession(db: Db, now = new Date()): Promise<{ token: string; expires: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto("admin_sessions")
    .values({ id: sha256(token), created_at: now.toISOString(), expires_at: expires.toISOString() })
    .execute();
  // Expired sessions are swept whenever someone signs in.
  await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).execute();
  return { token, expires };
}

export async function isValidAdminSession(db: Db, token: string | undefined, now = new Date()): Promise<boolean> {
  if (!token || token.length > 100) return false;
  const row = await db.selectFrom("admin_sessions").select("expires_at").where("id", "=", sha256(token)).executeTakeFirst();
  return !!row && row.expires_at > now.toISOString();
}

/**
 * Drops what the admin's sign-in leaves behind once it counts for nothing: expired sessions and
 * sign-in attempts older than the failure window. Returns how many of each.
 */
export async function sweepAdminAuth(db: Db, now: Date): Promise<{ sessions: number; loginAttempts: number }> {
  const sessions = await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  const attempts = await db
    .deleteFrom("admin_login_failures")
    .where("created_at", "<=", new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString())
    .executeTakeFirst();
  return { sessions: Number(sessions.numDeletedRows ?? 0n), loginAttempts: Number(attempts.numDeletedRows ?? 0n) };
}

export async function deleteAdminSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom("admin_sessions").where("id", "=", sha256(token)).execute();
}

// The pepper is made once, at the first start, and never changes: read it once per database.
const peppers = new WeakMap<Db, string>();

/**
 * The stored key of a sign-in lane: a client address, grouped as every per-address limit groups
 * it (an IPv6 client by its /64), or a known browser's lane (`known-device.server.ts`), which is
 * no IP address and so keys as itself. A peppered hash, never the address.
 */
async function clientKey(db: Db, lane: string): Promise<string> {
  let pepper = peppers.get(db);
  if (pepper === undefined) {
    pepper = (await readMeta(db, PEPPER_KEY)) ?? "";
    if (pepper) peppers.set(db, pepper);
  }
  return sha256(`${pepper}:${addressLimitKey(lane)}`);
}

/** Failed sign-ins from this address (or lane) in the window; stored as a peppered hash, never the address. */
export async function countRecentLoginFailures(db: Db, clientAddress: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const row = await db
    .selectFrom("admin_login_failures")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("client_key", "=", await clientKey(db, clientAddress))
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export type LoginAttempt = { reserved: false } | { reserved: true; release: () => Promise<void> };

let lastLoginSweepMs = -Infinity;

/** Advisory-lock class for one address's sign-in attempts on PostgreSQL (any fixed number). */
const LOGIN_ATTEMPT_LOCK_CLASS = 72_001;

/**
 * Reserves one sign-in attempt for this address (or a known browser's lane, see `clientKey`)
 * before its password is checked: the count of the lane's attempts in the window and the insert
 * of this one are one statement, so a burst of parallel requests gets exactly LOGIN_FAILURE_LIMIT
 * reservations. SQLite runs a write statement under its one write lock. PostgreSQL's READ
 * COMMITTED would let two statements count the same rows, so a transaction-scoped advisory lock
 * on the lane's key makes them take turns. A wrong password keeps its row as the failure; `release` gives a good one back.
 */
export async function reserveLoginAttempt(db: Db, clientAddress: string, now = new Date()): Promise<LoginAttempt> {
  const key = await clientKey(db, clientAddress);
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const attempt = crypto.randomBytes(16).toString("hex");
  const reserve = async (conn: Db) => {
    const result = await sql`
      insert into admin_login_failures (client_key, created_at, attempt_id)
      select ${key}, ${now.toISOString()}, ${attempt}
      where (select count(*) from admin_login_failures where client_key = ${key} and created_at > ${since}) < ${LOGIN_FAILURE_LIMIT}
    `.execute(conn);
    return Number(result.numAffectedRows ?? 0) === 1;
  };
  const reserved = isSqlite(db)
    ? await reserve(db)
    : await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(${LOGIN_ATTEMPT_LOCK_CLASS}, hashtext(${key}))`.execute(trx);
        return reserve(trx);
      });
  if (!reserved) return { reserved: false };
  // Rows past the window count for nothing; sweeping them once a minute keeps the table small
  // without a second write (and, on SQLite, a second disk sync) on every attempt.
  if (Math.abs(now.getTime() - lastLoginSweepMs) >= 60_000) {
    lastLoginSweepMs = now.getTime();
    await db.deleteFrom("admin_login_failures").where("created_at", "<=", since).execute();
  }
  return {
    reserved: true,
    release: async () => {
      await db.deleteFrom("admin_login_failures").where("attempt_id", "=", attempt).execute();
    },
  };
}

export function readSessionToken(request: Request): string | undefined {
  return readCookie(request, SESSION_COOKIE);
}

/** The value of the request's cookie `cookieName`; undefined when absent or not valid percent-encoding. */
export function readCookie(request: Request, cookieName: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(rest.join("="));
    } catch {
      // Not valid percent-encoding: no token of ours, so the visitor is simply signed out.
      return undefined;
    }
  }
  return undefined;
}

export const isHttps = (request: Request) => new URL(request.url).protocol === "https:";

export function sessionCookie(request: Request, token: string, expires: Date): string {
  const parts = [`${SESSION_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Expires=${expires.toUTCString()}`];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

export function clearSessionCookie(request: Request): string {
  const parts = [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

/** For admin pages: signed out → the sign-in page, coming back here afterwards. */
export async function requireAdmin(db: Db, request: Request): Promise<void> {
  if (await isValidAdminSession(db, readSessionToken(request))) return;
  const url = new URL(request.url);
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** For write APIs: 401 JSON when signed out, 403 for a cross-site request. */
export async function requireAdminApi(db: Db, request: Request): Promise<void> {
  if (!(await isValidAdminSession(db, readSessionToken(request)))) {
    throw Response.json({ success: false, error: SIGN_IN_REQUIRED }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
  if (!isSameOriginRequest(request)) {
    throw Response.json(
      { success: false, error: "Cross-site request refused" },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
}

const DEFAULT_AFTER_SIGN_IN = "/admin";
const REDIRECT_BASE = "http://site.invalid";

/**
 * Where to go after sign-in: only an admin path on this site. The value is read the way a
 * browser reads a Location header (tabs and newlines dropped, backslashes taken as slashes,
 * dot segments resolved), so it is refused outright when it holds control characters or
 * backslashes, and what is returned is the resolved path, never the raw text.
 */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || /[\p{Cc}\\]/u.test(value)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(value, REDIRECT_BASE);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== REDIRECT_BASE) return DEFAULT_AFTER_SIGN_IN;
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return DEFAULT_AFTER_SIGN_IN;
  return url.pathname + url.search + url.hash;
}
