import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { setLogLevel } from "~/lib/log.server";

import { withFetchApiFastPath } from "./api-fast-path";

const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, name: `part ${i}` })) });

describe("fetch API fast path", () => {
  let server: http.Server;
  let base: string;
  const next = vi.fn((_req: http.IncomingMessage, res: http.ServerResponse) => res.end("from the app"));

  beforeAll(async () => {
    // The thrown-handler case logs its error line by design; keep the test output clean.
    setLogLevel("silent");
    server = http.createServer(
      withFetchApiFastPath(next, {
        "/api/big.php": async (request) => {
          if (request.headers.get("if-none-match") === 'W/"v1"')
            return new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } });
          return new Response(big, { headers: { "Content-Type": "application/json", ETag: 'W/"v1"' } });
        },
        "/api/echo.php": async (request) => Response.json({ q: new URL(request.url).searchParams.get("q") }),
        "/api/broken.php": async () => {
          throw new Error("boom");
        },
      }),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    setLogLevel("info");
    await new Promise<void>((r) => server.close(() => r()));
  });

  it("answers its paths with the API security headers, passing the query through", async () => {
    const r = await fetch(`${base}/api/echo.php?q=a%20b`);
    expect(await r.json()).toEqual({ q: "a b" });
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("gzips large answers for clients that accept it, and answers 304 to a matching ETag", async () => {
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) => {
      http.get(`${base}/api/big.php`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
    });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(raw.body).toString()).toBe(big);
    const notModified = await fetch(`${base}/api/big.php`, { headers: { "if-none-match": 'W/"v1"' } });
    expect(notModified.status).toBe(304);
  });

  it("sends every other request, and every write, to the app", async () => {
    expect(await (await fetch(`${base}/products`)).text()).toBe("from the app");
    expect(await (await fetch(`${base}/api/echo.php`, { method: "POST" })).text()).toBe("from the app");
    expect(next).toHaveBeenCalledTimes(2);
  });

  it("turns a thrown handler into a 500 JSON answer without the detail", async () => {
    const r = await fetch(`${base}/api/broken.php`);
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ error: "Internal server error" });
  });
});
