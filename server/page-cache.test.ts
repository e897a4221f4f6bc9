import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import compression from "compression";
import express from "express";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { setLogLevel } from "~/lib/log.server";
import { clearPageCache, pageCacheBytes, pageCacheSize, PUBLIC_PAGE_HEADERS, publicPageHeaders } from "~/lib/page-cache.server";

import { serveBehindFront } from "../tests/express-front";
import { rawRequest } from "../tests/net";

import { pageCache, withCachedPages } from "./page-cache";
import { nextNonce } from "./security";

const servers: http.Server[] = [];
beforeEach(() => clearPageCache());
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** A page that prints its nonce three times, with text in several scripts and `size` bytes of filler. */
function html(nonce: string, size: number) {
  const filler = Array.from({ length: size / 50 }, (_, i) => `<p>Row ${i}: café, 日本語, 🙂 repair</p>`).join("");
  return `<!doctype html><html><head><script nonce="${nonce}">a()</script></head><body>${filler}<script nonce="${nonce}">b()</script><style nonce="${nonce}"></style></body></html>`;
}

/** The server's middleware order: compression, a fresh nonce per response, the page cache, then the renderer. */
async function serve(size = 200_000) {
  const app = express();
  let nonces = 0;
  let renders = 0;
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${++nonces}abc`;
    next();
  });
  app.use(pageCache);
  app.get("/page", (_req, res) => {
    renders++;
    res
      .set(PUBLIC_PAGE_HEADERS)
      .type("html")
      .send(html(String(res.locals.cspNonce), size));
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((r) => server.once("listening", r));
  const port = (server.address() as AddressInfo).port;
  const get = (headers: Record<string, string>, method = "GET") => rawRequest(port, "/page", headers, method);
  return { get, renders: () => renders, lastNonce: () => `nonce${nonces}abc` };
}

describe("the page cache's hits", () => {
  it("go out as gzip with this response's nonce, a valid checksum and length, and Vary", async () => {
    const site = await serve();
    const miss = await site.get({ "accept-encoding": "gzip" });
    expect(miss.headers["x-cache"]).toBe("MISS");
    for (let i = 0; i < 3; i++) {
      const hit = await site.get({ "accept-encoding": "gzip, deflate, br" });
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(hit.headers["content-encoding"]).toBe("gzip");
      expect(hit.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(hit.headers["content-length"])).toBe(hit.body.length);
      // gunzip checks the CRC-32 and the length in the trailer, and refuses a malformed stream.
      const text = zlib.gunzipSync(hit.body).toString("utf8");
      expect(text).toBe(html(site.lastNonce(), 200_000));
      expect(hit.body.length).toBeLessThan(Buffer.byteLength(text) / 4);
    }
    expect(site.renders()).toBe(1);
  });

  it("go out as they are to a client that takes no gzip, and HEAD gives the same length", async () => {
    const site = await serve(2_000);
    await site.get({});
    for (const accept of ["identity", "gzip;q=0", "br;q=1, gzip;q=0"]) {
      const hit = await site.get({ "accept-encoding": accept });
      expect(hit.headers["x-cache"]).toBe("HIT");
      expect(hit.headers["content-encoding"] ?? "identity").not.toBe("gzip");
      if (!hit.headers["content-encoding"]) expect(hit.body.toString("utf8")).toBe(html(site.lastNonce(), 2_000));
    }
    const head = await site.get({ "accept-encoding": "gzip" }, "HEAD");
    const get = await site.get({ "accept-encoding": "gzip" });
    expect(head.body.length).toBe(0);
    // Nonces of one length: the stored block holding it keeps every answer the same length.
    expect(Number(head.headers["content-length"])).toBe(get.body.length);
    expect(zlib.gunzipSync(get.body).toString("utf8")).toBe(html(site.lastNonce(), 2_000));
  });
});

/**
 * The server's own arrangement: security headers, the page cache and a renderer in Express, with
 * `withCachedPages` in front of it (production), or Express alone.
 */
async function serveWithSecurity(front: boolean, trustProxy: string | boolean = "loopback") {
  let renders = 0;
  const site = await serveBehindFront({
    servers,
    trustProxy,
    routes: (app) => {
      app.use(pageCache);
      app.get(["/page", "/other"], (_req, res) => {
        renders++;
        res
          .set(publicPageHeaders({ query: ["x", "y", "email"] }))
          .type("html")
          .send(html(String(res.locals.cspNonce), 2_000));
      });
      // A page that reads no query parameter, and prints the query it was asked with.
      app.get("/plain", (req, res) => {
        renders++;
        res
          .set(PUBLIC_PAGE_HEADERS)
          .type("html")
          .send(html(String(res.locals.cspNonce), 2_000) + req.originalUrl);
      });
      app.get("/hidden", (_req, res) => {
        renders++;
        res
          .set({ ...PUBLIC_PAGE_HEADERS, "X-Robots-Tag": "noindex, nofollow" })
          .type("html")
          .send(html(String(res.locals.cspNonce), 2_000));
      });
    },
    front: front ? (app, trust) => withCachedPages(app, trust) : undefined,
  });
  return { ...site, renders: () => renders };
}

/** Headers that differ between any two answers (the nonce, the clock, the connection). */
function comparable(headers: http.IncomingHttpHeaders) {
  const { date: _date, connection: _connection, "keep-alive": _keepAlive, ...rest } = headers;
  return { ...rest, "content-security-policy": String(rest["content-security-policy"]).replace(/'nonce-[^']+'/, "'nonce-N'") };
}

describe("page-cache hits answered ahead of Express", () => {
  it("carry the same status, headers and body as Express's own hits, with a fresh nonce each", async () => {
    const fast = await serveWithSecurity(true);
    const plain = await serveWithSecurity(false);
    // Whether the hit is answered ahead of Express: a client naming codings but not gzip is left
    // to compression() there (brotli, deflate), exactly as before.
    const cases: Array<[Record<string, string>, boolean]> = [
      [{ "accept-encoding": "gzip, deflate, br" }, true],
      [{}, true],
      [{ "x-forwarded-proto": "https", "accept-encoding": "gzip" }, true],
      [{ "accept-encoding": "identity" }, false],
      [{ "x-forwarded-proto": "https", "accept-encoding": "br" }, false],
    ];
    for (const [headers, ahead] of cases) {
      await fast.request("/page?x=1", headers);
      await plain.request("/page?x=1", headers);
      const before = fast.reachedExpress();
      const a = await fast.request("/page?x=1", headers);
      expect(fast.reachedExpress() - before).toBe(ahead ? 0 : 1);
      const b = await plain.request("/page?x=1", headers);
      expect(a.headers["x-cache"]).toBe("HIT");
      expect(comparable(a.headers)).toEqual(comparable(b.headers));
      const decoded = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync } as Record<string, (b: Buffer) => Buffer>;
      const text = (r: typeof a) => (decoded[String(r.headers["content-encoding"])]?.(r.body) ?? r.body).toString("utf8");
      const nonceOf = (r: typeof a) => /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))![1]!;
      expect(text(a)).toBe(html(nonceOf(a), 2_000));
      expect(text(b)).toBe(html(nonceOf(b), 2_000));
    }
    // Behind the trusted proxy, over https: the CSP upgrades requests and HSTS is sent, as by Express.
    const https = await fast.request("/page?x=1", { "x-forwarded-proto": "https" });
    expect(https.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    expect(https.headers["strict-transport-security"]).toBeTruthy();
    expect(fast.renders()).toBe(1);
  });

  it("leave misses, cookies, other URLs and other methods to Express", async () => {
    const site = await serveWithSecurity(true);
    expect((await site.request("/page")).headers["x-cache"]).toBe("MISS");
    expect((await site.request("/page")).headers["x-cache"]).toBe("HIT");
    expect((await site.request("/page", { cookie: "a=b" })).headers["x-cache"]).toBeUndefined();
    expect((await site.request("/page?y")).headers["x-cache"]).toBe("MISS");
    expect((await site.request("/other")).headers["x-cache"]).toBe("MISS");
    const post = await site.request("/page", {}, "POST");
    expect(post.status).toBe(404);
    expect(site.renders()).toBe(4);
    // A fragment in the target (no browser sends one) is neither served from nor stored in the cache.
    expect((await site.request("/page#x")).headers["x-cache"]).toBeUndefined();
    expect((await site.request("/page#x")).headers["x-cache"]).toBeUndefined();
    expect(site.renders()).toBe(6);
    const before = site.reachedExpress();
    const head = await site.request("/page", {}, "HEAD");
    expect(head.headers["x-cache"]).toBe("HIT");
    expect(head.body.length).toBe(0);
    // An empty Cookie header carries no session: a hit, as in Express. "*" takes gzip.
    const emptyCookie = await site.request("/page", { cookie: "", "accept-encoding": "*" });
    expect(emptyCookie.headers["x-cache"]).toBe("HIT");
    expect(emptyCookie.headers["content-encoding"]).toBe("gzip");
    expect(site.reachedExpress()).toBe(before);
    // Codings that refuse gzip go to compression() in Express.
    for (const accept of ["", "gzip;q=0", "x-gzip;q=0, identity"]) {
      expect((await site.request("/page", { "accept-encoding": accept })).headers["x-cache"]).toBe("HIT");
    }
    expect(site.reachedExpress()).toBe(before + 3);
  });

  it("are never made for a query the page does not read: long unique query strings leave nothing behind", async () => {
    const site = await serveWithSecurity(true);
    for (let i = 0; i < 200; i++) {
      const answer = await site.request(`/plain?utm_campaign=${i}-${"u".repeat(4_000)}`, { "accept-encoding": "gzip" });
      expect(answer.status).toBe(200);
      expect(answer.headers["x-cache"]).toBeUndefined();
    }
    // The same for a page that reads some parameters, asked with one more.
    for (let i = 0; i < 50; i++) await site.request(`/page?x=1&fbclid=${i}-${"f".repeat(4_000)}`);
    expect(pageCacheSize()).toBe(0);
    expect(pageCacheBytes()).toBe(0);
    expect(site.renders()).toBe(250);
    // Without the query, or with only what the page reads, it is kept as before.
    await site.request("/plain");
    expect((await site.request("/plain")).headers["x-cache"]).toBe("HIT");
    await site.request("/page?x=1&y=2");
    expect((await site.request("/page?x=1&y=2")).headers["x-cache"]).toBe("HIT");
    expect(site.renders()).toBe(252);
  });

  it("keep the page's X-Robots-Tag", async () => {
    const site = await serveWithSecurity(true);
    await site.request("/hidden");
    const hit = await site.request("/hidden", { "accept-encoding": "gzip" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("believe X-Forwarded-Proto only from a trusted proxy", async () => {
    const site = await serveWithSecurity(true, false);
    await site.request("/page");
    const hit = await site.request("/page", { "x-forwarded-proto": "https", "accept-encoding": "gzip" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["strict-transport-security"]).toBeUndefined();
    expect(hit.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("write the one request line: the path without its query string", async () => {
    const site = await serveWithSecurity(true);
    await site.request("/page?email=someone@example.com");
    setLogLevel("info");
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      const before = site.reachedExpress();
      await site.request("/page?email=someone@example.com", { "accept-encoding": "gzip" });
      expect(site.reachedExpress()).toBe(before);
      const lines = write.mock.calls.map(([chunk]) => JSON.parse(String(chunk)) as Record<string, unknown>);
      expect(lines).toEqual([expect.objectContaining({ msg: "request", method: "GET", path: "/page", status: 200 })]);
    } finally {
      write.mockRestore();
    }
  });
});

describe("CSP nonces", () => {
  it("are 16 random bytes each, never repeated across refills of the pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 1_000; i++) {
      const nonce = nextNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(1_000);
  });

  it("are the system CSPRNG's bytes, each handed out once, the pool refilled when used up", () => {
    const fills: Buffer[] = [];
    const fill = vi.spyOn(crypto, "randomFillSync").mockImplementation(<T>(buffer: T) => {
      const bytes = buffer as unknown as Buffer;
      for (let i = 0; i < bytes.length; i++) bytes[i] = (fills.length * 7 + i) & 0xff;
      fills.push(Buffer.from(bytes));
      return buffer;
    });
    try {
      // Which pool each nonce came from: the fills made by the time it was handed out.
      const drawn: Array<{ nonce: string; pool: number }> = [];
      while (fills.length < 3) drawn.push({ nonce: nextNonce(), pool: fills.length });
      for (const pool of [1, 2]) {
        const bytes = Buffer.concat(drawn.filter((d) => d.pool === pool).map((d) => Buffer.from(d.nonce, "base64")));
        // The whole pool, in order, each byte once: 256 nonces.
        expect(bytes.equals(fills[pool - 1]!)).toBe(true);
      }
    } finally {
      fill.mockRestore();
    }
  });
});
