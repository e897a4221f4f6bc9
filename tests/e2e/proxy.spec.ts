import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { expect, test } from "@playwright/test";

import { nginxMissing, proxyRequest, selfSignedCertificate, startNginx } from "../../scripts/nginx-local.js";
import { freeLoopbackPort, rawRequest } from "../net";
import { E2E_OWNER_EMAIL } from "./constants";
import { FAULT_ADMIN_PASSWORD, createSchema, productBody, startOwnServer } from "./fault-helpers";

// The site behind the shipped deploy/nginx.conf on loopback (scripts/nginx-local.js swaps only
// its ports, paths and certificate): two app servers on one PostgreSQL schema when the test
// PostgreSQL is set (they clear each other's caches by LISTEN/NOTIFY), else one on SQLite named
// twice in the upstream. One stack for the file, so its tests run in order.

const missing = nginxMissing();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** What the origin sends on a public page asked without a cookie (the contract nginx caches by). */
const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=5";
/** X-Cache-Status values of an answer nginx took from its cache. */
const FROM_CACHE = ["HIT", "UPDATING", "STALE"];
const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-frame-options",
];

type Stack = {
  origins: Array<Awaited<ReturnType<typeof startOwnServer>>>;
  nginx: Awaited<ReturnType<typeof startNginx>>;
  httpPort: number;
  httpsPort: number;
  ca: Buffer;
  cleanup: () => Promise<void>;
};

test.describe(`the site behind nginx (deploy/nginx.conf), ${onPostgres ? "two app servers on PostgreSQL" : "one app server on SQLite"}`, () => {
  test.skip(missing !== null, `nginx cannot run here: ${missing}`);
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  let stack: Stack;
  const via = (target: string, options: Parameters<typeof proxyRequest>[2] = {}) =>
    proxyRequest(stack.httpsPort, target, { ca: stack.ca, ...options });
  const text = (res: { headers: Record<string, unknown>; body: Buffer }) =>
    (res.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(res.body) : res.body).toString("utf8");
  const origin = () => `https://127.0.0.1:${stack.httpsPort}`;

  test.beforeAll(async () => {
    const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "site-proxy-"));
    const removers: Array<() => Promise<void>> = [async () => fs.rmSync(prefix, { recursive: true, force: true })];
    const env = { TRUST_PROXY: "loopback", LOG_LEVEL: "warn" };
    const origins: Stack["origins"] = [];
    try {
      if (onPostgres) {
        const schema = await createSchema("proxy");
        removers.unshift(() => schema.drop());
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.searchParams.set("options", `-c search_path=${schema.name}`);
        origins.push(await startOwnServer(url.toString(), env));
        origins.push(await startOwnServer(url.toString(), env));
      } else {
        origins.push(await startOwnServer(`file:${path.join(prefix, "site.db")}`, env));
      }
      for (const server of origins)
        removers.unshift(async () => {
          server.child.kill("SIGTERM");
          await server.exited;
        });
      const { cert, key, pem } = selfSignedCertificate(prefix);
      const [httpPort, httpsPort] = [await freeLoopbackPort(), await freeLoopbackPort()];
      const nginx = await startNginx({
        prefix,
        appPorts: [origins[0]!.port, (origins[1] ?? origins[0])!.port],
        httpPort,
        httpsPort,
        clientDir: path.resolve("build/client"),
        cert,
        key,
      });
      removers.unshift(() => nginx.stop());
      stack = {
        origins,
        nginx,
        httpPort,
        httpsPort,
        ca: pem,
        cleanup: async () => {
          for (const remove of removers) await remove();
        },
      };
    } catch (error) {
      for (const remove of removers) await remove().catch(() => {});
      throw error;
    }
  });
  test.afterAll(async () => {
    await stack?.cleanup();
  });

  test("the app's security headers arrive unchanged, with HSTS (the app believes X-Forwarded-Proto) and no nginx version", async () => {
    for (const target of ["/", "/products/laptop-reviews"]) {
      // The app asked directly as nginx asks it (an HTTPS request, by X-Forwarded-Proto).
      const host = `127.0.0.1:${stack.httpsPort}`;
      const direct = await rawRequest(stack.origins[0]!.port, target, { host, "x-forwarded-proto": "https" }, "GET");
      const plain = await rawRequest(stack.origins[0]!.port, target, {}, "GET");
      const proxied = await via(target);
      expect(proxied.status, target).toBe(200);
      // A page's CSP names the hashes of its own inline scripts, and a page with data in them
      // (the review page) renders them anew each time: compare the rest, then the hashes with the body they came with.
      const policy = (value: unknown) => String(value).replace(/ 'sha256-[^']+'/g, "");
      for (const name of [...SECURITY_HEADERS, "strict-transport-security"]) {
        const sent = name === "content-security-policy" ? policy : (v: unknown) => v;
        expect(sent(proxied.headers[name]), `${target} ${name}`).toEqual(sent(direct.headers[name]));
      }
      for (const [, attributes, body] of text(proxied).matchAll(/<script([^>]*)>([^]*?)<\/script>/g)) {
        // Only scripts the browser runs: not one loaded by src, nor data (JSON-LD) that CSP does not govern.
        if (/\bsrc=/.test(attributes!) || /\btype="(?!module"|text\/javascript")/.test(attributes!)) continue;
        const hash = crypto.createHash("sha256").update(body!).digest("base64");
        expect(proxied.headers["content-security-policy"], `${target}: an inline script's hash`).toContain(`'sha256-${hash}'`);
      }
      expect(proxied.headers["content-security-policy"], target).toContain("frame-ancestors 'none'");
      expect(proxied.headers["x-content-type-options"], target).toBe("nosniff");
      expect(proxied.headers["referrer-policy"], target).toBeTruthy();
      // Sent by the app only to a request it knows came over HTTPS: nginx said so, and was believed.
      expect(plain.headers["strict-transport-security"], target).toBeUndefined();
      expect(proxied.headers["strict-transport-security"], target).toMatch(/max-age=\d+/);
      expect(proxied.headers.server, target).toBe("nginx");
    }
  });

  test("plain HTTP is sent to HTTPS", async () => {
    const res = await fetch(`http://127.0.0.1:${stack.httpPort}/about?x=1`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://127.0.0.1/about?x=1");
  });

  test("/ and a review page are cached, one copy per encoding, with the origin's Cache-Control and weak ETag", async () => {
    for (const target of ["/", "/products/laptop-reviews"]) {
      for (const encoding of ["gzip", "identity"]) {
        const label = `${target} (${encoding})`;
        const first = await via(target, { headers: { "accept-encoding": encoding } });
        const second = await via(target, { headers: { "accept-encoding": encoding } });
        expect(first.status, label).toBe(200);
        expect(FROM_CACHE, `${label} second answer X-Cache-Status`).toContain(second.headers["x-cache-status"]);
        expect(second.headers["cache-control"], label).toBe(PUBLIC_CACHE_CONTROL);
        expect(second.headers.etag, label).toMatch(/^W\/"/);
        expect(second.headers["set-cookie"], label).toBeUndefined();
        expect(second.headers["content-encoding"], label).toBe(encoding === "gzip" ? "gzip" : undefined);
        expect(text(second), label).toBe(text(first));
        // What makes a shared copy safe to hand to anyone: no per-request nonce in it.
        expect(second.headers["content-security-policy"], label).not.toContain("'nonce-");
      }
    }
  });

  test("scripts come from disk, precompressed (gzip and brotli), immutable", async () => {
    const html = text(await via("/products/laptop-reviews"));
    const script = /src="(\/assets\/[\w.-]+\.js)"/.exec(html)?.[1] ?? /href="(\/assets\/[\w.-]+\.js)"/.exec(html)?.[1];
    expect(script, "the review page names a script").toBeTruthy();
    const file = path.resolve("build/client", script!.slice(1));
    for (const [encoding, suffix] of [
      ["gzip", ".gz"],
      ["br", ".br"],
    ] as const) {
      const res = await via(script!, { headers: { "accept-encoding": encoding } });
      expect(res.status, encoding).toBe(200);
      expect(res.headers["content-encoding"], encoding).toBe(encoding);
      expect(res.body.equals(fs.readFileSync(file + suffix)), `${encoding}: the build's own ${suffix} bytes`).toBe(true);
      expect(res.headers["cache-control"], encoding).toBe("public, max-age=31536000, immutable");
      expect(res.headers["x-content-type-options"], encoding).toBe("nosniff");
      expect(res.headers.vary, encoding).toBe("Accept-Encoding");
      // Not through the proxy cache: nginx answered from the folder.
      expect(res.headers["x-cache-status"], encoding).toBeUndefined();
    }
    const missingAsset = await via("/assets/not-a-file-of-this-build.js");
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.headers["cache-control"]).toBeUndefined();
  });

  test("a private page and any request with a cookie are never cached", async () => {
    for (let i = 0; i < 3; i++) {
      const login = await via("/admin/login");
      expect(login.status).toBe(200);
      expect(["MISS", "BYPASS"], `/admin/login #${i + 1}`).toContain(login.headers["x-cache-status"]);
      expect(login.headers["cache-control"]).toBe("private, no-store");

      const withCookie = await via("/", { headers: { cookie: "booking_draft=proxy-test" } });
      expect(withCookie.status).toBe(200);
      expect(withCookie.headers["x-cache-status"], `/ with a cookie #${i + 1}`).toBe("BYPASS");
      expect(withCookie.headers["cache-control"]).toBe("private, no-store");
    }
    // The cookie's answers were not stored over the public copy.
    const plain = await via("/");
    expect(FROM_CACHE).toContain(plain.headers["x-cache-status"]);
    expect(plain.headers["cache-control"]).toBe(PUBLIC_CACHE_CONTROL);
  });

  test("a body over nginx's limit is refused before it reaches the app", async () => {
    const res = await via("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin() },
      body: Buffer.alloc(2 * 1024 * 1024, "a"),
    });
    expect(res.status).toBe(413);
  });

  test("a product the owner adds through the proxy shows on its cached listing, which may be kept at most 10 s", async () => {
    const signIn = await via("/admin/login", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: origin() },
      body: new URLSearchParams({ email: E2E_OWNER_EMAIL, password: FAULT_ADMIN_PASSWORD }).toString(),
    });
    const session = /admin_session=([^;]+)/.exec(String(signIn.headers["set-cookie"] ?? ""))?.[1];
    expect(session, `sign-in through the proxy answered ${signIn.status}`).toBeTruthy();
    const cookie = `admin_session=${session}`;

    const listing = "/products/monitors";
    const name = `Proxy Cache Monitor ${Date.now().toString(36)}`;
    await via(listing);
    const cached = await via(listing);
    expect(FROM_CACHE, "the listing is cached before the change").toContain(cached.headers["x-cache-status"]);
    expect(text(cached)).not.toContain(name);
    // How long the proxy may show the old copy is what the origin says: fresh plus stale, at most 10 s.
    const control = String(cached.headers["cache-control"]);
    const seconds = (directive: string) => Number(new RegExp(`${directive}=(\\d+)`).exec(control)?.[1] ?? NaN);
    expect(seconds("s-maxage") + seconds("stale-while-revalidate")).toBeLessThanOrEqual(10);

    const added = await via("/api/add-product.php", {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: origin() },
      body: JSON.stringify(productBody(name, "monitors")),
    });
    expect(added.status, text(added)).toBeLessThan(300);
    // The change arrives through the cache once that copy has run out (the poll's limit only stops a hung run).
    await expect.poll(async () => text(await via(listing)), { timeout: 60_000, intervals: [250] }).toContain(name);
  });

  test("the app limits each client by the address nginx saw, whatever X-Forwarded-For or X-Forwarded-Host the client wrote", async () => {
    const wrongSignIn = (localAddress: string, forged: Record<string, string> = {}) =>
      via("/admin/login", {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: origin(), ...forged },
        body: new URLSearchParams({ email: E2E_OWNER_EMAIL, password: "not-the-password-1" }).toString(),
      });
    // Five wrong passwords from 127.0.0.2, each naming another client: all counted against 127.0.0.2
    // (a forged X-Forwarded-Host believed would fail the same-origin check with 403 instead).
    for (let i = 1; i <= 5; i++) {
      const res = await wrongSignIn("127.0.0.2", { "x-forwarded-for": `203.0.113.${i}`, "x-forwarded-host": "evil.example" });
      expect(res.status, `wrong sign-in #${i}`).toBe(401);
    }
    const sixth = await wrongSignIn("127.0.0.2", { "x-forwarded-for": "203.0.113.99" });
    expect(sixth.status, "the sixth from the same client").toBe(429);
    // Another client behind the same proxy has its own count: the app does not see nginx's own 127.0.0.1.
    const other = await wrongSignIn("127.0.0.3");
    expect(other.status, "a wrong sign-in from another client").toBe(401);
  });
});
