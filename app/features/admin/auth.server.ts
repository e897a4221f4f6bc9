import crypto from "node:crypto";

import { sql, type Kysely } from "kysely";
import { data, redirect } from "react-router";

import { isSqlite } from "~/db/dialect";
import { recordAudit } from "~/lib/audit.server";
import { addressLimitKey } from "~/lib/address-limiter.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import type { Database } from "~/db/types";

import { writePasswordFile } from "./password-file.server";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";
import { isRole, roleCan, type Capability, type Role } from "~/lib/roles";

export const SESSION_COOKIE = "admin_session";
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_REQUIRED = "Sign in required";

const PASSWORD_KEY = "admin_password_hash";
const PEPPER_KEY = "admin_login_pepper";
/** app_meta flag: "1" when the owner requires a second factor of everyone. */
export const REQUIRE_SECOND_FACTOR_KEY = "staff_require_second_factor";
/** app_meta: the id of the owner whose password is still the one the whole shop shared before staff accounts. */
export const SHARED_PASSWORD_KEY = "owner_password_was_shared";
/** A session that has passed the password and waits for its second factor lives this long. */
export const CODE_STAGE_TTL_MS = 10 * 60 * 1000;

type Db = Kysely<Database>;

/** How the admin stores a token or code: its SHA-256, in hex. */
export const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

async function readMeta(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value;
}

async function writeMeta(db: Db, key: string, value: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("app_meta")
    .values({ key, value, updated_at: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** What the server logs at start about the owner's password; never the password itself. */
export const ADMIN_PASSWORD_NOTICES = {
  generated: (file: string) =>
    `Generated owner password written to ${file} (readable by this user only). Sign in at /admin/login with the ` +
    "shop's e-mail (BUSINESS_EMAIL), then delete that file; change the password with npm run admin:password.",
  configuredIgnored:
    "ADMIN_PASSWORD differs from the owner's stored password, which stays in force: ADMIN_PASSWORD only sets " +
    "the first password of an empty database. Change the password with npm run admin:password.",
} as const;

export interface AdminPasswordAtStart {
  /** The file a newly generated password was written to (only on the start that made it). */
  generatedFile?: string;
  /** ADMIN_PASSWORD is set to something other than the owner's stored password, which stays in force. */
  configuredIgnored?: boolean;
  /** The owner's sign-in e-mail. */
  ownerEmail: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The first owner (the one made at start), or undefined before there is one. */
export async function findOwner(db: Db) {
  return db
    .selectFrom("staff_users")
    .selectAll()
    .where("role", "=", "owner")
    .where("active", "=", 1)
    .orderBy("id")
    .executeTakeFirst();
}

/**
 * At start: makes sure the shop has an owner who can sign in. A database without staff accounts
 * gets one, named by the shop's e-mail (`ownerEmail`) with the password the old single sign-in
 * stored, so an upgrade locks nobody out; sessions from before are given to the owner.
 * ADMIN_PASSWORD only sets the first password of an empty database: once one is stored it stays
 * in force until `npm run admin:password` changes it, so a rotated password never comes back on
 * a restart (a different ADMIN_PASSWORD is reported, never applied). With neither, a random
 * password is written to `passwordFile` (owner-only) before its hash is stored, so no password is
 * ever in force that nobody can read. Two servers starting at once make one owner.
 */
export async function ensureOwner(
  db: Db,
  configured: string | undefined,
  { passwordFile, ownerEmail, now = new Date() }: { passwordFile: string; ownerEmail: string; now?: Date },
): Promise<AdminPasswordAtStart> {
  await db
    .insertInto("app_meta")
    .values({ key: PEPPER_KEY, value: crypto.randomBytes(32).toString("hex"), updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  let owner = await findOwner(db);
  const result: AdminPasswordAtStart = { ownerEmail: owner?.email ?? normaliseEmail(ownerEmail) };
  if (!owner) {
    let hash = await readMeta(db, PASSWORD_KEY);
    let generated: string | undefined;
    if (hash) {
      if (configured && !(await verifyPassword(configured, hash))) result.configuredIgnored = true;
    } else if (configured) {
      hash = await hashPassword(configured);
    } else {
      generated = generatePassword();
      hash = await hashPassword(generated);
    }
    const at = now.toISOString();
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto("staff_users")
        .values({ email: result.ownerEmail, name: "Owner", role: "owner", password_hash: hash, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column("email").doNothing())
        .returning("id")
        .executeTakeFirst();
      // Written before the commit: a file that cannot be written rolls the owner back.
      if (inserted && generated) {
        writePasswordFile(passwordFile, generated);
        result.generatedFile = passwordFile;
      }
    });
    owner = await findOwner(db);
    if (!owner) throw new Error("The shop's e-mail belongs to a staff account that is not an active owner");
    if (await readMeta(db, PASSWORD_KEY)) {
      // The password everyone shared is now the owner's alone: the owner is asked to change it.
      await writeMeta(db, SHARED_PASSWORD_KEY, String(owner.id));
      await db.deleteFrom("app_meta").where("key", "=", PASSWORD_KEY).execute();
    }
  } else if (configured && owner.password_hash && !(await verifyPassword(configured, owner.password_hash))) {
    result.configuredIgnored = true;
  }
  // Sessions from the shared password could be anyone's: they end, and each person signs in again
  // with their own account (the owner with the same password as before).
  await db.deleteFrom("admin_sessions").where("user_id", "is", null).execute();
  return result;
}

/** Replaces a user's password and signs all their sessions out. */
export async function setStaffPassword(db: Db, userId: number, password: string, now = new Date()): Promise<void> {
  const hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ password_hash: hash, updated_at: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("admin_sessions").where("user_id", "=", userId).execute();
    await trx.deleteFrom("app_meta").where("key", "=", SHARED_PASSWORD_KEY).where("value", "=", String(userId)).execute();
  });
}

/** Whether this user's password is still the one the whole shop shared before staff accounts. */
export async function isSharedPassword(db: Db, userId: number): Promise<boolean> {
  return (await readMeta(db, SHARED_PASSWORD_KEY)) === String(userId);
}

/** For `npm run admin:password`: the owner's new password; false when there is no owner yet. */
export async function setOwnerPassword(db: Db, password: string): Promise<boolean> {
  const owner = await findOwner(db);
  if (!owner) return false;
  await setStaffPassword(db, owner.id, password);
  return true;
}

/** A hash nobody's password matches, checked for unknown e-mails so they take as long as known ones. */
let dummyHash: Promise<string> | undefined;

/**
 * One password check: the active user this e-mail and password belong to, "inactive" for the
 * right password of a deactivated account, or null. An unknown e-mail is checked against a hash
 * nobody's password matches, so every answer costs the same one hash.
 */
export async function verifyStaffPassword(db: Db, email: string, password: string) {
  const user = await db.selectFrom("staff_users").selectAll().where("email", "=", normaliseEmail(email)).executeTakeFirst();
  const hash = user?.password_hash ?? (await (dummyHash ??= hashPassword(crypto.randomBytes(16).toString("hex"))));
  const ok = await verifyPassword(password, hash);
  if (!ok || !user?.password_hash) return null;
  return user.active === 1 ? user : ("inactive" as const);
}

/** The active user this e-mail and password belong to, or null. */
export async function checkStaffPassword(db: Db, email: string, password: string) {
  const found = await verifyStaffPassword(db, email, password);
  return found === "inactive" ? null : found;
}

/** full: signed in; code: past the password, waiting for the second factor. */
export type SessionStage = "full" | "code";

export async function createAdminSession(
  db: Db,
  {
    userId,
    stage = "full",
    address = null,
    userAgent = null,
    now = new Date(),
  }: { userId: number; stage?: SessionStage; address?: string | null; userAgent?: string | null; now?: Date },
): Promise<{ token: string; expires: Date }> {
  const token = crypto.randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + (stage === "code" ? CODE_STAGE_TTL_MS : SESSION_TTL_MS));
  await db
    .insertInto("admin_sessions")
    .values({
      id: sha256(token),
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
      user_id: userId,
      stage,
      address: address?.slice(0, 64) ?? null,
      user_agent: userAgent?.slice(0, 200) ?? null,
    })
    .execute();
  // Expired sessions are swept whenever someone signs in.
  await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).execute();
  return { token, expires };
}

/** The signed-in user as every admin route gets it: who, with which role, from which address. */
export interface Staff {
  id: number;
  /** The same as id, so a Staff is the StaffActor every write that keeps history takes. */
  userId: number;
  name: string;
  email: string;
  role: Role;
  address: string;
  hasSecondFactor: boolean;
  /** The session's stored id (the hash of its token), to keep this one when ending the others. */
  sessionId: string;
}

export interface StaffSession {
  sessionId: string;
  stage: SessionStage;
  user: Omit<Staff, "address" | "sessionId">;
  /** The owner requires a second factor and this user has none yet. */
  mustEnrol: boolean;
}

/** The session behind a cookie's token with its active user, or null (expired, signed out, deactivated). */
export async function readStaffSession(db: Db, token: string | undefined, now = new Date()): Promise<StaffSession | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select(["s.id as sessionId", "s.stage", "s.expires_at", "u.id", "u.name", "u.email", "u.role", "u.active", "u.totp_secret"])
    .where("s.id", "=", sha256(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString() || row.active !== 1 || !isRole(row.role)) return null;
  const stage: SessionStage = row.stage === "code" ? "code" : "full";
  const hasSecondFactor = row.totp_secret !== null;
  const mustEnrol = !hasSecondFactor && (await readMeta(db, REQUIRE_SECOND_FACTOR_KEY)) === "1";
  return {
    sessionId: row.sessionId,
    stage,
    mustEnrol,
    user: { id: row.id, userId: row.id, name: row.name, email: row.email, role: row.role, hasSecondFactor },
  };
}

export async function isValidAdminSession(db: Db, token: string | undefined, now = new Date()): Promise<boolean> {
  const session = await readStaffSession(db, token, now);
  return !!session && session.stage === "full";
}

/** Whether the owner requires a second factor of everyone. */
export async function isSecondFactorRequired(db: Db): Promise<boolean> {
  return (await readMeta(db, REQUIRE_SECOND_FACTOR_KEY)) === "1";
}

export async function setSecondFactorRequired(db: Db, required: boolean): Promise<void> {
  await writeMeta(db, REQUIRE_SECOND_FACTOR_KEY, required ? "1" : "0");
}

/**
 * Drops what the admin's sign-in leaves behind once it counts for nothing: expired sessions,
 * sign-in attempts older than the failure window, and expired invitation and reset links. Returns how many of each.
 */
export async function sweepAdminAuth(db: Db, now: Date): Promise<{ sessions: number; loginAttempts: number }> {
  const sessions = await db.deleteFrom("admin_sessions").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  const attempts = await db
    .deleteFrom("admin_login_failures")
    .where("created_at", "<=", new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString())
    .executeTakeFirst();
  // Invitation and reset links that can no longer be used count for nothing either.
  await db.deleteFrom("staff_tokens").where("expires_at", "<=", now.toISOString()).execute();
  return { sessions: Number(sessions.numDeletedRows ?? 0n), loginAttempts: Number(attempts.numDeletedRows ?? 0n) };
}

export async function deleteAdminSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom("admin_sessions").where("id", "=", sha256(token)).execute();
}

/** The sign-out button: ends this session and writes it in the audit log. */
export async function signOut(db: Db, request: Request, address: string, now: Date): Promise<void> {
  const token = readSessionToken(request);
  const session = await readStaffSession(db, token, now);
  await deleteAdminSession(db, token);
  if (session) {
    await recordAudit(db, {
      by: { userId: session.user.id, address },
      kind: "sign-out",
      subject: `user:${session.user.id}`,
      at: now,
    });
  }
}

/** Signs a user out everywhere: every session of theirs ends at once. Returns how many. */
export async function endUserSessions(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom("admin_sessions").where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0n);
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

/**
 * What the audit log keeps of the address of a failed sign-in, where nobody is signed in and the
 * address is a visitor's: the first 12 characters of the same peppered hash the limits keep,
 * enough to see that failures come from one place, never the address.
 */
export async function addressFingerprint(db: Db, clientAddress: string): Promise<string> {
  return `#${(await clientKey(db, clientAddress)).slice(0, 12)}`;
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
export async function reserveLoginAttempt(
  db: Db,
  clientAddress: string,
  now = new Date(),
  limit = LOGIN_FAILURE_LIMIT,
): Promise<LoginAttempt> {
  const key = await clientKey(db, clientAddress);
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
  const attempt = crypto.randomBytes(16).toString("hex");
  const reserve = async (conn: Db) => {
    const result = await sql`
      insert into admin_login_failures (client_key, created_at, attempt_id)
      select ${key}, ${now.toISOString()}, ${attempt}
      where (select count(*) from admin_login_failures where client_key = ${key} and created_at > ${since}) < ${limit}
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

export const FORBIDDEN = "Your role does not allow this.";

interface RequestArgs {
  request: Request;
  context: { clientAddress: string };
}

function signInRedirect(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`/admin/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * For admin pages and their actions: the signed-in user, when their role has `capability`.
 * Signed out → the sign-in page, coming back here afterwards; a session waiting for its second
 * factor → the code page; a user who must set up a second factor first → that page; a role
 * without the capability → 403, whatever the menu showed.
 */
export async function requireStaff(db: Db, { request, context }: RequestArgs, capability: Capability | null): Promise<Staff> {
  const session = await readStaffSession(db, readSessionToken(request));
  if (!session) signInRedirect(request);
  if (session.stage === "code") throw redirect("/admin/login/code");
  if (session.mustEnrol) throw redirect("/admin/account/second-factor");
  if (capability && !roleCan(session.user.role, capability)) throw data({ error: FORBIDDEN }, { status: 403 });
  return { ...session.user, address: context.clientAddress, sessionId: session.sessionId };
}

/** For the enrolment page alone: any signed-in user past the password, enrolled or not. */
export async function requireStaffEnrolling(db: Db, { request, context }: RequestArgs): Promise<Staff> {
  const session = await readStaffSession(db, readSessionToken(request));
  if (!session || session.stage === "code") signInRedirect(request);
  return { ...session.user, address: context.clientAddress, sessionId: session.sessionId };
}

/** For write APIs: 401 JSON when signed out, 403 for a cross-site request or a role without `capability`. */
export async function requireStaffApi(db: Db, { request, context }: RequestArgs, capability: Capability): Promise<Staff> {
  const session = await readStaffSession(db, readSessionToken(request));
  if (!session || session.stage !== "full" || session.mustEnrol) {
    throw Response.json({ success: false, error: SIGN_IN_REQUIRED }, { status: 401, headers: { "Cache-Control": "no-store" } });
  }
  if (!isSameOriginRequest(request)) {
    throw Response.json(
      { success: false, error: "Cross-site request refused" },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (!roleCan(session.user.role, capability)) {
    throw Response.json({ success: false, error: FORBIDDEN }, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  return { ...session.user, address: context.clientAddress, sessionId: session.sessionId };
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
