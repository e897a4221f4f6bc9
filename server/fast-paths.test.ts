import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { closeDatabase, initDatabase } from "~/db/index.server";
import { setConfig, parseConfig } from "~/lib/config.server";
import { API_SECURITY_HEADERS, jsonAnswer } from "~/lib/http/json.server";
import { setLogLevel } from "~/lib/log.server";

import { FAST_PATHS, withFastPaths } from "./fast-paths";

function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("paths answered ahead of Express", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fast-paths-"));
  let server: http.Server;
  let base: string;
  const app = vi.fn((_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.statusCode = 418;
    res.end("from the app");
  });

  beforeAll(async () => {
    setLogLevel("silent");
    setConfig(parseConfig({}));
    await initDatabase(`file:${path.join(dir, "site.db")}`);
    server = http.createServer(
      withFastPaths(app, {
        ...FAST_PATHS,
        "/api/echo.php": (request) => jsonAnswer(200, { q: request.query.get("q") }),
        "/api/broken.php": () => {
          throw new Error("boom");
        },
        "/api/rejects.php": async () => {
          throw new Error("boom");
        },
      }),
    );
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await closeDatabase();
    setLogLevel("info");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers both product APIs itself, with the fixed security headers and a request log line", async () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    setLogLevel("info");
    try {
      const r = await fetch(`${base}/api/enhanced-get-products.php?category=laptops`, {
        headers: { "accept-encoding": "identity" },
      });
      expect(r.status).toBe(200);
      const body = await r.json();
      expect(body.length).toBeGreaterThanOrEqual(6);
      expect(typeof body[0].features).toBe("string");
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(r.headers.get(name)).toBe(value);
      const admin = await (await fetch(`${base}/api/get-products.php?category=mice`)).json();
      expect(Array.isArray(admin[0].features)).toBe(true);
      const line = write.mock.calls.map((c) => String(c[0])).find((l) => l.includes('"msg":"request"'));
      expect(JSON.parse(line!)).toMatchObject({
        level: "info",
        method: "GET",
        path: "/api/enhanced-get-products.php",
        status: 200,
      });
      expect(line).not.toContain("category=");
    } finally {
      setLogLevel("silent");
      write.mockRestore();
    }
    expect(app).not.toHaveBeenCalled();
  });

  it("answers both motherboard APIs itself, pre-encoded, with 304, gzip and 400/404", async () => {
    const models = await fetch(`${base}/api/get-motherboard-models.php`);
    expect(models.status).toBe(200);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(models.headers.get(name)).toBe(value);
    const list = (await models.json()) as Array<{ model: string }>;
    expect(list.length).toBeGreaterThan(0);
    const url = `${base}/api/get-motherboard-components.php?motherboard_model=${list[0]!.model}`;
    const gz = await getRaw(url, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(Object.keys(JSON.parse(gunzipSync(gz.body).toString("utf8"))).sort()).toEqual([
      "High Price",
      "Low Price",
      "Mid Price",
    ]);
    const notModified = await fetch(url, { headers: { "if-none-match": String(gz.headers.etag) } });
    expect(notModified.status).toBe(304);
    expect((await fetch(`${base}/api/get-motherboard-components.php`)).status).toBe(400);
    expect((await fetch(`${base}/api/get-motherboard-components.php?motherboard_model=NOPE`)).status).toBe(404);
    expect(app).not.toHaveBeenCalled();
  });

  it("sends pre-gzipped bytes only to clients that accept gzip, answers 304 and HEAD, and 400s bad input", async () => {
    const raw = await getRaw(`${base}/api/enhanced-get-products.php?category=memory`, { "accept-encoding": "gzip" });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(raw.body).toString("utf8"))[0].category).toBe("memory");
    for (const refused of ["gzip;q=0", "identity", "br"]) {
      const plain = await getRaw(`${base}/api/enhanced-get-products.php?category=memory`, { "accept-encoding": refused });
      expect(plain.headers["content-encoding"], refused).toBeUndefined();
      expect(JSON.parse(plain.body.toString("utf8"))[0].category).toBe("memory");
    }
    const notModified = await fetch(`${base}/api/enhanced-get-products.php?category=memory`, {
      headers: { "if-none-match": raw.headers.etag! },
    });
    expect(notModified.status).toBe(304);
    const head = await fetch(`${base}/api/get-products.php?category=memory`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const bad = await fetch(`${base}/api/get-products.php`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/^Missing category/);
  });

  it("passes the query through to the handler", async () => {
    const r = await fetch(`${base}/api/echo.php?q=a%20b`);
    expect(await r.json()).toEqual({ q: "a b" });
  });

  it("passes every other request, and other methods, to the app", async () => {
    app.mockClear();
    expect((await fetch(`${base}/products/laptops`)).status).toBe(418);
    expect((await fetch(`${base}/api/enhanced-get-products.php?category=laptops`, { method: "POST" })).status).toBe(418);
    expect((await fetch(`${base}/api/enhanced-get-products.phpx`)).status).toBe(418);
    expect(app).toHaveBeenCalledTimes(3);
  });

  it("turns a thrown or rejected handler into a 500 JSON answer without the detail", async () => {
    for (const p of ["/api/broken.php", "/api/rejects.php"]) {
      const r = await fetch(`${base}${p}`);
      expect(r.status).toBe(500);
      expect(await r.json()).toEqual({ error: "Internal server error" });
    }
  });
});
