import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import compression from "compression";
import express from "express";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { clearPageCache, PUBLIC_PAGE_HEADERS } from "~/lib/page-cache.server";

import { pageCache } from "./page-cache";

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
  /** The raw answer: status, headers and the bytes as sent, without any decoding. */
  const get = (headers: Record<string, string>, method = "GET") =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .request({ port, host: "127.0.0.1", path: "/page", method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject)
        .end();
    });
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
