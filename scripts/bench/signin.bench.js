// Pages while 100 sign-ins arrive at once. Its own server (TRUST_PROXY=true, so each sign-in
// can name a client of its own) on a fresh SQLite file. The baseline, in the same run, is the
// same burst from one address already locked out: the same requests, answered without hashing.
// With hashing unbounded, the burst cost 7 to 13 times the baseline (pages waited for the thread
// pool that compression shares with scrypt). Targets: page p90 during the burst at most
// max(200 ms, 3 x the baseline's p90), and the slowest page at most max(1,000 ms, 3 x the
// baseline's slowest). The e2e suite checks the burst's answers (401s, then 429s past the queue).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { serverArgs } from "../server-command.js";

// The owner signs in with the shop's e-mail, the default BUSINESS_EMAIL.
const OWNER_EMAIL = "help@spacecoastpcrepair.com";

const PASSWORD = "bench-admin-password-123";

async function healthy(base, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("sign-in bench server exited early");
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("sign-in bench server did not become healthy in 30 s");
}

export default async function signInBench(ctx) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-signin-"));
  const port = Number(new URL(ctx.baseUrl).port) + 2;
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, serverArgs(), {
    cwd: ctx.root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${dir}/site.db`,
      TRUST_PROXY: "true",
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((r) => child.on("exit", r));
  let visitor = 0;
  const nextAddress = () => {
    visitor += 1;
    return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  };
  const signIn = async (from, email) => {
    const res = await fetch(`${base}/admin/login.data`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": from },
      // A burst against one account would lock that account after its own 10 failures and
      // answer the rest unhashed: each sign-in names an account of its own (unknown e-mails are
      // hashed all the same), except the baseline's, which is the owner's from one locked address.
      body: new URLSearchParams({ email: email ?? `burst-${visitor}@shop.example`, password: "wrong-password" }).toString(),
      redirect: "manual",
      signal: AbortSignal.timeout(60_000),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const page = async () => {
    const started = performance.now();
    const res = await fetch(`${base}/`, { headers: { "accept-encoding": "gzip" } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/ answered ${res.status} during the burst`);
    return performance.now() - started;
  };
  const burstOf = (from) => Promise.all(Array.from({ length: 100 }, () => signIn(from())));
  /** p90 and slowest of page loads by two readers while the burst is under way (at least 60 loads). */
  const pagesDuring = async (burst) => {
    let done = false;
    const running = burst().finally(() => (done = true));
    const timings = [];
    const reader = async () => {
      while (!done || timings.length < 60) timings.push(await page());
    };
    await Promise.all([reader(), reader()]);
    await running;
    timings.sort((a, b) => a - b);
    return { p90: timings[Math.ceil(timings.length * 0.9) - 1], max: timings.at(-1), count: timings.length };
  };
  try {
    await healthy(base, child);
    for (let i = 0; i < 5; i++) await page();
    for (let i = 0; i < 5; i++) await signIn("192.0.2.200", OWNER_EMAIL);
    const floor = await pagesDuring(() => burstOf(() => "192.0.2.200"));
    const burst = await pagesDuring(() => burstOf(nextAddress));
    const p90Limit = Math.max(200, 3 * floor.p90);
    const maxLimit = Math.max(1000, 3 * floor.max);
    ctx.print(
      "sign-in burst: baseline (no hashing) page p90 | slowest ms",
      `${floor.p90.toFixed(0)} | ${floor.max.toFixed(0)} (${floor.count} loads)`,
    );
    ctx.print(
      `sign-in burst: page p90 ms (target ≤ ${p90Limit.toFixed(0)})`,
      `${burst.p90.toFixed(0)}${burst.p90 > p90Limit ? "  OVER TARGET" : ""} (${burst.count} loads)`,
    );
    ctx.print(
      `sign-in burst: slowest page ms (target ≤ ${maxLimit.toFixed(0)})`,
      `${burst.max.toFixed(0)}${burst.max > maxLimit ? "  OVER TARGET" : ""}`,
    );
    if (burst.p90 > p90Limit || burst.max > maxLimit) process.exitCode = 1;
  } finally {
    child.kill("SIGTERM");
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
