import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import net from "node:net";
import pg from "pg";

import { expect, test } from "./fixtures";
import { freeLoopbackPort } from "../net";
import { withSchemaLock } from "../pg-schema-lock";
import { startServer, waitForHealthy } from "./process";

test.describe("the server process", () => {
  test("a bad PORT stops the start with one line naming it", async () => {
    const s = startServer({ PORT: "abc" });
    expect(await s.exited).toBe(1);
    const lines = s.output().stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });

  test("an unsupported DATABASE_URL stops the start with one line naming it", async () => {
    const s = startServer({ PORT: String(await freeLoopbackPort()), DATABASE_URL: "mysql://root:hunter2@localhost/site" });
    expect(await s.exited).toBe(1);
    const err = s.output().stderr.trim();
    expect(err).toMatch(/^Invalid configuration: DATABASE_URL must be unset, file:/);
    expect(err).not.toContain("hunter2");
  });

  test("creates, migrates and seeds a SQLite database in WAL mode, logs JSON lines without query strings, and stops cleanly on SIGTERM", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-srv-"));
    const dbFile = path.join(dir, "nested", "deeper", "site.db");
    const port = await freeLoopbackPort();
    const s = startServer({ PORT: String(port), DATABASE_URL: `file:${dbFile}` });
    try {
      await waitForHealthy(port, s.child);
      expect(fs.existsSync(dbFile)).toBe(true);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: "ok", database: "ok" });
      await fetch(`http://127.0.0.1:${port}/about?email=visitor%40example.com`);

      const slow = fetch(`http://127.0.0.1:${port}/`).then((r) => r.status);
      s.child.kill("SIGTERM");
      expect(await slow).toBe(200);
      expect(await s.exited).toBe(0);

      const lines = s
        .output()
        .stdout.trim()
        .split("\n")
        .map((l) => JSON.parse(l));
      expect(lines.some((l) => l.msg === "request" && l.path === "/about")).toBe(true);
      expect(lines.at(-1).msg).toBe("stopped");
      expect(s.output().stdout).not.toContain("visitor");
      const db = new Database(dbFile, { readonly: true });
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      db.close();
    } finally {
      if (s.child.exitCode === null) s.child.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("on PostgreSQL, healthz turns 503 while the database is unreachable and recovers by itself", async () => {
    test.skip(!process.env.TEST_DATABASE_URL, "needs the test PostgreSQL (TEST_DATABASE_URL)");
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const schema = `srv_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema ${schema}`);

    // A TCP proxy in front of PostgreSQL that the test can cut and restore.
    const sockets = new Set<net.Socket>();
    let accepting = true;
    const proxy = net.createServer((client) => {
      if (!accepting) return client.destroy();
      const upstream = net.connect(Number(target.port), target.hostname);
      for (const sock of [client, upstream]) {
        sockets.add(sock);
        sock.on("close", () => sockets.delete(sock));
        sock.on("error", () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => proxy.listen(0, "127.0.0.1", () => r()));
    const proxyPort = (proxy.address() as net.AddressInfo).port;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.port = String(proxyPort);
    url.searchParams.set("options", `-c search_path=${schema}`);

    const port = await freeLoopbackPort();
    const s = startServer({ PORT: String(port), DATABASE_URL: url.toString() });
    try {
      // It migrates as it starts (tests/pg-schema-lock.ts).
      await withSchemaLock(process.env.TEST_DATABASE_URL!, "shared", () => waitForHealthy(port, s.child));
      accepting = false;
      for (const sock of sockets) sock.destroy();
      // It answers rather than waiting on the dead connection (the pool's connect timeout).
      const down = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(15_000) });
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: "unavailable", database: "unreachable" });
      const page = await fetch(`http://127.0.0.1:${port}/terms`);
      expect(page.status).toBe(200);

      accepting = true;
      await waitForHealthy(port, s.child);
    } finally {
      s.child.kill("SIGKILL");
      proxy.close();
      for (const sock of sockets) sock.destroy();
      await withSchemaLock(process.env.TEST_DATABASE_URL!, "alone", () => admin.query(`drop schema ${schema} cascade`));
      await admin.end();
    }
  });
});
