import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { closeDatabase, initDatabase } from "~/db/index.server";

import { withCatalogApiFastPath } from "./http.server";
import { API_SECURITY_HEADERS } from "./product-api.server";

describe("withCatalogApiFastPath", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "catalog-http-"));
  let server: http.Server;
  let base: string;
  const app = vi.fn((_req: http.IncomingMessage, res: http.ServerResponse) => {
    res.statusCode = 418;
    res.end("from the app");
  });

  beforeAll(async () => {
    await initDatabase(`file:${path.join(dir, "site.db")}`);
    server = http.createServer(withCatalogApiFastPath(app));
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await closeDatabase();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers both product APIs itself, with the fixed security headers and a request log line", async () => {
    const write = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
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
      write.mockRestore();
    }
    expect(app).not.toHaveBeenCalled();
  });

  it("sends pre-gzipped bytes, answers 304 and HEAD, and 400s bad input", async () => {
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) => {
      http.get(`${base}/api/enhanced-get-products.php?category=memory`, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      });
    });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(raw.body).toString("utf8"))[0].category).toBe("memory");
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

  it("passes every other request, and other methods, to the app", async () => {
    expect((await fetch(`${base}/products/laptops`)).status).toBe(418);
    expect((await fetch(`${base}/api/enhanced-get-products.php?category=laptops`, { method: "POST" })).status).toBe(418);
    expect((await fetch(`${base}/api/enhanced-get-products.phpx`)).status).toBe(418);
    expect(app).toHaveBeenCalledTimes(3);
  });
});
