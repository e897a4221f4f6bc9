import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { Kysely } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, migrateTo, testDatabaseKinds, whileMigrating } from "../../../tests/db";
import { insertStaff, signedInStaff } from "../../../tests/staff";
import type { DbHandle } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import type { Database } from "~/db/types";
import { createWorkQueue } from "~/lib/work-queue.server";
import { encryptPasscode, forgetPasscodeKey } from "~/lib/secret-box.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import {
  CODE_STAGE_TTL_MS,
  FORBIDDEN,
  LOGIN_FAILURE_WINDOW_MS,
  REQUIRE_SECOND_FACTOR_KEY,
  SESSION_TTL_MS,
  checkStaffPassword,
  countRecentLoginFailures,
  createAdminSession,
  deleteAdminSession,
  endUserSessions,
  ensureOwner,
  isSecondFactorRequired,
  isSharedPassword,
  isValidAdminSession,
  readSessionToken,
  readStaffSession,
  requireStaff,
  requireStaffApi,
  requireStaffEnrolling,
  reserveLoginAttempt,
  safeRedirectTarget,
  sessionCookie,
  setOwnerPassword,
  setStaffPassword,
  signOut,
  sweepAdminAuth,
} from "./auth.server";
import { adminPasswordFilePath } from "./password-file.server";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";
import { attemptSignIn } from "./sign-in.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

describe("passwords", () => {
  it("hashes with scrypt and a fresh salt, and verifies only the right password", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    expect(await verifyPassword("anything", "garbage")).toBe(false);
  });

  it("generates 20-character passwords without look-alike characters", () => {
    const p = generatePassword();
    expect(p).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{20}$/);
    expect(generatePassword()).not.toBe(p);
  });
});

describe("request helpers", () => {
  it("reads the session cookie among others", () => {
    const r = new Request("http://x/", { headers: { cookie: "a=1; admin_session=tok%2Den; b=2" } });
    expect(readSessionToken(r)).toBe("tok-en");
    expect(readSessionToken(new Request("http://x/"))).toBeUndefined();
  });

  it("reads a session cookie that is not valid percent-encoding as no session", () => {
    for (const value of ["%", "%E0%A4%A", "abc%zz", "%C0%80"]) {
      const r = new Request("http://x/", { headers: { cookie: `other=1; admin_session=${value}` } });
      expect(readSessionToken(r), value).toBeUndefined();
    }
  });

  it("sets an HttpOnly, SameSite=Lax cookie, Secure only over https", () => {
    const expires = new Date("2030-01-01T00:00:00Z");
    const plain = sessionCookie(new Request("http://site.test/admin"), "t", expires);
    expect(plain).toContain("HttpOnly");
    expect(plain).toContain("SameSite=Lax");
    expect(plain).not.toContain("Secure");
    expect(sessionCookie(new Request("https://site.test/admin"), "t", expires)).toContain("Secure");
  });

  it("accepts same-origin writes and refuses cross-site ones", () => {
    const url = "http://site.test/api/add-product.php";
    expect(isSameOriginRequest(new Request(url, { method: "POST", headers: { origin: "http://site.test" } }))).toBe(true);
    expect(isSameOriginRequest(new Request(url, { method: "POST", headers: { origin: "https://evil.test" } }))).toBe(false);
    expect(isSameOriginRequest(new Request(url, { method: "POST", headers: { referer: "https://evil.test/page" } }))).toBe(false);
    expect(
      isSameOriginRequest(new Request(url, { method: "POST", headers: { referer: "http://site.test/admin/products" } })),
    ).toBe(true);
  });

  it("only redirects to admin paths after sign-in", () => {
    expect(safeRedirectTarget("/admin/leads")).toBe("/admin/leads");
    expect(safeRedirectTarget("https://evil.test/admin")).toBe("/admin");
    expect(safeRedirectTarget("//evil.test/admin")).toBe("/admin");
    expect(safeRedirectTarget("/\\evil.test")).toBe("/admin");
    expect(safeRedirectTarget(null)).toBe("/admin");
  });

  it("keeps a path and query on this site, and refuses anything a browser would read as another host", () => {
    expect(safeRedirectTarget("/admin/leads?status=new&page=2")).toBe("/admin/leads?status=new&page=2");
    expect(safeRedirectTarget("/admin")).toBe("/admin");
    for (const hostile of [
      "/\t/evil.test/admin",
      "/\t\t/evil.test",
      "/\n/evil.test",
      "/\r\n/evil.test",
      "/admin\r\nSet-Cookie: x=1",
      "/\u0000/evil.test",
      "\t//evil.test/admin",
      " //evil.test/admin",
      "/admin\\..\\..\\evil",
      "/admin/../../evil.test",
      "/admin/..//evil.test",
      "/admin/%2e%2e/%2e%2e//evil.test",
      "/./admin/../..//evil.test",
      "/%2F/evil.test",
      "/administrator",
      "admin/leads",
      "javascript:alert(1)//admin",
      "/\u007f/evil.test",
    ]) {
      const target = safeRedirectTarget(hostile);
      expect(new URL(target, "http://site.test").origin, JSON.stringify(hostile)).toBe("http://site.test");
      expect(target, JSON.stringify(hostile)).toMatch(/^\/admin(\/|$)/);
      expect(target, JSON.stringify(hostile)).not.toMatch(/[\p{Cc}\\]/u);
    }
    expect(safeRedirectTarget("/\t/evil.test/admin")).toBe("/admin");
    expect(safeRedirectTarget("/admin/../../evil.test")).toBe("/admin");
  });
});

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
const roomyQueue = () => createWorkQueue({ concurrency: 2, maxWaiting: 100 });

/** What a guard threw, as a status and where it sends the browser: a Response, or `data(…, { status })`. */
function thrownAnswer(thrown: unknown): { status: number; location: string | null; body?: unknown } {
  if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
  const init = (thrown as { type?: string; init?: ResponseInit | null; data?: unknown }) ?? {};
  if (init.type === "DataWithResponseInit") return { status: init.init?.status ?? 200, location: null, body: init.data };
  throw thrown;
}

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (thrown) {
    return thrownAnswer(thrown);
  }
  throw new Error("the guard let the request through");
}

const owners = (db: Kysely<Database>) => db.selectFrom("staff_users").selectAll().where("role", "=", "owner").execute();

describe.each(testDatabaseKinds())("the owner's account at start on $kind", ({ kind, make }) => {
  let dir: string;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-password-"));
  });
  afterEach(async () => {
    await cleanup?.();
    cleanup = undefined;
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const fresh = async () => {
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    return opened.handle.db;
  };
  const file = (name: string) => path.join(dir, `${kind}-${crypto.randomBytes(4).toString("hex")}-${name}`);

  it("with no password anywhere, generates one once, writes it to a file only its owner can read, and stores only its hash", async () => {
    const db = await fresh();
    const passwordFile = file("admin-password.txt");
    const first = await ensureOwner(db, undefined, { passwordFile, ownerEmail: " Owner@Shop.Test " });
    expect(first).toEqual({ generatedFile: passwordFile, ownerEmail: "owner@shop.test" });
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    const generated = fs.readFileSync(passwordFile, "utf8").trim();
    expect(generated).toMatch(/^\w{20}$/);
    expect(await checkStaffPassword(db, "OWNER@shop.test", generated)).toMatchObject({ role: "owner", email: "owner@shop.test" });
    expect(await checkStaffPassword(db, "owner@shop.test", "not-it")).toBeNull();

    // The next start changes nothing and writes nothing.
    expect(await ensureOwner(db, undefined, { passwordFile, ownerEmail: "owner@shop.test" })).toEqual({
      ownerEmail: "owner@shop.test",
    });
    expect(fs.readFileSync(passwordFile, "utf8").trim()).toBe(generated);
    const stored = await owners(db);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.password_hash).toMatch(/^scrypt\$/);
    expect(stored[0]!.password_hash).not.toContain(generated);
  });

  it("ADMIN_PASSWORD sets the first password of an empty database, and never replaces a stored one", async () => {
    const db = await fresh();
    const passwordFile = file("unused.txt");
    const ownerEmail = "owner@shop.test";
    expect(await setOwnerPassword(db, "too-early")).toBe(false);
    expect(await ensureOwner(db, "configured-password-1", { passwordFile, ownerEmail })).toEqual({ ownerEmail });
    expect(await checkStaffPassword(db, ownerEmail, "configured-password-1")).not.toBeNull();
    expect(await checkStaffPassword(db, ownerEmail, "something-else")).toBeNull();

    // A different value is reported, never applied.
    expect(await ensureOwner(db, "configured-password-9", { passwordFile, ownerEmail })).toEqual({
      ownerEmail,
      configuredIgnored: true,
    });
    expect(await checkStaffPassword(db, ownerEmail, "configured-password-9")).toBeNull();
    // A password rotated with npm run admin:password survives a restart with the old ADMIN_PASSWORD.
    expect(await setOwnerPassword(db, "rotated-password-2")).toBe(true);
    expect(await ensureOwner(db, "configured-password-1", { passwordFile, ownerEmail })).toEqual({
      ownerEmail,
      configuredIgnored: true,
    });
    expect(await checkStaffPassword(db, ownerEmail, "rotated-password-2")).not.toBeNull();
    expect(await checkStaffPassword(db, ownerEmail, "configured-password-1")).toBeNull();
    // The same value as the stored one is no news.
    expect(await ensureOwner(db, "rotated-password-2", { passwordFile, ownerEmail })).toEqual({ ownerEmail });
    // The shop's e-mail changed in settings later: still the one owner, who signs in as before.
    expect(await ensureOwner(db, undefined, { passwordFile, ownerEmail: "new@shop.test" })).toEqual({ ownerEmail });
    expect(await owners(db)).toHaveLength(1);
    expect(fs.existsSync(passwordFile)).toBe(false);
  });

  it("stores no generated password it could not write down, and says where it tried", async () => {
    const db = await fresh();
    const blocker = file("not-a-folder");
    fs.writeFileSync(blocker, "");
    const passwordFile = path.join(blocker, "admin-password.txt");
    await expect(ensureOwner(db, undefined, { passwordFile, ownerEmail: "owner@shop.test" })).rejects.toThrow(passwordFile);
    expect(await db.selectFrom("staff_users").select("id").execute()).toEqual([]);
    await ensureOwner(db, "configured-password-1", { passwordFile, ownerEmail: "owner@shop.test" });
    expect(await checkStaffPassword(db, "owner@shop.test", "configured-password-1")).not.toBeNull();
  });

  /** A database as the last release left it: migrated to 0026, one password and a signed-in browser. */
  const upgradedDatabase = async (oldPassword: string, now: Date) => {
    const test = make();
    const handle = await test.open();
    cleanup = async () => {
      await handle.destroy();
      await test.drop();
    };
    const db = handle.db as unknown as Kysely<any>;
    await whileMigrating(kind, () => migrateTo(db, "0026-lead-triage"));
    const at = now.toISOString();
    await db
      .insertInto("app_meta")
      .values([
        { key: "admin_password_hash", value: await hashPassword(oldPassword), updated_at: at },
        { key: "admin_login_pepper", value: crypto.randomBytes(32).toString("hex"), updated_at: at },
      ])
      .execute();
    const oldToken = crypto.randomBytes(32).toString("base64url");
    await db
      .insertInto("admin_sessions")
      .values({ id: sha256(oldToken), created_at: at, expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString() })
      .execute();
    await whileMigrating(kind, () => migrateToLatest(db));
    return { db: handle.db, oldToken };
  };

  it("on upgrade, the old single password becomes the owner's, signed in with the shop's e-mail; the old sessions end and the owner is asked to change it", async () => {
    const now = new Date();
    const { db, oldToken } = await upgradedDatabase("the-old-password", now);
    // After the migration and before the start, the old session names nobody.
    const before = await db.selectFrom("admin_sessions").select("user_id").execute();
    expect(before).toEqual([{ user_id: null }]);

    const passwordFile = file("unused.txt");
    const result = await ensureOwner(db, undefined, { passwordFile, ownerEmail: "Shop@Example.com", now });
    expect(result).toEqual({ ownerEmail: "shop@example.com" });
    expect(fs.existsSync(passwordFile)).toBe(false);
    const [owner, ...others] = await owners(db);
    expect(others).toEqual([]);
    expect(owner).toMatchObject({ email: "shop@example.com", role: "owner", active: 1 });

    const signIn = await attemptSignIn(db, {
      email: " SHOP@example.COM ",
      password: "the-old-password",
      clientAddress: "203.0.113.70",
      queue: roomyQueue(),
      now,
    });
    expect(signIn).toMatchObject({ outcome: "ok", user: { id: owner!.id, role: "owner" } });
    const wrong = await attemptSignIn(db, {
      email: "shop@example.com",
      password: "not-the-old-password",
      clientAddress: "203.0.113.70",
      queue: roomyQueue(),
      now,
    });
    expect(wrong).toEqual({ outcome: "wrong" });

    // The browser signed in before the upgrade is still signed in, as the owner.
    // A session of the shared password could be anyone's: it ends rather than become the owner's.
    expect(await readStaffSession(db, oldToken, now)).toBeNull();
    expect(await isValidAdminSession(db, oldToken, now)).toBe(false);
    expect(await db.selectFrom("admin_sessions").select("id").execute()).toEqual([]);
    // The old password's row is gone: the owner's account holds it now.
    expect(await db.selectFrom("app_meta").select("key").where("key", "=", "admin_password_hash").execute()).toEqual([]);

    // A second start is a no-op, and so is the old ADMIN_PASSWORD still set beside it (reported).
    const hashBefore = owner!.password_hash;
    expect(await ensureOwner(db, undefined, { passwordFile, ownerEmail: "shop@example.com", now })).toEqual({
      ownerEmail: "shop@example.com",
    });
    expect(await ensureOwner(db, "stale-admin-password", { passwordFile, ownerEmail: "shop@example.com", now })).toEqual({
      ownerEmail: "shop@example.com",
      configuredIgnored: true,
    });
    const after = await owners(db);
    expect(after.map((o) => [o.id, o.password_hash])).toEqual([[owner!.id, hashBefore]]);
    expect(await readStaffSession(db, oldToken, now)).toBeNull();
    // The password everyone knew is flagged until the owner changes it.
    expect(await isSharedPassword(db, owner!.id)).toBe(true);
    await setStaffPassword(db, owner!.id, "a-new-password-of-my-own", now);
    expect(await isSharedPassword(db, owner!.id)).toBe(false);
  });

  it("on upgrade with ADMIN_PASSWORD set to something else, the stored password stays in force and the difference is reported", async () => {
    const now = new Date();
    const { db } = await upgradedDatabase("the-old-password", now);
    const result = await ensureOwner(db, "configured-differently", {
      passwordFile: file("unused.txt"),
      ownerEmail: "shop@example.com",
      now,
    });
    expect(result).toEqual({ ownerEmail: "shop@example.com", configuredIgnored: true });
    expect(await checkStaffPassword(db, "shop@example.com", "the-old-password")).not.toBeNull();
    expect(await checkStaffPassword(db, "shop@example.com", "configured-differently")).toBeNull();
  });

  it("two servers starting at once on an upgraded database make exactly one owner, with the old password", async () => {
    const now = new Date();
    const { db, oldToken } = await upgradedDatabase("the-old-password", now);
    const passwordFile = file("unused.txt");
    const results = await Promise.all([
      ensureOwner(db, undefined, { passwordFile, ownerEmail: "shop@example.com", now }),
      ensureOwner(db, undefined, { passwordFile, ownerEmail: "shop@example.com", now }),
    ]);
    expect(results).toEqual([{ ownerEmail: "shop@example.com" }, { ownerEmail: "shop@example.com" }]);
    const made = await db.selectFrom("staff_users").selectAll().execute();
    expect(made).toHaveLength(1);
    expect(await checkStaffPassword(db, "shop@example.com", "the-old-password")).toMatchObject({ id: made[0]!.id });
    expect(await readStaffSession(db, oldToken, now)).toBeNull();
  });

  it("two servers starting at once on an empty database make exactly one owner, whose password is the one in the file", async () => {
    const db = await fresh();
    const passwordFile = file("admin-password.txt");
    await Promise.all([
      ensureOwner(db, undefined, { passwordFile, ownerEmail: "owner@shop.test" }),
      ensureOwner(db, undefined, { passwordFile, ownerEmail: "owner@shop.test" }),
    ]);
    expect(await owners(db)).toHaveLength(1);
    const written = fs.readFileSync(passwordFile, "utf8").trim();
    expect(await checkStaffPassword(db, "owner@shop.test", written)).not.toBeNull();
  });
});

describe.each(testDatabaseKinds())("sessions and guards on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;
  beforeAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({ SITE_URL: "http://site.test", TICKET_SECRET_KEY: "a1".repeat(32) }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({}));
    await cleanup?.();
  });

  const args = (url: string, init: RequestInit = {}) => ({
    request: new Request(url, init),
    context: { clientAddress: "203.0.113.50" },
  });
  const page = (cookie: string | undefined, url = "http://site.test/admin/leads?x=1") =>
    args(url, { headers: cookie ? { cookie } : {} });
  const api = (cookie: string | undefined, origin = "http://site.test") =>
    args("http://site.test/api/add-product.php", { method: "POST", headers: { origin, ...(cookie ? { cookie } : {}) } });

  it("creates sessions that expire after 8 hours and end on sign-out; a session waiting for its code lasts 10 minutes and opens nothing", async () => {
    const user = await insertStaff(db(), { role: "technician" });
    const now = new Date("2026-01-01T10:00:00Z");
    const { token, expires } = await createAdminSession(db(), { userId: user.id, now });
    expect(expires.getTime() - now.getTime()).toBe(SESSION_TTL_MS);
    expect(await isValidAdminSession(db(), token, now)).toBe(true);
    expect(await readStaffSession(db(), token, now)).toMatchObject({
      stage: "full",
      mustEnrol: false,
      user: { id: user.id, role: "technician" },
    });
    expect(await isValidAdminSession(db(), token, new Date(now.getTime() + SESSION_TTL_MS + 1))).toBe(false);
    expect(await isValidAdminSession(db(), "not-a-token", now)).toBe(false);
    expect(await isValidAdminSession(db(), "x".repeat(101), now)).toBe(false);
    // Only its hash is stored.
    const stored = await db().selectFrom("admin_sessions").select("id").where("user_id", "=", user.id).execute();
    expect(stored).toEqual([{ id: sha256(token) }]);
    await deleteAdminSession(db(), token);
    expect(await isValidAdminSession(db(), token, now)).toBe(false);

    const code = await createAdminSession(db(), { userId: user.id, stage: "code", now });
    expect(code.expires.getTime() - now.getTime()).toBe(CODE_STAGE_TTL_MS);
    expect(await readStaffSession(db(), code.token, now)).toMatchObject({ stage: "code" });
    expect(await isValidAdminSession(db(), code.token, now)).toBe(false);
    expect(await readStaffSession(db(), code.token, new Date(now.getTime() + CODE_STAGE_TTL_MS))).toBeNull();
  });

  it("a new password signs out every session of that user, and only theirs", async () => {
    const a = await signedInStaff(db(), { role: "front_desk" });
    const b = await signedInStaff(db(), { role: "front_desk" });
    const second = await createAdminSession(db(), { userId: a.user.id });
    await setStaffPassword(db(), a.user.id, "a-brand-new-password");
    expect(await isValidAdminSession(db(), a.token)).toBe(false);
    expect(await isValidAdminSession(db(), second.token)).toBe(false);
    expect(await isValidAdminSession(db(), b.token)).toBe(true);
    expect(await checkStaffPassword(db(), a.user.email, "a-brand-new-password")).toMatchObject({ id: a.user.id });
    expect(await checkStaffPassword(db(), a.user.email, a.user.password)).toBeNull();

    await createAdminSession(db(), { userId: b.user.id });
    expect(await endUserSessions(db(), b.user.id)).toBe(2);
    expect(await isValidAdminSession(db(), b.token)).toBe(false);
  });

  it("signing out ends the session and writes it in the audit log", async () => {
    const { user, token, cookie } = await signedInStaff(db(), { role: "technician" });
    const now = new Date();
    await signOut(
      db(),
      new Request("http://site.test/admin/logout", { method: "POST", headers: { cookie } }),
      "203.0.113.51",
      now,
    );
    expect(await readStaffSession(db(), token)).toBeNull();
    const rows = await db().selectFrom("audit_log").selectAll().where("user_id", "=", user.id).execute();
    expect(rows).toMatchObject([
      { kind: "sign-out", subject: `user:${user.id}`, address: "203.0.113.51", at: now.toISOString() },
    ]);
  });

  it("counts failed sign-ins per address within 15 minutes, storing no address, and sweeps what counts for nothing", async () => {
    const t0 = new Date("2026-02-01T12:00:00Z");
    for (let i = 0; i < 5; i++) await reserveLoginAttempt(db(), "203.0.113.9", new Date(t0.getTime() + i * 1000));
    expect(await countRecentLoginFailures(db(), "203.0.113.9", new Date(t0.getTime() + 10_000))).toBe(5);
    expect(await countRecentLoginFailures(db(), "198.51.100.1", new Date(t0.getTime() + 10_000))).toBe(0);
    expect(await countRecentLoginFailures(db(), "203.0.113.9", new Date(t0.getTime() + LOGIN_FAILURE_WINDOW_MS + 5000))).toBe(0);
    const rows = await db().selectFrom("admin_login_failures").select("client_key").execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.client_key))).toBe(true);
    expect(rows.some((r) => r.client_key.includes("203.0.113.9"))).toBe(false);
    const swept = await sweepAdminAuth(db(), new Date(t0.getTime() + LOGIN_FAILURE_WINDOW_MS + 5000));
    expect(swept.loginAttempts).toBeGreaterThanOrEqual(5);
    expect(await db().selectFrom("admin_login_failures").select("client_key").execute()).toEqual([]);
  });

  it("treats a session cookie that is not valid percent-encoding as signed out, on pages and APIs", async () => {
    const cookie = "admin_session=%";
    expect(await refusal(requireStaff(db(), page(cookie, "http://site.test/admin/leads"), "leads"))).toMatchObject({
      status: 302,
      location: "/admin/login?redirectTo=%2Fadmin%2Fleads",
    });
    expect(await refusal(requireStaffApi(db(), api(cookie), "catalog"))).toMatchObject({ status: 401 });
  });

  it("guards pages with a redirect to the sign-in and APIs with 401 JSON; refuses a cross-site write", async () => {
    expect(await refusal(requireStaff(db(), page(undefined), null))).toEqual({
      status: 302,
      location: "/admin/login?redirectTo=%2Fadmin%2Fleads%3Fx%3D1",
    });
    expect(await refusal(requireStaffEnrolling(db(), page(undefined)))).toMatchObject({ status: 302 });
    try {
      await requireStaffApi(db(), api(undefined), "catalog");
      expect.unreachable();
    } catch (error) {
      const r = error as Response;
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ success: false, error: "Sign in required" });
    }
    const { cookie } = await signedInStaff(db());
    expect(await refusal(requireStaffApi(db(), api(cookie, "https://evil.test"), "catalog"))).toMatchObject({ status: 403 });
  });

  it("a role without the capability gets 403, whatever the menu showed; the roles that have it pass, with the request's address", async () => {
    const frontDesk = await signedInStaff(db(), { role: "front_desk" });
    const technician = await signedInStaff(db(), { role: "technician" });
    const owner = await signedInStaff(db(), { role: "owner" });

    const frontDeskSettings = await refusal(
      requireStaff(db(), page(frontDesk.cookie, "http://site.test/admin/settings"), "settings"),
    );
    expect(frontDeskSettings).toEqual({ status: 403, location: null, body: { error: FORBIDDEN } });
    expect(
      await refusal(requireStaff(db(), page(technician.cookie, "http://site.test/admin/tickets/1"), "payments")),
    ).toMatchObject({
      status: 403,
    });
    expect(await refusal(requireStaff(db(), page(technician.cookie), "settings"))).toMatchObject({ status: 403 });
    expect(await refusal(requireStaff(db(), page(frontDesk.cookie), "staff"))).toMatchObject({ status: 403 });

    expect(await requireStaff(db(), page(owner.cookie), "settings")).toMatchObject({
      id: owner.user.id,
      userId: owner.user.id,
      role: "owner",
      address: "203.0.113.50",
    });
    expect(await requireStaff(db(), page(owner.cookie), "payments")).toMatchObject({ id: owner.user.id });
    expect(await requireStaff(db(), page(frontDesk.cookie), "payments")).toMatchObject({
      id: frontDesk.user.id,
      role: "front_desk",
    });
    expect(await requireStaff(db(), page(technician.cookie), "ticket.work")).toMatchObject({ id: technician.user.id });
    expect(await requireStaff(db(), page(technician.cookie), null)).toMatchObject({ id: technician.user.id });

    // The APIs: the same rule as JSON.
    try {
      await requireStaffApi(db(), api(technician.cookie), "catalog");
      expect.unreachable();
    } catch (error) {
      const r = error as Response;
      expect(r.status).toBe(403);
      expect(await r.json()).toEqual({ success: false, error: FORBIDDEN });
    }
    expect(await requireStaffApi(db(), api(owner.cookie), "catalog")).toMatchObject({
      id: owner.user.id,
      address: "203.0.113.50",
    });
  });

  it("a session waiting for its second factor is sent to the code page and opens no API", async () => {
    const { cookie } = await signedInStaff(db(), { role: "owner", stage: "code" });
    expect(await refusal(requireStaff(db(), page(cookie), "leads"))).toEqual({ status: 302, location: "/admin/login/code" });
    expect(await refusal(requireStaff(db(), page(cookie), null))).toEqual({ status: 302, location: "/admin/login/code" });
    expect(await refusal(requireStaffEnrolling(db(), page(cookie)))).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/admin\/login\?/),
    });
    expect(await refusal(requireStaffApi(db(), api(cookie), "catalog"))).toMatchObject({ status: 401 });
  });

  it("when the owner requires a second factor, a user without one is sent to set it up first; one with it passes", async () => {
    const without = await signedInStaff(db(), { role: "owner" });
    const withIt = await signedInStaff(db(), { role: "technician" });
    await db()
      .updateTable("staff_users")
      .set({ totp_secret: encryptPasscode("JBSWY3DPEHPK3PXP") })
      .where("id", "=", withIt.user.id)
      .execute();
    // Not required: both pass.
    expect(await isSecondFactorRequired(db())).toBe(false);
    expect(await requireStaff(db(), page(without.cookie), "leads")).toMatchObject({
      id: without.user.id,
      hasSecondFactor: false,
    });

    await db()
      .insertInto("app_meta")
      .values({ key: REQUIRE_SECOND_FACTOR_KEY, value: "1", updated_at: new Date().toISOString() })
      .execute();
    try {
      expect(await isSecondFactorRequired(db())).toBe(true);
      expect(await readStaffSession(db(), without.token)).toMatchObject({ mustEnrol: true });
      expect(await refusal(requireStaff(db(), page(without.cookie), "leads"))).toEqual({
        status: 302,
        location: "/admin/account/second-factor",
      });
      expect(await refusal(requireStaff(db(), page(without.cookie), null))).toMatchObject({
        location: "/admin/account/second-factor",
      });
      expect(await refusal(requireStaffApi(db(), api(without.cookie), "catalog"))).toMatchObject({ status: 401 });
      // The enrolment page itself opens.
      expect(
        await requireStaffEnrolling(db(), page(without.cookie, "http://site.test/admin/account/second-factor")),
      ).toMatchObject({
        id: without.user.id,
      });
      expect(await requireStaff(db(), page(withIt.cookie), "leads")).toMatchObject({ id: withIt.user.id, hasSecondFactor: true });
    } finally {
      await db().deleteFrom("app_meta").where("key", "=", REQUIRE_SECOND_FACTOR_KEY).execute();
    }
  });

  it("a session of a deactivated user opens nothing", async () => {
    const { user, token, cookie } = await signedInStaff(db(), { role: "front_desk" });
    await db().updateTable("staff_users").set({ active: 0 }).where("id", "=", user.id).execute();
    expect(await readStaffSession(db(), token)).toBeNull();
    expect(await refusal(requireStaff(db(), page(cookie), null))).toMatchObject({ status: 302 });
  });
});

describe("where a generated password is written", () => {
  it("beside the SQLite file, or in ./data for PostgreSQL", () => {
    expect(adminPasswordFilePath("file:/srv/site/db/site.db")).toBe("/srv/site/db/admin-password.txt");
    expect(adminPasswordFilePath(undefined)).toBe(path.resolve("data", "admin-password.txt"));
    expect(adminPasswordFilePath("postgres://u:p@db.example/site")).toBe(path.resolve("data", "admin-password.txt"));
  });
});
