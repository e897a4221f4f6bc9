import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";

import { COMPANY_PAGES_UPDATED_ON, PUBLIC_PAGES } from "~/content/public-pages";

import { pngSize, socialTagProblems } from "../social-presets";

import { postJson, productBody, signIn, startOwnServer } from "./fault-helpers";
import { expect, test } from "./fixtures";

/** Every public page: the sitemap's list, and the diagnosis page (shared, though not indexed). */
/** The headers every JSON answer carries, each once: it may load nothing, be framed by nothing and be sniffed as nothing else. */
const API_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};

const PAGES = [...PUBLIC_PAGES.map((p) => p.path), "/diagnosis"];

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** og:* and twitter:* tags as served, in the order React writes their attributes. */
function socialTagsOf(html: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"\/?>/g)) {
    expect(tags.has(key!), `${key} appears once`).toBe(false);
    tags.set(key!, decode(content!));
  }
  return tags;
}

const textOf = (fragment: string) =>
  decode(fragment.replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/** A raw request: the target goes out exactly as written ("//about" stays two slashes). */
function raw(port: number, method: string, target: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: string }>(
    (resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: target }, (res) => {
        let body = "";
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, rawHeaders: res.rawHeaders, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

test.describe("sharing and search, on every public page", () => {
  test("each page passes the Open Graph and Twitter card presets, with a real 1200 × 630 PNG", async ({ request }) => {
    const images = new Set<string>();
    for (const page of PAGES) {
      const res = await request.get(page);
      expect(res.status(), page).toBe(200);
      const tags = socialTagsOf(await res.text());
      expect.soft(socialTagProblems(tags), page).toEqual([]);
      const image = tags.get("og:image")!;
      expect.soft(new URL(image).origin, page).toBe(new URL(res.url()).origin);
      images.add(image);
    }
    for (const image of images) {
      const res = await request.get(image);
      expect(res.status(), image).toBe(200);
      expect(res.headers()["content-type"], image).toBe("image/png");
      const bytes = await res.body();
      expect(pngSize(bytes), image).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, image).toBeLessThan(300 * 1024);
    }
    // Home, company, tech center, diagnosis, QR tool, products and six categories: each family its own picture.
    expect(images.size).toBe(12);
  });

  test("no two pages share a title or a main heading", async ({ request }) => {
    const titles = new Map<string, string>();
    const headings = new Map<string, string>();
    for (const page of PAGES) {
      const html = await (await request.get(page)).text();
      const title = textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
      const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1]!));
      expect(title, `${page} has a title`).not.toBe("");
      expect(h1s, `${page} has one h1`).toHaveLength(1);
      expect.soft(titles.get(title), `title "${title}" of ${page}`).toBeUndefined();
      expect.soft(headings.get(h1s[0]!), `h1 "${h1s[0]}" of ${page}`).toBeUndefined();
      titles.set(title, page);
      headings.set(h1s[0]!, page);
    }
    const year = new Date().getFullYear();
    expect(titles.get(`Best Memory Modules of ${year} - Performance Reviews`)).toBe("/products/memory-reviews");
    expect(titles.get("Memory: Our Top Picks | Space Coast PC")).toBe("/products/memory");
  });
});

test.describe("one URL per page, and a clean answer to every method", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startOwnServer>>;

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-seo-"));
    server = await startOwnServer(`file:${path.join(dir, "site.db")}`, { LOG_LEVEL: "info" });
  });
  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a page with a trailing slash redirects permanently to its own address, query string kept; other letter cases are not pages", async () => {
    for (const [from, to] of [
      ["/about/", "/about"],
      ["/products/laptops/", "/products/laptops"],
      ["/products/laptop-reviews//?utm_source=chat&x=%20y", "/products/laptop-reviews?utm_source=chat&x=%20y"],
    ]) {
      for (const method of ["GET", "HEAD"]) {
        const res = await raw(server.port, method, from!);
        expect.soft(res.status, `${method} ${from}`).toBe(301);
        expect.soft(res.headers.location, `${method} ${from}`).toBe(to);
      }
    }
    const target = await fetch(`${server.base}/about/`);
    expect(target.url).toBe(`${server.base}/about`);
    expect(target.status).toBe(200);
    for (const other of ["/ABOUT", "/Products/Laptop-Reviews", "/QRCODER?ref=1"])
      expect.soft((await raw(server.port, "GET", other)).status, other).toBe(404);
  });

  test("//about and /index.html stay 404; canonical pages, APIs and files are not redirected", async () => {
    for (const target of ["//about", "/index.html"]) expect((await raw(server.port, "GET", target)).status, target).toBe(404);
    for (const target of ["/", "/about", "/products/laptops?sort=1", "/favicon.svg", "/social/home.png", "/robots.txt"])
      expect((await raw(server.port, "GET", target)).status, target).toBe(200);
    expect((await raw(server.port, "GET", "/api/get-products.php?category=mice")).status).toBe(200);
  });

  test("pages answer OPTIONS and methods they do not take with a short 405 and Allow, and log no stack", async () => {
    // OPTIONS, PUT, PATCH and DELETE are refused ahead of the routes, with every method a page may
    // take; a POST to a page without a form is refused by its route, with the ones it takes.
    const cases: Array<[string, string, string]> = [
      ["OPTIONS", "/", "GET, HEAD, POST"],
      ["OPTIONS", "/about", "GET, HEAD, POST"],
      ["OPTIONS", "/products/laptop-reviews", "GET, HEAD, POST"],
      ["POST", "/about", "GET, HEAD"],
      ["POST", "/products/laptop-reviews", "GET, HEAD"],
      ["PUT", "/contact", "GET, HEAD, POST"],
      ["DELETE", "/qrcoder", "GET, HEAD, POST"],
      ["PATCH", "/products/memory", "GET, HEAD, POST"],
      ["OPTIONS", "/no-such-page", "GET, HEAD, POST"],
      ["POST", "/robots.txt", "GET, HEAD"],
      ["POST", "/no-such-page", "GET, HEAD"],
      ["OPTIONS", "/admin/login", "GET, HEAD, POST"],
      ["PUT", "/admin/login", "GET, HEAD, POST"],
    ];
    for (const [method, target, allow] of cases) {
      const res = await raw(server.port, method, target);
      expect.soft(res.status, `${method} ${target}`).toBe(405);
      expect.soft(res.headers.allow, `${method} ${target}`).toBe(allow);
      expect.soft(res.body, `${method} ${target}`).toBe("Method not allowed");
      expect.soft(res.headers["content-security-policy"], `${method} ${target}`).toContain("frame-ancestors 'none'");
    }
    const { stdout, stderr } = server.output();
    expect(stdout + stderr).not.toMatch(/\bstack\b|Error:|\n\s+at /);
    expect(stdout + stderr).not.toContain('"level":"error"');
    // Each was logged once, as one request line.
    expect(stdout).toContain('"method":"OPTIONS","path":"/about","status":405');
  });

  test("everything under /api/ answers with the API headers, each once, whatever the method", async () => {
    const cases: Array<[string, string, number, unknown]> = [
      ["OPTIONS", "/api/get-products.php?category=mice", 405, { error: "Method not allowed" }],
      ["POST", "/api/get-motherboard-models.php", 405, { error: "Method not allowed" }],
      ["GET", "/api/no-such-endpoint.php", 404, { error: "Not found" }],
      ["OPTIONS", "/api/no-such-endpoint.php", 405, { error: "Method not allowed" }],
      // The write endpoints keep their own 405 answers.
      ["GET", "/api/diagnose.php", 405, { success: false, error: "method: only POST is accepted" }],
      ["OPTIONS", "/api/diagnose.php", 405, { error: "Method not allowed" }],
      ["GET", "/api/get-products.php?category=mice", 200, undefined],
    ];
    for (const [method, target, status, body] of cases) {
      const res = await raw(server.port, method, target);
      const label = `${method} ${target}`;
      expect.soft(res.status, label).toBe(status);
      if (body !== undefined) expect.soft(JSON.parse(res.body), label).toEqual(body);
      if (status === 405) expect.soft(res.headers.allow, label).toBeTruthy();
      for (const [name, value] of Object.entries(API_HEADERS)) {
        const sent = res.rawHeaders.filter((_, i) => i % 2 === 0 && res.rawHeaders[i]!.toLowerCase() === name.toLowerCase());
        expect.soft(sent, `${label}: ${name} sent once`).toHaveLength(1);
        expect.soft(res.headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
      }
    }
  });

  test("a catalog change moves its pages' sitemap dates, and only theirs", async () => {
    const lastmods = async () => {
      const xml = await (await fetch(`${server.base}/sitemap.xml`)).text();
      return new Map(
        [...xml.matchAll(/<loc>[^<]*:\d+([^<]*)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [m[1]!, m[2]]),
      );
    };
    const before = await lastmods();
    expect(before.get("/about")).toBe(COMPANY_PAGES_UPDATED_ON);
    const cookie = await signIn(server.base);
    const writtenAfter = Date.now() - 1000;
    const res = await postJson(server.base, "/api/add-product.php", productBody("Sitemap Test Mouse", "mice"), {
      cookie,
      origin: server.base,
    });
    expect(res.status).toBe(201);
    const after = await lastmods();
    for (const page of ["/products/mice", "/products/mice-reviews", "/products"]) {
      expect(Date.parse(after.get(page)!), page).toBeGreaterThanOrEqual(Math.floor(writtenAfter / 1000) * 1000);
    }
    for (const page of ["/products/laptops", "/products/memory-reviews", "/products/motherboard-components", "/about"])
      expect(after.get(page), page).toBe(before.get(page));
  });
});

test("a toast is styled by the one stylesheet sonner writes as it loads, with no stylesheet file beside it", async ({ page }) => {
  await page.goto("/products/laptops");
  await page.getByRole("button", { name: "Refresh Prices" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible({ timeout: 10_000 });
  await expect(page.locator("[data-sonner-toaster]")).toHaveCSS("position", "fixed");
  const sheets = await page.evaluate(() =>
    [...document.styleSheets]
      .filter((s) => [...s.cssRules].some((r) => r.cssText.includes("[data-sonner-toaster]")))
      .map((s) => s.href),
  );
  // The site's own stylesheet adjusts the toaster too; sonner's rules are the one inline sheet.
  expect(sheets.filter((href) => href === null)).toHaveLength(1);
  expect(sheets.filter((href) => href !== null && !/\/assets\/app-[\w-]+\.css$/.test(href))).toEqual([]);
});
