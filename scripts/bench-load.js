// npm run bench:load: the production server on loopback under the issue's mixed workload for
// 30 s at 100 connections: 60 % review and listing pages, 20 % product and motherboard API,
// 10 % home and about, 10 % POST /api/diagnose.php with valid bodies.
//
// The diagnose API allows 10 requests a minute per client address. Rather than weaken that
// for the bench, the server runs as it would behind one proxy (TRUST_PROXY=true) and each POST
// carries its own X-Forwarded-For address, the single entry that proxy would append, so every
// one of them is a different visitor.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

import autocannon from "autocannon";
import Database from "better-sqlite3";

import { serverArgs } from "./server-command.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PORT = Number(process.env.BENCH_PORT ?? 3950);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const baseUrl = `http://127.0.0.1:${PORT}`;
const TARGETS = { p99Ms: 250, rssMb: 300 };
const MARKER = "Load bench request";

if (!fs.existsSync(path.join(root, "build", "server", "index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-load-"));
const dbFile = path.join(dataDir, "site.db");
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${dbFile}`,
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
    ADMIN_PASSWORD: "bench-load-password",
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
  },
  stdio: ["ignore", "ignore", "inherit"],
});

/** Peak resident set size of the server so far, in MB (the kernel keeps the high-water mark). */
function peakRssMb() {
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function waitForHealth() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy in 30 s");
}

const PAGES = [
  "/products/laptop-reviews",
  "/products/laptops",
  "/products/monitor-reviews",
  "/products/hard-drives",
  "/products/memory-reviews",
  "/products/mice",
];
const APIS = [
  "/api/enhanced-get-products.php?category=laptops",
  "/api/get-motherboard-components.php?motherboard_model=ASUS-ROG-Z790",
];
const SITE = ["/"];
const ISSUES = ["wont-start", "slow", "blue-screen", "virus", "internet", "other"];

let sent = 0;
// The diagnose API names no lead in its answer (docs/leads.md), so stored leads are counted.
let accepted = 0;
const statuses = new Map();

function diagnoseRequest() {
  return {
    method: "POST",
    path: "/api/diagnose.php",
    setupRequest(req) {
      const n = sent++;
      // A fresh private address per request: 10.a.b.c from the counter.
      const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      return {
        ...req,
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({
          issue: ISSUES[n % ISSUES.length],
          description: `${MARKER} ${n}: it takes minutes to boot and the fan is loud.`,
          userInfo: { name: "Load Bench", email: `load${n}@example.com`, phone: "", timestamp: new Date().toISOString() },
        }),
      };
    },
    onResponse(status, body) {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 201 && JSON.parse(body).success === true) accepted += 1;
    },
  };
}

// Ten requests per cycle give the mix exactly: 6 pages, 2 API, 1 home or about, 1 POST.
let siteTurn = 0;
const cycle = [
  ...PAGES.map((p) => ({ method: "GET", path: p })),
  ...APIS.map((p) => ({ method: "GET", path: p })),
  {
    method: "GET",
    path: "/",
    setupRequest(req) {
      return { ...req, path: siteTurn++ % 2 === 0 ? SITE[0] : "/about" };
    },
  },
  diagnoseRequest(),
];

let rssPeak = 0;
let poll;
let failed = false;
try {
  await waitForHealth();
  // Warm the page and catalogue caches so the figures measure steady state.
  for (const p of [...PAGES, ...APIS, "/", "/about"]) await (await fetch(baseUrl + p)).arrayBuffer();
  const warmRssMb = peakRssMb();
  poll = setInterval(() => {
    rssPeak = Math.max(rssPeak, peakRssMb());
  }, 250);

  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: baseUrl, connections: CONNECTIONS, duration: SECONDS, requests: cycle, timeout: 10 },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    process.once("SIGINT", () => instance.stop());
  });
  clearInterval(poll);
  rssPeak = Math.max(rssPeak, peakRssMb());

  const db = new Database(dbFile, { readonly: true });
  const stored = db.prepare("select count(*) as n from leads where description like ?").get(`${MARKER} %`).n;
  // Every POST answered 201 must be a stored bench lead. A POST still in flight when the clock
  // ran out may be stored without its answer being counted, so stored can exceed accepted.
  const missing = Math.max(0, accepted - stored);
  const integrity = db.pragma("integrity_check", { simple: true });
  db.close();

  const errors = result.errors + result.timeouts + result.non2xx;
  const rows = [
    ["duration s | connections", `${SECONDS} | ${CONNECTIONS}`],
    ["requests total | req/s (average)", `${result.requests.total} | ${result.requests.average.toFixed(0)}`],
    [`latency p50 | p99 ms (target p99 < ${TARGETS.p99Ms})`, `${result.latency.p50} | ${result.latency.p99}`],
    ["errors (socket errors + timeouts + non-2xx; must be 0)", String(errors)],
    ["server peak RSS MB after start and warm-up (before load)", warmRssMb.toFixed(1)],
    [`server peak RSS MB (VmHWM; target < ${TARGETS.rssMb})`, rssPeak.toFixed(1)],
    ["diagnosis POSTs sent | answered 201", `${sent} | ${accepted}`],
    ["bench leads in the database | 201 ids missing (must be 0)", `${stored} | ${missing}`],
    ["database integrity_check", integrity],
  ];
  for (const [label, value] of rows) console.log(`${label.padEnd(62)} ${value}`);
  if (statuses.size > 1 || !statuses.has(201)) console.log("diagnose statuses:", Object.fromEntries(statuses));

  const problems = [];
  if (errors !== 0) problems.push(`${errors} errors`);
  if (result.latency.p99 >= TARGETS.p99Ms) problems.push(`p99 ${result.latency.p99} ms`);
  if (rssPeak >= TARGETS.rssMb) problems.push(`peak RSS ${rssPeak.toFixed(0)} MB`);
  if (missing !== 0) problems.push(`${missing} accepted diagnosis requests missing from the database`);
  if (stored > sent) problems.push(`${stored} stored but only ${sent} sent`);
  if (integrity !== "ok") problems.push(`integrity_check: ${integrity}`);
  if (problems.length > 0) {
    console.log(`FAILED: ${problems.join("; ")}`);
    failed = true;
  } else {
    console.log("All targets met.");
  }
} finally {
  clearInterval(poll);
  server.kill("SIGTERM");
  await new Promise((r) => (server.exitCode !== null ? r() : server.once("exit", r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
