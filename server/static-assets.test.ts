import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { serveBehindFront } from "../tests/express-front";

import { ASSET_CACHE_CONTROL, loadStaticAssets, withStaticAssets } from "./static-assets";

const CHROME = "gzip, deflate, br, zstd";
let dir: string;
const script = Buffer.from(`export const s = ${JSON.stringify("café 日本語 🙂 ".repeat(2_000))};\n`);
const style = Buffer.from(`.a{color:red}\n`.repeat(500));

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
  // As the build leaves them (vite.config.ts, precompressAssets): the file, its .gz and its .br.
  for (const [name, body] of [
    ["app-1a2b3c.js", script],
    ["app-1a2b3c.css", style],
  ] as const) {
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body, { level: 9 }));
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
  }
  // No precompressed copies: Express serves it.
  fs.writeFileSync(path.join(dir, "plain-4d5e6f.js"), "export {};\n");
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

/** The server's arrangement for /assets/ (express.static behind compression and the security headers), with or without the fast path in front. */
function serve(front: boolean) {
  return serveBehindFront({
    servers,
    routes: (app) => {
      app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y", fallthrough: true }));
      app.use((_req, res) => res.status(404).type("text").send("Not found"));
    },
    front: front ? (app, trust) => withStaticAssets(app, loadStaticAssets(dir), trust) : undefined,
  });
}

const decode: Record<string, (b: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
};

describe("the build's precompressed assets", () => {
  it("go out as brotli, gzip or as they are, whichever the client takes, without reaching Express", async () => {
    const site = await serve(true);
    for (const [accept, coding] of [
      [CHROME, "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["*", "br"],
      ["br;q=0.5, gzip", "gzip"],
      ["gzip;q=0.5, br;q=0.5", "br"],
      ["identity", undefined],
      ["gzip;q=0, br;q=0", undefined],
    ] as const) {
      const r = await site.request("/assets/app-1a2b3c.js", { "accept-encoding": accept });
      expect(r.status, accept).toBe(200);
      expect(r.headers["content-encoding"], accept).toBe(coding);
      expect(Number(r.headers["content-length"]), accept).toBe(r.body.length);
      expect(coding ? decode[coding]!(r.body) : r.body, accept).toEqual(script);
      expect(r.headers["accept-ranges"], accept).toBe(coding ? undefined : "bytes");
    }
    // No Accept-Encoding at all: the bytes as they are.
    const none = await site.request("/assets/app-1a2b3c.css");
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body).toEqual(style);
    expect(site.reachedExpress()).toBe(0);
  });

  it("carry the headers Express gives the same file: type, validators, caching, Vary and the security headers", async () => {
    const fast = await serve(true);
    const slow = await serve(false);
    for (const file of ["/assets/app-1a2b3c.js", "/assets/app-1a2b3c.css"]) {
      const a = await fast.request(file, { "accept-encoding": "gzip" });
      const b = await slow.request(file, { "accept-encoding": "gzip" });
      expect(zlib.gunzipSync(a.body)).toEqual(zlib.gunzipSync(b.body));
      for (const name of [
        "content-type",
        "content-encoding",
        "cache-control",
        "etag",
        "last-modified",
        "vary",
        "x-content-type-options",
        "x-frame-options",
        "referrer-policy",
        "cross-origin-resource-policy",
        "cross-origin-opener-policy",
        "permissions-policy",
        "strict-transport-security",
      ]) {
        expect(a.headers[name], `${file} ${name}`).toEqual(b.headers[name]);
      }
      expect(a.headers["cache-control"]).toBe(ASSET_CACHE_CONTROL);
      expect(a.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
    }
    expect(fast.reachedExpress()).toBe(0);
  });

  it("answer HEAD with the headers and no body", async () => {
    const site = await serve(true);
    const r = await site.request("/assets/app-1a2b3c.js", { "accept-encoding": CHROME }, "HEAD");
    expect(r.status).toBe(200);
    expect(r.body.length).toBe(0);
    expect(r.headers["content-encoding"]).toBe("br");
    expect(Number(r.headers["content-length"])).toBe(fs.statSync(path.join(dir, "app-1a2b3c.js.br")).size);
    expect(site.reachedExpress()).toBe(0);
  });

  it("give HSTS only to https through a trusted proxy", async () => {
    const site = await serve(true);
    const viaProxy = await site.request("/assets/app-1a2b3c.js", { "x-forwarded-proto": "https" });
    expect(viaProxy.headers["strict-transport-security"]).toMatch(/max-age=/);
    const plain = await site.request("/assets/app-1a2b3c.js");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it("leave everything else to Express: other files, queries, ranges, revalidation, other methods and spellings", async () => {
    const site = await serve(true);
    const etag = (await site.request("/assets/app-1a2b3c.js")).headers.etag!;
    const cases: Array<[string, Record<string, string>, string, number]> = [
      ["/assets/plain-4d5e6f.js", { "accept-encoding": CHROME }, "GET", 200],
      ["/assets/app-1a2b3c.js?v=2", { "accept-encoding": CHROME }, "GET", 200],
      ["/assets/app-1a2b3c.js", { range: "bytes=0-9" }, "GET", 206],
      ["/assets/app-1a2b3c.js", { "if-none-match": etag }, "GET", 304],
      ["/assets/app-1a2b3c.js", { "if-modified-since": new Date(Date.now() + 60_000).toUTCString() }, "GET", 304],
      ["/assets/app-1a2b3c.js", { "if-match": '"nope"' }, "GET", 412],
      ["/assets/app-1a2b3c.js", { "if-unmodified-since": new Date(0).toUTCString() }, "GET", 412],
      ["/assets/app-1a2b3c.js", { "accept-encoding": "deflate, identity;q=0" }, "GET", 200],
      ["/assets/app-1a2b3c.js", {}, "POST", 404],
      ["/assets/%61pp-1a2b3c.js", {}, "GET", 200],
      ["/ASSETS/app-1a2b3c.js", {}, "GET", 200],
      ["/assets/../app-1a2b3c.js", {}, "GET", 404],
      ["/assets/app-1a2b3c.js.br", {}, "GET", 200],
      ["/assets/missing-000000.js", {}, "GET", 404],
      ["/assets/", {}, "GET", 404],
    ];
    let expected = 0;
    for (const [target, headers, method, status] of cases) {
      const r = await site.request(target, headers, method);
      expect(r.status, `${method} ${target} ${JSON.stringify(headers)}`).toBe(status);
      expect(site.reachedExpress(), `${method} ${target}`).toBe(++expected);
    }
  });

  it("answer many parallel requests each with whole, correct bytes", async () => {
    const site = await serve(true);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        site.request(i % 2 ? "/assets/app-1a2b3c.js" : "/assets/app-1a2b3c.css", {
          "accept-encoding": ["br", "gzip", "identity"][i % 3]!,
        }),
      ),
    );
    answers.forEach((r, i) => {
      const coding = r.headers["content-encoding"];
      expect(coding ? decode[coding]!(r.body) : r.body).toEqual(i % 2 ? script : style);
    });
    expect(site.reachedExpress()).toBe(0);
  });

  it("leave a file whose copies are not the file as it is now to Express", async () => {
    const stale = fs.mkdtempSync(path.join(os.tmpdir(), "assets-stale-"));
    try {
      for (const name of ["edited-1.js", "fine-2.js"]) {
        fs.writeFileSync(path.join(stale, name), script);
        fs.writeFileSync(path.join(stale, `${name}.gz`), zlib.gzipSync(script));
        fs.writeFileSync(path.join(stale, `${name}.br`), zlib.brotliCompressSync(script));
      }
      fs.appendFileSync(path.join(stale, "edited-1.js"), "/* edited after the build */");
      // A copy that is not even compressed data is skipped too, instead of stopping the start.
      fs.writeFileSync(path.join(stale, "broken-3.js"), script);
      fs.writeFileSync(path.join(stale, "broken-3.js.gz"), "not gzip");
      fs.writeFileSync(path.join(stale, "broken-3.js.br"), zlib.brotliCompressSync(script));
      expect([...loadStaticAssets(stale).keys()]).toEqual(["fine-2.js"]);
    } finally {
      fs.rmSync(stale, { recursive: true, force: true });
    }
  });

  it("are none when the folder is missing, so Express serves /assets/ as before", () => {
    expect(loadStaticAssets(path.join(dir, "no-such-folder")).size).toBe(0);
    expect([...loadStaticAssets(dir).keys()].sort()).toEqual(["app-1a2b3c.css", "app-1a2b3c.js"]);
  });
});
