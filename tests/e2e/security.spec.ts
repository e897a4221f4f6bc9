import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { diagnosisBody, startOwnServer } from "./fault-helpers";
import { expect, test } from "./fixtures";

/** One URL of every kind of response the server gives. */
const HTML_PAGES = [
  "/",
  "/about",
  "/contact",
  "/diagnosis",
  "/qrcoder",
  "/products",
  "/products/laptops",
  "/products/laptop-reviews",
  "/products/motherboard-components",
  "/admin/login",
  "/no-such-page",
];
const OTHER_RESPONSES = [
  "/api/get-products.php?category=laptops",
  "/api/enhanced-get-products.php?category=mice",
  "/api/get-motherboard-models.php",
  "/api/diagnose.php",
  "/api/no-such-endpoint.php",
  "/robots.txt",
  "/sitemap.xml",
  "/favicon.svg",
  "/healthz",
];

test.describe("security headers", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startOwnServer>>;

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-sec-"));
    // Behind a proxy that terminates TLS: X-Forwarded-Proto says how the visitor came in.
    server = await startOwnServer(`file:${path.join(dir, "site.db")}`);
  });

  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("every page carries a CSP that forbids framing and runs only its own listed scripts, plus nosniff and a referrer policy", async () => {
    // Twice each: the same copy, headers and all, is what a shared cache would keep.
    for (const url of [...HTML_PAGES, ...HTML_PAGES]) {
      const res = await fetch(server.base + url);
      const html = await res.text();
      const csp = res.headers.get("content-security-policy") ?? "";
      expect.soft(res.headers.get("content-type"), url).toContain("text/html");
      expect.soft(csp, url).toContain("frame-ancestors 'none'");
      expect.soft(csp, url).toContain("object-src 'none'");
      expect.soft(csp, url).toContain("base-uri 'self'");
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
      expect.soft(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect.soft(scriptSrc, url).not.toContain("'unsafe-eval'");
      expect.soft(scriptSrc, url).not.toContain("'nonce-");
      // Every inline script is listed by its hash, so nothing else can run.
      const listed = new Set([...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]));
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attributes!) || /type="application\/(ld\+)?json"/.test(attributes!)) continue;
        expect
          .soft(listed.has(createHash("sha256").update(body!, "utf8").digest("base64")), `${url}: an inline script is listed`)
          .toBe(true);
      }
      expect.soft(res.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect.soft(res.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
      expect.soft(res.headers.get("x-frame-options"), url).toBe("DENY");
      expect.soft(res.headers.get("strict-transport-security"), `${url} over plain http`).toBeNull();
    }
  });

  test("APIs, assets and text files carry nosniff, a referrer policy and frame-ancestors", async () => {
    const assetHtml = await (await fetch(`${server.base}/contact`)).text(); // a page that hydrates
    const script =
      /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(assetHtml)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(assetHtml)?.[1];
    expect(script).toBeTruthy();
    for (const url of [...OTHER_RESPONSES, script!]) {
      const res = await fetch(server.base + url);
      await res.arrayBuffer();
      expect.soft(res.headers.get("x-content-type-options"), url).toBe("nosniff");
      expect.soft(res.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin");
      expect.soft(res.headers.get("content-security-policy") ?? "", url).toContain("frame-ancestors 'none'");
      expect.soft(res.headers.get("strict-transport-security"), url).toBeNull();
    }
  });

  test("over https (a trusted proxy's X-Forwarded-Proto) every response type carries HSTS", async () => {
    for (const url of [...HTML_PAGES, ...OTHER_RESPONSES]) {
      const res = await fetch(server.base + url, { headers: { "x-forwarded-proto": "https" } });
      await res.arrayBuffer();
      expect.soft(res.headers.get("strict-transport-security"), url).toBe("max-age=31536000; includeSubDomains");
      if (res.headers.get("content-type")?.includes("text/html")) {
        expect.soft(res.headers.get("content-security-policy"), url).toContain("upgrade-insecure-requests");
      }
    }
  });

  test("without TRUST_PROXY a forged X-Forwarded-Proto earns no HSTS", async () => {
    const plain = await startOwnServer(`file:${path.join(dir, "plain.db")}`, { TRUST_PROXY: "false" });
    try {
      for (const url of ["/", "/api/get-products.php?category=laptops", "/api/get-motherboard-models.php"]) {
        const res = await fetch(plain.base + url, { headers: { "x-forwarded-proto": "https" } });
        await res.arrayBuffer();
        expect.soft(res.headers.get("strict-transport-security"), url).toBeNull();
      }
    } finally {
      plain.child.kill("SIGTERM");
      await plain.exited;
    }
  });
});

test.describe("the e2e server's log", () => {
  test("records the requests of a submitted e-mail but never the e-mail itself", async ({ baseURL, page }) => {
    const email = `log.check.${Date.now()}@example.com`;
    const logFile = path.join(process.cwd(), "data", `e2e-${new URL(baseURL!).port}`, "server.log");

    // The visitor's e-mail reaches the server in a diagnosis request, a query string and a form.
    // This test's own client address (fixtures.ts): no other test has spent its budget.
    const stored = await page.request.post("/api/diagnose.php", { data: diagnosisBody("Log check: the fan rattles.", email) });
    expect(stored.status()).toBe(201);
    await page.goto(`/contact?email=${encodeURIComponent(email)}`);
    await page.request.post("/admin/login", { form: { email, password: email } });

    await expect
      .poll(() => fs.readFileSync(logFile, "utf8"), { timeout: 5000 })
      .toContain('"path":"/api/diagnose.php","status":201');
    const log = fs.readFileSync(logFile, "utf8");
    expect(log).toContain('"path":"/contact"');
    expect(log).toContain('"path":"/admin/login"');
    expect(log).not.toContain(email);
    expect(log).not.toContain(encodeURIComponent(email));
    expect(log).not.toContain("log.check.");
  });
});
