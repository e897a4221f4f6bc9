import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import { diagnosisBody, signIn, startOwnServer } from "./fault-helpers";
import { expect, test } from "./fixtures";

/** A raw request, so methods and bytes fetch would refuse to send reach the server as written. */
function raw(port: number, method: string, target: string): Promise<{ status: number; body: string; allow?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: target }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode!, body, allow: res.headers.allow }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Bytes written as they are to a fresh connection; resolves with everything the server sent before it closed the connection. */
function rawBytes(port: number, bytes: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("end", () => resolve(Buffer.concat(chunks).toString("latin1")));
    socket.on("error", reject);
    // Not end(): a server may close a half-closed connection before it answers; "Connection: close" ends it.
    socket.write(bytes);
  });
}

/** Host headers (as raw header lines) and whether each names a host this site can answer for. */
const HOST_VARIANTS: Array<{ name: string; lines: string; valid: boolean; version?: string }> = [
  { name: "an IPv4 address", lines: "Host: 127.0.0.1\r\n", valid: true },
  { name: "a name with a port", lines: "Host: localhost:3000\r\n", valid: true },
  { name: "a dotted name", lines: "Host: shop.example.com\r\n", valid: true },
  { name: "a name ending in a dot", lines: "Host: shop.example.com.\r\n", valid: true },
  { name: "an IPv6 address with a port", lines: "Host: [::1]:8080\r\n", valid: true },
  { name: "none, over HTTP/1.0 (which may leave it out)", lines: "", valid: true, version: "HTTP/1.0" },
  { name: "none, over HTTP/1.1", lines: "", valid: false },
  { name: "empty", lines: "Host: \r\n", valid: false },
  { name: "only spaces", lines: "Host:     \r\n", valid: false },
  { name: "a space inside", lines: "Host: a b\r\n", valid: false },
  { name: "a tab inside", lines: "Host: a\tb\r\n", valid: false },
  { name: "an unclosed IPv6 bracket", lines: "Host: [::1\r\n", valid: false },
  { name: "not an IPv6 address in brackets", lines: "Host: [shop]\r\n", valid: false },
  { name: "a port past 65535", lines: "Host: host:99999\r\n", valid: false },
  { name: "a port of letters", lines: "Host: host:abc\r\n", valid: false },
  { name: "an @", lines: "Host: @evil\r\n", valid: false },
  { name: "user information", lines: "Host: user:pw@host\r\n", valid: false },
  { name: "a path", lines: "Host: evil/x\r\n", valid: false },
  { name: "a query", lines: "Host: a?b\r\n", valid: false },
  { name: "a fragment", lines: "Host: a#b\r\n", valid: false },
  { name: "a backslash", lines: "Host: a\\b\r\n", valid: false },
  { name: "a percent escape", lines: "Host: a%20b\r\n", valid: false },
  { name: "a control character", lines: "Host: a\x01b\r\n", valid: false },
  { name: "an address that is not one", lines: "Host: 1.2.3.999\r\n", valid: false },
  { name: "a colon alone", lines: "Host: :80\r\n", valid: false },
  { name: "10,000 characters", lines: `Host: ${"a".repeat(10_000)}\r\n`, valid: false },
  { name: "two Host headers", lines: "Host: a.example\r\nHost: b.example\r\n", valid: false },
  { name: "non-ASCII", lines: "Host: ex\u00e4mple.com\r\n", valid: false },
  { name: "a good proxy's host", lines: "Host: 127.0.0.1\r\nX-Forwarded-Host: shop.example.com:8443\r\n", valid: true },
  { name: "a bad proxy's host", lines: "Host: 127.0.0.1\r\nX-Forwarded-Host: a b\r\n", valid: false },
];

test.describe("the request edge", () => {
  let dir: string;
  let server: Awaited<ReturnType<typeof startOwnServer>>;

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-edge-"));
    server = await startOwnServer(`file:${path.join(dir, "site.db")}`, { LOG_LEVEL: "info" });
  });
  test.afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("TRACE and other unused methods get 405 with Allow, never a 500 or a stack trace", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      for (const target of ["/", "/about", "/api/get-products.php?category=mice", "/api/diagnose.php"]) {
        const res = await raw(server.port, method, target);
        expect.soft(res.status, `${method} ${target}`).toBe(405);
        expect.soft(res.allow, `${method} ${target}`).toContain("GET");
      }
    }
    // A method Node's parser does not know at all is refused there, with a plain 400.
    expect((await raw(server.port, "TRACK", "/")).status).toBe(400);
    const { stdout, stderr } = server.output();
    expect(stderr).not.toContain('"level":"error"');
    expect(stdout + stderr).not.toContain("stack");
  });

  test("a missing or malformed Host header is a short 400 on every kind of path, never a 500 or a stack trace", async () => {
    const paths = ["/", "/admin/login", "/no-such-page", "/api/get-products.php?category=mice", "/healthz"];
    for (const variant of HOST_VARIANTS) {
      for (const target of paths) {
        const request = `GET ${target} ${variant.version ?? "HTTP/1.1"}\r\n${variant.lines}Connection: close\r\n\r\n`;
        const answer = await rawBytes(server.port, Buffer.from(request, "utf8"));
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]);
        const expected = !variant.valid ? 400 : target === "/no-such-page" ? 404 : 200;
        expect.soft(status, `${variant.name}: GET ${target}`).toBe(expected);
        if (!variant.valid) {
          const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
          expect.soft(body.length, `${variant.name}: GET ${target}`).toBeLessThan(200);
          expect.soft(body, `${variant.name}: GET ${target}`).not.toMatch(/stack|Error|\bat \S+ \(/);
        }
      }
    }
    const { stdout, stderr } = server.output();
    expect(stderr).not.toContain('"level":"error"');
    expect(stdout + stderr).not.toContain('"stack"');
  });

  test("an empty or unreadable form post to a page action is a 400, not a 500", async () => {
    for (const [path, headers] of [
      ["/admin/login", {}],
      ["/admin/login", { "content-type": "multipart/form-data" }],
    ] as const) {
      const res = await fetch(`${server.base}${path}`, { method: "POST", headers: { origin: server.base, ...headers } });
      expect(res.status, JSON.stringify(headers)).toBe(400);
    }
    expect(server.output().stderr).not.toContain('"level":"error"');
  });

  test("a path with encoded CR/LF stays one escaped log line", async () => {
    await raw(server.port, "GET", "/no-such-page%0d%0a%7B%22level%22:%22error%22%7D");
    const lines = () =>
      server
        .output()
        .stdout.split("\n")
        .filter((l) => l.includes("no-such-page"));
    await expect.poll(() => lines().length).toBe(1);
    expect(JSON.parse(lines()[0]!)).toMatchObject({ msg: "request", status: 404 });
  });

  test("a page on another origin cannot file a lead or count a click, even in a real browser", async ({ page }) => {
    // A plain page of another site (localhost is another site than 127.0.0.1 to the browser).
    const elsewhere = http.createServer((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end("<p>elsewhere</p>"),
    );
    await new Promise<void>((r) => elsewhere.listen(0, "127.0.0.1", r));
    test.info().annotations.push({ type: "allow-console-errors", description: "the browser reports the refused preflight" });
    await page.goto(`http://localhost:${(elsewhere.address() as import("node:net").AddressInfo).port}/`);
    const description = `Cross-site lead ${Date.now()}`;
    const statuses = await page.evaluate(
      async ({ target, body }) => {
        // text/plain and no-cors: the kinds of request a browser sends cross-site without asking first.
        const plain = await fetch(`${target}/api/diagnose.php`, { method: "POST", mode: "no-cors", body }).catch((e: Error) => ({
          type: String(e),
        }));
        // What a beacon sends: a text/plain post that needs no preflight (awaited here, unlike a beacon).
        const click = await fetch(`${target}/api/affiliate-click.php`, {
          method: "POST",
          mode: "no-cors",
          body: '{"kind":"product","id":1}',
        }).catch((e: Error) => ({ type: String(e) }));
        let json = "sent";
        try {
          await fetch(`${target}/api/diagnose.php`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
          });
        } catch {
          json = "blocked";
        }
        return { plain: plain.type, click: click.type, json };
      },
      { target: server.base, body: JSON.stringify(diagnosisBody(description)) },
    );
    elsewhere.close();
    // The no-cors answer never reaches the page (Cross-Origin-Resource-Policy), and the JSON post
    // needs a preflight nobody grants; what matters is that the server refused both writes below.
    expect(statuses).toMatchObject({ json: "blocked" });
    // Wait for both refusals to reach the log.
    const refusals = () =>
      server
        .output()
        .stdout.split("\n")
        .filter((l) => /"method":"POST","path":"\/api\/(diagnose|affiliate-click)\.php"/.test(l))
        .map((l) => JSON.parse(l).status as number)
        .sort();
    await expect.poll(refusals).toEqual([403, 403]);
    const cookie = await signIn(server.base);
    await expect.poll(async () => (await fetch(`${server.base}/admin/leads`, { headers: { cookie } })).status).toBe(200);
    expect(await (await fetch(`${server.base}/admin/leads`, { headers: { cookie } })).text()).not.toContain(description);
    const clicks = await (await fetch(`${server.base}/admin/products`, { headers: { cookie } })).text();
    expect(clicks).not.toMatch(/\b1 click\b/);
  });
});
