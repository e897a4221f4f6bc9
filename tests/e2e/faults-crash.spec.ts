import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import Database from "better-sqlite3";

import { diagnosisBody, postJson, productBody, signIn, startOwnServer } from "./fault-helpers";
import { expect, test } from "./fixtures";

const STREAMS = 6;

/** Runs `write` in STREAMS loops until the server dies; returns what each answered 2xx. */
function streamWrites<T>(write: (n: number) => Promise<T | null>) {
  const accepted: T[] = [];
  let n = 0;
  let stopped = false;
  const loops = Array.from({ length: STREAMS }, async () => {
    while (!stopped) {
      try {
        const done = await write(n++);
        if (done !== null) accepted.push(done);
      } catch {
        return; // the connection died with the server
      }
    }
  });
  return {
    accepted,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

test.describe("kill -9 under streaming writes (SQLite)", () => {
  test.setTimeout(60_000);

  let dir: string;
  test.beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-crash-"));
  });
  test.afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("every diagnosis request answered 201 is stored after a restart, and the file is intact", async () => {
    const dbFile = path.join(dir, "site.db");
    const first = await startOwnServer(`file:${dbFile}`);
    const run = streamWrites(async (n) => {
      const description = `crash test request ${n}`;
      const res = await postJson(first.base, "/api/diagnose.php", diagnosisBody(description));
      // The answer names no lead (see docs/leads.md): each request's description is its own.
      return res.status === 201 ? { description } : null;
    });
    // Let writes flow, then pull the plug in the middle of them.
    await expect.poll(() => run.accepted.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(50);
    first.child.kill("SIGKILL");
    await first.exited;
    await run.stop();

    const second = await startOwnServer(`file:${dbFile}`);
    expect((await fetch(`${second.base}/healthz`)).status).toBe(200);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const db = new Database(dbFile, { readonly: true });
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      const find = db.prepare("select count(*) as n from leads where description = ?");
      const missing = run.accepted.filter((a) => (find.get(a.description) as { n: number }).n !== 1);
      expect(missing).toEqual([]);
      expect(run.accepted.length).toBeGreaterThanOrEqual(50);
    } finally {
      db.close();
    }
  });

  test("every product the admin API accepted is listed after a restart", async () => {
    const dbFile = path.join(dir, "site.db");
    const first = await startOwnServer(`file:${dbFile}`);
    const cookie = await signIn(first.base);
    const run = streamWrites(async (n) => {
      const name = `Crash Test Laptop ${n}`;
      const res = await postJson(first.base, "/api/add-product.php", productBody(name), { cookie, origin: first.base });
      await res.arrayBuffer();
      return res.ok ? name : null;
    });
    await expect.poll(() => run.accepted.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(20);
    first.child.kill("SIGKILL");
    await first.exited;
    await run.stop();

    const second = await startOwnServer(`file:${dbFile}`);
    try {
      const res = await fetch(`${second.base}/api/get-products.php?category=laptops`);
      expect(res.status).toBe(200);
      const names = new Set(((await res.json()) as Array<{ name: string }>).map((p) => p.name));
      expect(run.accepted.filter((name) => !names.has(name))).toEqual([]);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
    const db = new Database(dbFile, { readonly: true });
    expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
    db.close();
  });
});
