import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

import pg from "pg";

import { freeLoopbackPort } from "../net";
import { withSchemaLock } from "../pg-schema-lock";
import { startServer, waitForHealthy } from "./process";
import { E2E_OWNER_EMAIL } from "./constants";

export const FAULT_ADMIN_PASSWORD = "fault-admin-password-123";

/** A server of our own on a free port, behind a pretend proxy (TRUST_PROXY). */
export async function startOwnServer(databaseUrl: string, extra: Record<string, string> = {}) {
  const port = await freeLoopbackPort();
  const start = async () => {
    const s = startServer({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "true",
      ADMIN_PASSWORD: FAULT_ADMIN_PASSWORD,
      LOG_LEVEL: "warn",
      ...extra,
    });
    await waitForHealthy(port, s.child);
    return s;
  };
  // A server on PostgreSQL migrates as it starts (see tests/pg-schema-lock.ts).
  const s = databaseUrl.startsWith("postgres")
    ? await withSchemaLock(process.env.TEST_DATABASE_URL!, "shared", start)
    : await start();
  return { ...s, port, base: `http://127.0.0.1:${port}` };
}

/** The engines a spec runs its own servers on; PostgreSQL only where the test PostgreSQL is set. */
export const TEST_ENGINES: Array<{ name: "SQLite" | "PostgreSQL"; skip: boolean }> = [
  { name: "SQLite", skip: false },
  { name: "PostgreSQL", skip: !process.env.TEST_DATABASE_URL },
];

/**
 * A server of our own on `engine`, on a SQLite file or a PostgreSQL schema of its own;
 * `close` stops it and removes its data.
 */
export async function startEngineServer(engine: "SQLite" | "PostgreSQL", prefix: string, extra: Record<string, string> = {}) {
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  let remove: () => Promise<void>;
  if (engine === "SQLite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `site-${prefix}-`));
    server = await startOwnServer(`file:${path.join(dir, "site.db")}`, extra);
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = await createSchema(prefix);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", `-c search_path=${schema.name}`);
    server = await startOwnServer(url.toString(), extra);
    remove = () => schema.drop();
  }
  return {
    ...server,
    close: async () => {
      server.child.kill("SIGTERM");
      await server.exited;
      await remove();
    },
  };
}

let visitor = 0;
/** A fresh client address per request, so the per-address limits never hide what is tested. */
export function nextAddress(): string {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
}

let visitors = 0;

/**
 * A diagnosis request from a visitor of its own (unless `email` is given): one person's second
 * request while their lead is open is a follow-up on that lead, not a lead of its own.
 */
export function diagnosisBody(
  description: string,
  email = `fault.visitor.${process.pid}.${++visitors}.${Date.now()}@example.com`,
) {
  return {
    issue: "slow",
    description,
    userInfo: { name: "Fault Visitor", email, phone: "", timestamp: new Date().toISOString() },
  };
}

export function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
}

/** Signs in through the login form and returns the Cookie header value. */
export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": nextAddress() },
    body: new URLSearchParams({ email: E2E_OWNER_EMAIL, password: FAULT_ADMIN_PASSWORD }).toString(),
    redirect: "manual",
  });
  const cookie = res.headers.get("set-cookie") ?? "";
  const token = /admin_session=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error(`sign-in failed with ${res.status}`);
  return `admin_session=${token}`;
}

export function productBody(name: string, category = "laptops") {
  return {
    name,
    description: `A product written by the fault tests: ${name}.`,
    price: "$499.99",
    category,
    image_src: `/images/products/${category}.svg`,
    affiliate_link: "https://www.amazon.com/dp/B0TESTTEST?tag=test-20",
    features: ["16 GB memory", "512 GB SSD"],
    model_number: `FT-${name.length}`,
  };
}

/**
 * A TCP proxy in front of PostgreSQL that a test can cut (refuse and drop every connection)
 * or black-hole (accept, never answer) and restore.
 */
export async function startPgProxy(targetUrl: string) {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let mode: "open" | "refuse" | "blackhole" = "open";
  const server = net.createServer((client) => {
    client.on("error", () => {});
    if (mode === "refuse") return client.destroy();
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    if (mode === "blackhole") return;
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on("error", () => {});
    upstream.on("close", () => sockets.delete(upstream));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.address() as net.AddressInfo).port;
  return {
    urlFor(schema: string): string {
      const url = new URL(targetUrl);
      url.port = String(port);
      url.searchParams.set("options", `-c search_path=${schema}`);
      return url.toString();
    },
    cut(next: "refuse" | "blackhole" = "refuse") {
      mode = next;
      for (const sock of sockets) sock.destroy();
    },
    restore() {
      mode = "open";
    },
    async close() {
      mode = "refuse";
      for (const sock of sockets) sock.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

/** A fresh schema on the test PostgreSQL; drop() removes it. */
export async function createSchema(prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${name}`);
  return {
    name,
    query: (text: string, values?: unknown[]) => admin.query(text, values),
    async drop() {
      await withSchemaLock(process.env.TEST_DATABASE_URL!, "alone", () => admin.query(`drop schema ${name} cascade`));
      await admin.end();
    },
  };
}
