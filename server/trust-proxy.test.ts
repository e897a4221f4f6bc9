import type { AddressInfo } from "node:net";

import express from "express";
import { afterEach, describe, expect, it } from "vitest";

import { parseConfig } from "~/lib/config.server";

/** A bare Express app configured the way server/app.ts configures its own, answering req.ip and req.secure (which decides HSTS). */
async function serve(trustProxy: string) {
  const app = express();
  app.set("trust proxy", parseConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  app.get("/", (req, res) => {
    res.json({ ip: req.ip, https: req.secure });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  servers.push(server);
  return async (headers: Record<string, string> = {}) =>
    (await (await fetch(base, { headers })).json()) as { ip: string; https: boolean };
}

const servers: Array<ReturnType<express.Express["listen"]>> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe("TRUST_PROXY and the client address", () => {
  it("true: the address the one proxy appended, never what the client wrote before it", async () => {
    const get = await serve("true");
    expect((await get({ "x-forwarded-for": "10.0.0.5, 203.0.113.7" })).ip).toBe("203.0.113.7");
    expect((await get({ "x-forwarded-for": "198.51.100.23, 203.0.113.99" })).ip).toBe("203.0.113.99");
    expect((await get({ "x-forwarded-for": "203.0.113.7" })).ip).toBe("203.0.113.7");
    expect((await get({ "x-forwarded-proto": "https" })).https).toBe(true);
  });

  it("a number: that many proxies in front, each appending one address", async () => {
    const get = await serve("2");
    expect((await get({ "x-forwarded-for": "10.9.9.9, 203.0.113.7, 10.0.0.2" })).ip).toBe("203.0.113.7");
  });

  it("a list: only those proxies are believed", async () => {
    const trusted = await serve("127.0.0.1");
    expect((await trusted({ "x-forwarded-for": "10.0.0.5, 203.0.113.7" })).ip).toBe("203.0.113.7");
    expect((await trusted({ "x-forwarded-proto": "https" })).https).toBe(true);
    const elsewhere = await serve("10.0.0.0/8");
    const answer = await elsewhere({ "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https" });
    expect(answer.ip).toBe("127.0.0.1");
    expect(answer.https).toBe(false);
  });

  it("false: the socket's own address, and X-Forwarded-Proto is not believed", async () => {
    const get = await serve("false");
    const answer = await get({ "x-forwarded-for": "203.0.113.7", "x-forwarded-proto": "https" });
    expect(answer.ip).toBe("127.0.0.1");
    expect(answer.https).toBe(false);
  });
});
