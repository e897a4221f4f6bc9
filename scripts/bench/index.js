// npm run bench: starts the production server on loopback and runs every scripts/bench/*.bench.js.
// Each figure is printed beside a baseline measured in the same run (a bare node:http server
// serving the same bytes), so the ratio means something on any machine.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import zlib from "node:zlib";

import autocannon from "autocannon";

import { serverArgs } from "../server-command.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const CEILING_PORT = PORT + 1;
const STOCK_PORT = PORT + 2;
const baseUrl = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const only = process.argv.slice(2);

const benchDir = path.join(root, "scripts", "bench");
const benches = [];
for (const file of fs
  .readdirSync(benchDir)
  .filter((f) => f.endsWith(".bench.js"))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort()) {
  benches.push({ file, mod: await import(pathToFileURL(path.join(benchDir, file)).href) });
}
// A bench that only computes (`export const needsServer = false`) runs without a build or server.
const needsServer = benches.some(({ mod }) => mod.needsServer !== false);

if (needsServer && !fs.existsSync(path.join(root, "build", "server", "index.js"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-"));
const server = needsServer
  ? spawn(process.execPath, serverArgs(), {
      cwd: root,
      env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATABASE_URL: `file:${dataDir}/site.db`, LOG_LEVEL: "warn" },
      stdio: ["ignore", "ignore", "inherit"],
    })
  : null;

async function waitForHealth() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`${baseUrl}/healthz`);
      if (r.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("server did not become healthy in 30 s");
}

function run(url, { connections = 50, seconds = SECONDS, method = "GET", body, headers } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, method, body, headers }, (err, result) => {
      if (err) reject(err);
      else
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.non2xx,
          total: result.requests.total,
        });
    });
  });
}

/** A bare node:http server answering every request with the given bytes and headers. */
async function ceiling(pathname, options = {}) {
  const res = await fetch(baseUrl + pathname, { headers: { "accept-encoding": "identity" } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const type = res.headers.get("content-type") ?? "text/html";
  const bare = http.createServer((_req, out) => {
    out.writeHead(200, { "content-type": type, "content-length": bytes.length });
    out.end(bytes);
  });
  await new Promise((r) => bare.listen(CEILING_PORT, "127.0.0.1", r));
  try {
    return await run(`http://127.0.0.1:${CEILING_PORT}/`, options);
  } finally {
    await new Promise((r) => bare.close(r));
  }
}

/** Gzipped bytes of every script a first visit to the page loads (entry, module preloads). */
async function gzippedJsFor(pathname) {
  const html = await (await fetch(baseUrl + pathname)).text();
  const srcs = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)) srcs.add(m[1]);
  let total = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer());
    total += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { bytes: total, files: srcs.size };
}

const rows = [];
function print(label, value) {
  rows.push([label, value]);
  console.log(`${label.padEnd(60)} ${value}`);
}

/** Measures a path against the ceiling and prints both and the ratio. */
async function compareWithCeiling(label, pathname, { connections = 50, seconds = SECONDS, target } = {}) {
  const app = await run(baseUrl + pathname, { connections, seconds });
  const bare = await ceiling(pathname, { connections, seconds });
  const ratio = app.rps / bare.rps;
  print(`${label}: app req/s | p99 ms | errors`, `${app.rps.toFixed(0)} | ${app.p99} | ${app.errors}`);
  print(`${label}: ceiling req/s | p99 ms`, `${bare.rps.toFixed(0)} | ${bare.p99}`);
  print(
    `${label}: ratio (target ≥ ${target ?? "-"})`,
    `${(ratio * 100).toFixed(1)}%${target && ratio < target ? "  BELOW TARGET" : ""}`,
  );
  return { app, bare, ratio };
}

/**
 * The stock React Router 7 Express server (scripts/bench/stock-server.js) on the same build and
 * database file, started on first use: the origin's figures are read beside it, not beside a
 * number from another day.
 */
let stockServer;
async function stockBaseUrl() {
  if (!stockServer) {
    const url = `http://127.0.0.1:${STOCK_PORT}`;
    // The same Node flags as the app (its heap cap among them): only the server differs.
    const flags = serverArgs().slice(0, -1);
    const child = spawn(process.execPath, [...flags, path.join(root, "scripts", "bench", "stock-server.js")], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(STOCK_PORT + 1),
        HOST: "127.0.0.1",
        STOCK_PORT: String(STOCK_PORT),
        DATABASE_URL: `file:${dataDir}/site.db`,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    stockServer = { url, child };
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the stock server exited (${child.exitCode})`);
      if (
        await fetch(`${url}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error("the stock server did not answer in 30 s");
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return stockServer.url;
}

/**
 * A path on the origin beside the stock server in the same run, gzip asked for on both. The
 * target is the least share of the stock server's rate the origin must reach; 0.9 rather than 1
 * because two runs of the same server here differ by up to a tenth.
 */
async function compareWithStock(label, pathname, { connections = 50, seconds = SECONDS, target = 0.9 } = {}) {
  const headers = { "accept-encoding": "gzip" };
  const stockUrl = (await stockBaseUrl()) + pathname;
  // Both warmed the same way first, so neither figure includes compiling the path's code; then
  // two turns each, alternating, and the better of each, so a slow second on this shared machine
  // does not decide the comparison.
  for (const url of [baseUrl + pathname, stockUrl]) await run(url, { connections, seconds: 2, headers });
  const turns = { app: [], stock: [] };
  for (let turn = 0; turn < 2; turn++) {
    turns.app.push(await run(baseUrl + pathname, { connections, seconds, headers }));
    turns.stock.push(await run(stockUrl, { connections, seconds, headers }));
  }
  const best = (results) => results.reduce((a, b) => (b.rps > a.rps ? b : a));
  const [app, stock] = [best(turns.app), best(turns.stock)];
  const ratio = app.rps / stock.rps;
  print(`${label}: app req/s | p99 ms | errors`, `${app.rps.toFixed(0)} | ${app.p99} | ${app.errors}`);
  print(`${label}: stock React Router req/s | p99 ms`, `${stock.rps.toFixed(0)} | ${stock.p99} | ${stock.errors}`);
  const miss = ratio < target;
  if (miss) process.exitCode = 1;
  print(`${label}: app / stock (target ≥ ${target})`, `${(ratio * 100).toFixed(1)}%${miss ? "  BELOW TARGET" : ""}`);
  return { app, stock, ratio };
}

async function printJsBudget(pathname, limitKb) {
  const { bytes, files } = await gzippedJsFor(pathname);
  const kb = bytes / 1024;
  print(
    `first-visit JS for ${pathname} (gzip, ${files} files, budget ${limitKb} KB)`,
    `${kb.toFixed(1)} KB${kb > limitKb ? "  OVER BUDGET" : ""}`,
  );
  return kb;
}

const ctx = {
  baseUrl,
  root,
  run,
  ceiling,
  gzippedJsFor,
  print,
  compareWithCeiling,
  compareWithStock,
  printJsBudget,
  seconds: SECONDS,
};

try {
  if (server) await waitForHealth();
  for (const { file, mod } of benches) {
    console.log(`\n## ${file}`);
    await mod.default(ctx);
  }
} finally {
  server?.kill("SIGTERM");
  stockServer?.child.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
