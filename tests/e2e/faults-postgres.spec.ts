import {
  createSchema,
  diagnosisBody,
  nextAddress,
  postJson,
  productBody,
  signIn,
  startOwnServer,
  startPgProxy,
} from "./fault-helpers";
import { expect, test } from "./fixtures";
import { waitForHealthy } from "./process";

/** A quarter of the catalog cache's 60 s on B: a change seen within it came by message, not by expiry. */
const BY_MESSAGE_MS = 15_000;

/** Pages whose content is fixed: they must keep rendering while the database is away. */
const STATIC_PAGES = ["/", "/about", "/future", "/privacy", "/terms", "/contact", "/diagnosis", "/qrcoder"];

/** A request that has to reach the database, its expected status when it is away, and how to make it. */
const DATABASE_CALLS: Array<[string, (base: string, cookie: string) => Promise<Response>]> = [
  ["GET /api/get-products.php", (b) => fetch(`${b}/api/get-products.php?category=mice`, { signal: AbortSignal.timeout(10_000) })],
  [
    "GET /api/enhanced-get-products.php",
    (b) => fetch(`${b}/api/enhanced-get-products.php?category=keyboards`, { signal: AbortSignal.timeout(10_000) }),
  ],
  [
    "GET /api/get-motherboard-models.php",
    (b) => fetch(`${b}/api/get-motherboard-models.php`, { signal: AbortSignal.timeout(10_000) }),
  ],
  ["POST /api/diagnose.php", (b) => postJson(b, "/api/diagnose.php", diagnosisBody("Outage test: the laptop will not charge."))],
  ["POST /api/affiliate-click.php", (b) => postJson(b, "/api/affiliate-click.php", { kind: "product", id: 1 })],
  [
    "POST /api/add-product.php",
    (b, cookie) => postJson(b, "/api/add-product.php", productBody("Outage Laptop"), { cookie, origin: b }),
  ],
];

type OwnServer = Awaited<ReturnType<typeof startOwnServer>>;

async function expectUnavailable(server: OwnServer, cookie: string) {
  const base = server.base;
  for (const [label, call] of DATABASE_CALLS) {
    const res = await call(base, cookie).catch((error: unknown) => {
      // Say whether the server died (and what it printed) rather than only "fetch failed".
      const { stderr } = server.output();
      throw new Error(
        `${label}: ${String(error)} (${String((error as { cause?: unknown }).cause ?? "")}); server exit code ${server.child.exitCode}; stderr tail: ${stderr.slice(-1500)}`,
      );
    });
    const text = await res.text();
    expect.soft(res.status, label).toBe(503);
    expect.soft(res.headers.get("content-type"), label).toContain("application/json");
    const body = JSON.parse(text) as { error?: unknown };
    expect.soft(typeof body.error, `${label} carries {"error": …}`).toBe("string");
    expect
      .soft(text, `${label} shows no stack or driver detail`)
      .not.toMatch(/\n\s+at |ECONN|Connection terminated|timeout exceeded/);
  }
  const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(10_000) });
  expect(health.status).toBe(503);
  for (const page of STATIC_PAGES) {
    const res = await fetch(base + page, { signal: AbortSignal.timeout(5000) });
    expect.soft(res.status, page).toBe(200);
    expect.soft(await res.text(), page).toContain("</html>");
  }
}

test.describe("PostgreSQL faults", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs the test PostgreSQL (TEST_DATABASE_URL)");
  test.setTimeout(150_000);

  test("an outage: static pages render, healthz and the APIs answer 503 instead of waiting on the database, and the server recovers by itself", async () => {
    const schema = await createSchema("outage");
    const proxy = await startPgProxy(process.env.TEST_DATABASE_URL!);
    const server = await startOwnServer(proxy.urlFor(schema.name));
    try {
      const cookie = await signIn(server.base);
      // PostgreSQL refuses: stopped, or restarting.
      proxy.cut("refuse");
      await expectUnavailable(server, cookie);

      // The network swallows packets: connecting must time out well inside 5 s.
      proxy.cut("blackhole");
      await expectUnavailable(server, cookie);

      proxy.restore();
      await waitForHealthy(server.port, server.child);
      const stored = await postJson(
        server.base,
        "/api/diagnose.php",
        diagnosisBody("After the outage: the laptop charges again."),
      );
      expect(stored.status).toBe(201);
      const products = await fetch(`${server.base}/api/get-products.php?category=mice`);
      expect(products.status).toBe(200);
      expect(((await products.json()) as unknown[]).length).toBeGreaterThan(0);
      expect(server.child.exitCode).toBeNull();
    } finally {
      server.child.kill("SIGKILL");
      await proxy.close();
      await schema.drop();
    }
  });

  test("two app servers on one PostgreSQL share admin sessions and writes", async () => {
    const schema = await createSchema("pair");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", `-c search_path=${schema.name}`);
    const a = await startOwnServer(url.toString());
    const b = await startOwnServer(url.toString());
    try {
      // A session made through one server is honoured by the other.
      const cookie = await signIn(a.base);
      const leadsOnB = await fetch(`${b.base}/admin/leads`, { headers: { cookie }, redirect: "manual" });
      expect(leadsOnB.status).toBe(200);

      // A lead stored through A is on B's admin list at once (the lead list is never cached).
      const description = `Two-server lead ${Date.now()}`;
      const stored = await postJson(a.base, "/api/diagnose.php", diagnosisBody(description));
      expect(stored.status).toBe(201);
      const list = await (await fetch(`${b.base}/admin/leads`, { headers: { cookie } })).text();
      expect(list).toContain(description);

      // Signing out on B ends the session on A too.
      const out = await fetch(`${b.base}/admin/logout`, {
        method: "POST",
        headers: { cookie, origin: b.base, "x-forwarded-for": nextAddress() },
        redirect: "manual",
      });
      expect(out.status).toBe(302);
      const afterOut = await fetch(`${a.base}/admin/leads`, { headers: { cookie }, redirect: "manual" });
      expect(afterOut.status).toBe(302);
      expect(afterOut.headers.get("location")).toContain("/admin/login");
    } finally {
      a.child.kill("SIGTERM");
      b.child.kill("SIGTERM");
      await Promise.all([a.exited, b.exited]);
      await schema.drop();
    }
  });

  test("a product added through one server clears the other's cached API answer and page (LISTEN/NOTIFY), long before their 30 s TTL", async () => {
    const schema = await createSchema("pairw");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", `-c search_path=${schema.name}`);
    const a = await startOwnServer(url.toString());
    const b = await startOwnServer(url.toString());
    try {
      // B has the category's lists cached before the write; only A's message can clear them.
      await (await fetch(`${b.base}/api/get-products.php?category=monitors`)).arrayBuffer();
      await (await fetch(`${b.base}/products/monitors`)).arrayBuffer();
      const cookie = await signIn(a.base);
      const name = `Two-server Monitor ${Date.now()}`;
      const res = await postJson(a.base, "/api/add-product.php", productBody(name, "monitors"), { cookie, origin: a.base });
      expect(res.ok).toBe(true);
      // B's catalog copies live 60 s unless a message clears them: waiting at most a quarter of
      // that tells the message from the expiry, under any load.
      await expect
        .poll(async () => JSON.stringify(await (await fetch(`${b.base}/api/get-products.php?category=monitors`)).json()), {
          timeout: BY_MESSAGE_MS,
          intervals: [100],
        })
        .toContain(name);
      await expect
        .poll(async () => (await fetch(`${b.base}/products/monitors`)).text(), {
          timeout: BY_MESSAGE_MS,
          intervals: [100],
        })
        .toContain(name);
    } finally {
      a.child.kill("SIGTERM");
      b.child.kill("SIGTERM");
      await Promise.all([a.exited, b.exited]);
      await schema.drop();
    }
  });

  test("a settings change saved through one server clears the other's cached pages, long before their 30 s TTL", async () => {
    const schema = await createSchema("pairs");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", `-c search_path=${schema.name}`);
    const a = await startOwnServer(url.toString());
    const b = await startOwnServer(url.toString());
    try {
      // B holds the old settings before the save; only A's message makes it read them again.
      expect(await (await fetch(`${b.base}/`)).text()).not.toContain("(321) 555-0177");
      const cookie = await signIn(a.base);
      const res = await fetch(`${a.base}/admin/settings`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: a.base, cookie },
        body: new URLSearchParams({ intent: "save", "business.phone": "(321) 555-0177" }).toString(),
      });
      expect(res.status).toBe(200);
      await expect
        .poll(async () => (await fetch(`${b.base}/`)).text(), { timeout: BY_MESSAGE_MS, intervals: [100] })
        .toContain('"telephone":"(321) 555-0177"');
    } finally {
      a.child.kill("SIGTERM");
      b.child.kill("SIGTERM");
      await Promise.all([a.exited, b.exited]);
      await schema.drop();
    }
  });
});
