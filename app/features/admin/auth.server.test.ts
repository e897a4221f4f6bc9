import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";

import {
  LOGIN_FAILURE_WINDOW_MS,
  SESSION_TTL_MS,
  checkAdminPassword,
  countRecentLoginFailures,
  createAdminSession,
  deleteAdminSession,
  ensureAdminPassword,
  isValidAdminSession,
  readSessionToken,
  reserveLoginAttempt,
  requireAdmin,
  requireAdminApi,
  safeRedirectTarget,
  sessionCookie,
  setAdminPassword,
} from "./auth.server";
import { adminPasswordFilePath } from "./password-file.server";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";
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

describe.each(testDatabaseKinds())("admin sign-in on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let dir: string;
  let generatedPassword = "";
  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-password-"));
  });
  afterAll(async () => {
    await cleanup?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("with none stored and none configured, generates a password once, writes it to a file only its owner can read, and stores only its hash", async () => {
    const passwordFile = path.join(dir, "admin-password.txt");
    const first = await ensureAdminPassword(handle.db, undefined, { passwordFile });
    expect(first).toEqual({ generatedFile: passwordFile });
    expect(fs.statSync(passwordFile).mode & 0o777).toBe(0o600);
    const generated = fs.readFileSync(passwordFile, "utf8").trim();
    expect(generated).toMatch(/^\w{20}$/);
    expect(await checkAdminPassword(handle.db, generated)).toBe(true);
    expect(await ensureAdminPassword(handle.db, undefined, { passwordFile })).toEqual({});
    expect(fs.readFileSync(passwordFile, "utf8").trim()).toBe(generated);
    const stored = await handle.db
      .selectFrom("app_meta")
      .select("value")
      .where("key", "=", "admin_password_hash")
      .executeTakeFirst();
    expect(stored?.value).not.toContain(generated);
    generatedPassword = generated;
  });

  it("ADMIN_PASSWORD never replaces a stored password: a different value is reported and the stored one stays", async () => {
    const passwordFile = path.join(dir, "unused.txt");
    expect(await ensureAdminPassword(handle.db, "configured-password-1", { passwordFile })).toEqual({ configuredIgnored: true });
    expect(await checkAdminPassword(handle.db, generatedPassword)).toBe(true);
    expect(await checkAdminPassword(handle.db, "configured-password-1")).toBe(false);
    // A password rotated with npm run admin:password survives a restart with the old ADMIN_PASSWORD.
    await setAdminPassword(handle.db, "rotated-password-2");
    expect(await ensureAdminPassword(handle.db, "configured-password-1", { passwordFile })).toEqual({ configuredIgnored: true });
    expect(await checkAdminPassword(handle.db, "rotated-password-2")).toBe(true);
    expect(await checkAdminPassword(handle.db, "configured-password-1")).toBe(false);
    // The same value as the stored one is no news.
    expect(await ensureAdminPassword(handle.db, "rotated-password-2", { passwordFile })).toEqual({});
    expect(fs.existsSync(passwordFile)).toBe(false);
  });

  it("ADMIN_PASSWORD sets the first password of an empty store", async () => {
    await handle.db.deleteFrom("app_meta").where("key", "=", "admin_password_hash").execute();
    const passwordFile = path.join(dir, "unused.txt");
    expect(await ensureAdminPassword(handle.db, "configured-password-1", { passwordFile })).toEqual({});
    expect(await checkAdminPassword(handle.db, "configured-password-1")).toBe(true);
    expect(await checkAdminPassword(handle.db, "something-else")).toBe(false);
    expect(fs.existsSync(passwordFile)).toBe(false);
  });

  it("stores no generated password it could not write down, and says where it tried", async () => {
    await handle.db.deleteFrom("app_meta").where("key", "=", "admin_password_hash").execute();
    const blocker = path.join(dir, "not-a-folder");
    fs.writeFileSync(blocker, "");
    const passwordFile = path.join(blocker, "admin-password.txt");
    await expect(ensureAdminPassword(handle.db, undefined, { passwordFile })).rejects.toThrow(passwordFile);
    const stored = await handle.db.selectFrom("app_meta").select("value").where("key", "=", "admin_password_hash").execute();
    expect(stored).toEqual([]);
    await ensureAdminPassword(handle.db, "configured-password-1", { passwordFile });
  });

  it("creates sessions that expire after 8 hours and end on sign-out", async () => {
    const now = new Date("2026-01-01T10:00:00Z");
    const { token, expires } = await createAdminSession(handle.db, now);
    expect(expires.getTime() - now.getTime()).toBe(SESSION_TTL_MS);
    expect(await isValidAdminSession(handle.db, token, now)).toBe(true);
    expect(await isValidAdminSession(handle.db, token, new Date(now.getTime() + SESSION_TTL_MS + 1))).toBe(false);
    expect(await isValidAdminSession(handle.db, "not-a-token", now)).toBe(false);
    await deleteAdminSession(handle.db, token);
    expect(await isValidAdminSession(handle.db, token, now)).toBe(false);
  });

  it("signs every session out when the password changes", async () => {
    const { token } = await createAdminSession(handle.db);
    expect(await isValidAdminSession(handle.db, token)).toBe(true);
    await setAdminPassword(handle.db, "a-brand-new-password");
    expect(await isValidAdminSession(handle.db, token)).toBe(false);
  });

  it("counts failed sign-ins per address within 15 minutes, storing no address", async () => {
    const t0 = new Date("2026-02-01T12:00:00Z");
    for (let i = 0; i < 5; i++) await reserveLoginAttempt(handle.db, "203.0.113.9", new Date(t0.getTime() + i * 1000));
    expect(await countRecentLoginFailures(handle.db, "203.0.113.9", new Date(t0.getTime() + 10_000))).toBe(5);
    expect(await countRecentLoginFailures(handle.db, "198.51.100.1", new Date(t0.getTime() + 10_000))).toBe(0);
    expect(
      await countRecentLoginFailures(handle.db, "203.0.113.9", new Date(t0.getTime() + LOGIN_FAILURE_WINDOW_MS + 5000)),
    ).toBe(0);
    const rows = await handle.db.selectFrom("admin_login_failures").select("client_key").execute();
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.client_key))).toBe(true);
  });

  it("treats a session cookie that is not valid percent-encoding as signed out, on pages and APIs", async () => {
    const headers = { cookie: "admin_session=%" };
    await expect(requireAdmin(handle.db, new Request("http://site.test/admin/leads", { headers }))).rejects.toSatisfy(
      (r: Response) => r.status === 302 && r.headers.get("location") === "/admin/login?redirectTo=%2Fadmin%2Fleads",
    );
    const api = new Request("http://site.test/api/add-product.php", { method: "POST", headers });
    await expect(requireAdminApi(handle.db, api)).rejects.toSatisfy((r: Response) => r.status === 401);
  });

  it("guards pages with a redirect to the sign-in and APIs with 401 JSON", async () => {
    const page = new Request("http://site.test/admin/leads?x=1");
    await expect(requireAdmin(handle.db, page)).rejects.toSatisfy((r: Response) => {
      return r.status === 302 && r.headers.get("location") === "/admin/login?redirectTo=%2Fadmin%2Fleads%3Fx%3D1";
    });
    const api = new Request("http://site.test/api/add-product.php", { method: "POST" });
    try {
      await requireAdminApi(handle.db, api);
      expect.unreachable();
    } catch (error) {
      const r = error as Response;
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ success: false, error: "Sign in required" });
    }
    const { token } = await createAdminSession(handle.db);
    const signedIn = new Request("http://site.test/api/add-product.php", {
      method: "POST",
      headers: { cookie: `admin_session=${token}`, origin: "https://evil.test" },
    });
    await expect(requireAdminApi(handle.db, signedIn)).rejects.toSatisfy((r: Response) => r.status === 403);
  });
});

describe("where a generated password is written", () => {
  it("beside the SQLite file, or in ./data for PostgreSQL", () => {
    expect(adminPasswordFilePath("file:/srv/site/db/site.db")).toBe("/srv/site/db/admin-password.txt");
    expect(adminPasswordFilePath(undefined)).toBe(path.resolve("data", "admin-password.txt"));
    expect(adminPasswordFilePath("postgres://u:p@db.example/site")).toBe(path.resolve("data", "admin-password.txt"));
  });
});
