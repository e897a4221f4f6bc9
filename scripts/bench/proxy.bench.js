// The site behind the shipped deploy/nginx.conf (scripts/nginx-local.js: loopback ports, a
// throwaway certificate and cache): a throwaway PostgreSQL, two app servers on it, nginx in front.
// Measures the cached `/` and a review page through nginx against the same nginx serving the
// same bytes as a static file (the page's gzipped body saved to a folder, served with
// gzip_static from a server of its own in the same nginx, same TLS), in the same run. Target: the
// cached pages reach at least 80 % of the static file's rate; exits 1 on a miss, or if a
// measured page was not answered from the cache. Then the origin alone (one app server, no
// proxy) beside a stock React Router 7 Express server (scripts/bench/stock-server.js) on the same
// build and the same routes: reported, no target.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

import { nginxMissing, proxyRequest, selfSignedCertificate, startNginx } from "../nginx-local.js";
import { serverArgs } from "../server-command.js";

export const needsServer = false;

const PAGES = [
  { label: "/", target: "/", file: "home.html" },
  { label: "review page", target: "/products/laptop-reviews", file: "laptop-reviews.html" },
];
const TARGET = 0.8;
const GZIP = { "accept-encoding": "gzip" };

async function freePort() {
  const probe = net.createServer();
  await new Promise((r) => probe.listen(0, "127.0.0.1", r));
  const { port } = probe.address();
  await new Promise((r) => probe.close(r));
  return port;
}

async function healthy(port, child, what, target = "/healthz") {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited early (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${target}`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not become healthy in 60 s`);
}

function startNode(ctx, script, env, what) {
  const args = serverArgs();
  args[args.length - 1] = script;
  const child = spawn(process.execPath, args, {
    cwd: ctx.root,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", TRUST_PROXY: "loopback", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-2000)));
  const exited = new Promise((r) => child.on("exit", r));
  return {
    child,
    what,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

export default async function proxyBench(ctx) {
  const missing = nginxMissing();
  if (missing) {
    ctx.print("proxy bench", `cannot run: ${missing}`);
    process.exitCode = 1;
    return;
  }
  if (!fs.existsSync(path.join(ctx.root, "build", "server", "index.js"))) {
    ctx.print("proxy bench", "no production build: run `npm run build` first");
    process.exitCode = 1;
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-bench-proxy-"));
  // PostgreSQL runs as its own user (when we are root) and must reach its folder.
  fs.chmodSync(dir, 0o755);
  const pgDir = path.join(dir, "pg");
  const stops = [];
  try {
    const databaseUrl = execFileSync("scripts/test-postgres.sh", ["start", pgDir, String(await freePort())], {
      cwd: ctx.root,
      encoding: "utf8",
    }).trim();
    stops.unshift(async () => execFileSync("scripts/test-postgres.sh", ["stop", pgDir], { cwd: ctx.root, stdio: "ignore" }));

    // One after the other: each migrates the database as it starts.
    const appPorts = [];
    for (const n of [1, 2]) {
      const port = await freePort();
      const app = startNode(
        ctx,
        "server.js",
        { PORT: String(port), DATABASE_URL: databaseUrl, ADMIN_PASSWORD: "bench-proxy-password-123" },
        `app server ${n}`,
      );
      stops.unshift(() => app.stop());
      await healthy(port, app.child, app.what);
      appPorts.push(port);
    }

    const { cert, key, pem } = selfSignedCertificate(dir);
    const [httpPort, httpsPort, staticPort] = [await freePort(), await freePort(), await freePort()];
    const staticDir = path.join(dir, "static");
    fs.mkdirSync(staticDir);
    // The static baseline: a server of its own in the same nginx, with the site's TLS settings.
    const staticServer = `
  server {
    listen 127.0.0.1:${staticPort} ssl http2;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:bench_static_tls:1m;
    location / {
      root ${staticDir};
      default_type text/html;
      gzip_static on;
    }
  }`;
    const nginx = await startNginx({
      prefix: path.join(dir, "nginx"),
      appPorts,
      httpPort,
      httpsPort,
      clientDir: path.join(ctx.root, "build", "client"),
      cert,
      key,
      workers: os.availableParallelism(),
      extraHttp: staticServer,
    });
    stops.unshift(() => nginx.stop());

    // Warm the cache and save each page's gzipped body (and its plain text) as the static file.
    for (const page of PAGES) {
      await proxyRequest(httpsPort, page.target, { ca: pem, headers: GZIP });
      const res = await proxyRequest(httpsPort, page.target, { ca: pem, headers: GZIP });
      if (res.status !== 200 || res.headers["content-encoding"] !== "gzip")
        throw new Error(`${page.target}: ${res.status}, not gzip`);
      page.cacheStatus = res.headers["x-cache-status"];
      fs.writeFileSync(path.join(staticDir, `${page.file}.gz`), res.body);
      fs.writeFileSync(path.join(staticDir, page.file), zlib.gunzipSync(res.body));
      const check = await proxyRequest(staticPort, `/${page.file}`, { ca: pem, headers: GZIP });
      if (!check.body.equals(res.body)) throw new Error(`the static copy of ${page.target} is not the same bytes`);
    }

    const proxied = `https://127.0.0.1:${httpsPort}`;
    const staticBase = `https://127.0.0.1:${staticPort}`;
    for (const page of PAGES) {
      // Fresh in the cache as the run starts (it expires at most once in a run, and is then
      // refreshed in the background): this measures answering from the cache, not a cold burst.
      await proxyRequest(httpsPort, page.target, { ca: pem, headers: GZIP });
      const cached = await ctx.run(proxied + page.target, { headers: GZIP });
      const after = (await proxyRequest(httpsPort, page.target, { ca: pem, headers: GZIP })).headers["x-cache-status"];
      const file = await ctx.run(`${staticBase}/${page.file}`, { headers: GZIP });
      const ratio = cached.rps / file.rps;
      const fromCache = page.cacheStatus === "HIT" && ["HIT", "UPDATING", "STALE"].includes(after);
      const miss = ratio < TARGET || !fromCache || cached.errors > 0;
      if (miss) process.exitCode = 1;
      ctx.print(
        `${page.label} via nginx cache: req/s | p99 ms | errors`,
        `${cached.rps.toFixed(0)} | ${cached.p99} | ${cached.errors}`,
      );
      ctx.print(`${page.label} as nginx static file: req/s | p99 ms`, `${file.rps.toFixed(0)} | ${file.p99}`);
      ctx.print(
        `${page.label}: cached / static (target ≥ ${TARGET * 100}%)`,
        `${(ratio * 100).toFixed(1)}%  (X-Cache-Status ${page.cacheStatus}, then ${after})${miss ? "  MISSED" : ""}`,
      );
    }

    // The origin alone: one app server, no proxy (nginx idle); then the stock React Router server.
    const origins = [];
    for (const page of PAGES) origins.push(await ctx.run(`http://127.0.0.1:${appPorts[0]}${page.target}`, { headers: GZIP }));
    const stockPort = await freePort();
    const stock = startNode(
      ctx,
      "scripts/bench/stock-server.js",
      { PORT: String(await freePort()), STOCK_PORT: String(stockPort), DATABASE_URL: databaseUrl, NODE_ENV: "production" },
      "stock React Router server",
    );
    stops.unshift(() => stock.stop());
    let stockReady = true;
    try {
      // Its only routes are the build's: it is up once it renders the home page.
      await healthy(stockPort, stock.child, stock.what, "/");
    } catch (error) {
      stockReady = false;
      await stock.stop();
      ctx.print(
        "stock React Router server",
        `not run: ${String(error.message)}; ${stock.stderr().trim().split("\n").at(-1) ?? ""}`,
      );
    }
    for (const [i, page] of PAGES.entries()) {
      const origin = origins[i];
      ctx.print(
        `${page.label} origin alone: req/s | p99 ms | errors`,
        `${origin.rps.toFixed(0)} | ${origin.p99} | ${origin.errors}`,
      );
      if (!stockReady) continue;
      const base = await ctx.run(`http://127.0.0.1:${stockPort}${page.target}`, { headers: GZIP });
      ctx.print(
        `${page.label} stock React Router: req/s | p99 ms | errors`,
        `${base.rps.toFixed(0)} | ${base.p99} | ${base.errors}`,
      );
      ctx.print(`${page.label}: origin / stock`, `${((origin.rps / base.rps) * 100).toFixed(1)}%`);
    }
  } finally {
    for (const stop of stops) await stop().catch((error) => console.error(`stopping: ${error.message}`));
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
