// Runs the shipped deploy/nginx.conf on loopback, for tests/e2e/proxy.spec.ts and
// `npm run bench proxy`: the same file with its ports, paths and certificate swapped for throwaway
// ones (every swap must find its text, so the file and this script cannot drift apart silently),
// inside a small main config that stands in for Debian's /etc/nginx/nginx.conf.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const NGINX_BIN = "/usr/sbin/nginx";
export const SHIPPED_CONFIG = path.join(root, "deploy", "nginx.conf");
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/** Why this machine cannot run the proxy, or null when it can. */
export function nginxMissing() {
  if (!fs.existsSync(NGINX_BIN)) return `${NGINX_BIN} is missing (apt-get install nginx)`;
  if (!fs.existsSync(BROTLI_MODULE))
    return `${BROTLI_MODULE} is missing (apt-get install libnginx-mod-http-brotli-static; deploy/nginx.conf uses brotli_static)`;
  return null;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid one day. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:P-256",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=IP:127.0.0.1,DNS:localhost",
      "-keyout",
      key,
      "-out",
      cert,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { cert, key, pem: fs.readFileSync(cert) };
}

function swap(text, from, to) {
  if (!text.includes(from))
    throw new Error(`deploy/nginx.conf no longer contains ${JSON.stringify(from)}: update scripts/nginx-local.js`);
  return text.split(from).join(to);
}

/**
 * deploy/nginx.conf for loopback: the HTTP and HTTPS servers on 127.0.0.1 ports, the two app
 * servers' ports, the build folder, a cache folder and the certificate under `prefix`.
 */
export function renderSiteConfig({ appPorts, httpPort, httpsPort, clientDir, prefix, cert, key }) {
  if (appPorts.length !== 2)
    throw new Error("the shipped upstream has two app servers: give two ports (the same one twice for one server)");
  let text = fs.readFileSync(SHIPPED_CONFIG, "utf8");
  text = swap(text, "    listen [::]:80;\n", "");
  text = swap(text, "    listen [::]:443 ssl http2;\n", "");
  text = swap(text, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  text = swap(text, "listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`);
  text = swap(text, "server 127.0.0.1:3001 ", `server 127.0.0.1:${appPorts[0]} `);
  text = swap(text, "server 127.0.0.1:3002 ", `server 127.0.0.1:${appPorts[1]} `);
  text = swap(text, "/var/cache/nginx/melbourne-pc-site", path.join(prefix, "cache"));
  text = swap(text, "/var/www/letsencrypt", path.join(prefix, "acme"));
  text = swap(text, "/srv/melbourne-pc-site/build/client", clientDir);
  text = swap(text, "/etc/letsencrypt/live/shop.example.com/fullchain.pem", cert);
  text = swap(text, "/etc/letsencrypt/live/shop.example.com/privkey.pem", key);
  return text;
}

/** What Debian's nginx.conf gives the site file (modules, mime types, sendfile, gzip), with every path under `prefix`. */
function mainConfig({ prefix, workers, extraHttp }) {
  const temp = (name) => path.join(prefix, "temp", name);
  return [
    // Root starts workers as "nobody" unless told; the throwaway folders are root's.
    process.getuid?.() === 0 ? "user root root;" : "",
    `worker_processes ${workers};`,
    `pid ${path.join(prefix, "nginx.pid")};`,
    `error_log ${path.join(prefix, "error.log")} warn;`,
    // Debian loads it from /etc/nginx/modules-enabled/, by a path relative to nginx's prefix.
    `load_module ${BROTLI_MODULE};`,
    "events { worker_connections 1024; }",
    "http {",
    "  sendfile on;",
    "  tcp_nopush on;",
    "  types_hash_max_size 2048;",
    "  include /etc/nginx/mime.types;",
    "  default_type application/octet-stream;",
    "  access_log off;",
    "  gzip on;",
    `  client_body_temp_path ${temp("body")};`,
    `  proxy_temp_path ${temp("proxy")};`,
    `  fastcgi_temp_path ${temp("fastcgi")};`,
    `  uwsgi_temp_path ${temp("uwsgi")};`,
    `  scgi_temp_path ${temp("scgi")};`,
    `  include ${path.join(prefix, "site.conf")};`,
    extraHttp ?? "",
    "}",
    "",
  ].join("\n");
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Starts nginx (`-p prefix -c nginx.conf -g "daemon off;"`) as a child on the rendered site file;
 * resolves once the HTTPS port accepts connections. `extraHttp` is appended inside http { }.
 */
export async function startNginx({ prefix, workers = 1, extraHttp, ...site }) {
  for (const dir of ["cache", "acme", "temp"]) fs.mkdirSync(path.join(prefix, dir), { recursive: true });
  fs.writeFileSync(path.join(prefix, "site.conf"), renderSiteConfig({ prefix, ...site }));
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(conf, mainConfig({ prefix, workers, extraHttp }));
  const child = spawn(NGINX_BIN, ["-p", prefix, "-c", conf, "-e", path.join(prefix, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(prefix, "error.log"), "utf8").slice(-4000);
    } catch {
      return "";
    }
  };
  const deadline = Date.now() + 15_000;
  while (!(await portOpen(site.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start (exit ${child.exitCode}):\n${stderr}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    errorLog,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * One HTTPS request to the proxy, trusting only `ca`; the body as sent (not decoded).
 * `localAddress` picks the client's own loopback address (127.0.0.2 and so on).
 */
export function proxyRequest(port, target, { method = "GET", headers = {}, body, ca, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: "127.0.0.1", port, method, path: target, headers, ca, localAddress, agent: false, timeout: 15_000 },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${target} through the proxy took over 15 s`)));
    req.on("error", reject);
    req.end(body);
  });
}
