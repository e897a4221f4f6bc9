import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import {
  FAULT_ADMIN_PASSWORD,
  TEST_ENGINES,
  createSchema,
  diagnosisBody,
  nextAddress,
  startEngineServer,
  startOwnServer,
} from "./fault-helpers";
import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, test } from "./fixtures";
import { freeLoopbackPort } from "../net";
import { startServer, waitForHealthy } from "./process";

type OwnServer = Awaited<ReturnType<typeof startEngineServer>>;

/**
 * A form sign-in from the client the proxy names: as a browser without JavaScript sends it, or
 * with `asData` as the page's own script sends it (React Router's .data request, which answers
 * with the action's status but renders no page).
 */
function postSignIn(base: string, password: string, forwardedFor: string, { asData = false, email = E2E_OWNER_EMAIL } = {}) {
  return fetch(`${base}/admin/login${asData ? ".data" : ""}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, "x-forwarded-for": forwardedFor },
    body: new URLSearchParams({ email, password }).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(30_000),
  });
}

async function statusOf(response: Promise<Response>): Promise<number> {
  const res = await response;
  await res.arrayBuffer();
  return res.status;
}

async function stop(server: { child: OwnServer["child"]; exited: Promise<number | null> }) {
  server.child.kill("SIGTERM");
  await server.exited;
}

for (const engine of TEST_ENGINES) {
  test.describe(`sign-in limits on ${engine.name}`, () => {
    test.skip(engine.skip, "needs the test PostgreSQL (TEST_DATABASE_URL)");
    test.setTimeout(120_000);

    let server: OwnServer;
    test.beforeEach(async () => {
      server = await startEngineServer(engine.name, "abuse");
    });
    test.afterEach(() => server.close());

    test("40 parallel wrong sign-ins from one address: at most 5 answered 401, the rest 429; then the right password is refused too", async () => {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          statusOf(postSignIn(server.base, `wrong-password-${i}`, "203.0.113.7", { asData: true })),
        ),
      );
      const wrong = statuses.filter((s) => s === 401).length;
      expect(wrong, statuses.join(",")).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length, statuses.join(",")).toBe(40 - wrong);
      const right = await postSignIn(server.base, FAULT_ADMIN_PASSWORD, "203.0.113.7");
      expect(right.status).toBe(429);
      expect(right.headers.get("retry-after")).toBe("900");
      expect(right.headers.get("set-cookie")).toBeNull();
      expect(await right.text()).toContain("Too many failed sign-ins from your address or for this account.");
      // Another address is not affected.
      expect(await statusOf(postSignIn(server.base, FAULT_ADMIN_PASSWORD, "198.51.100.50"))).toBe(302);
    });

    test("TRUST_PROXY=true: 30 sign-ins whose X-Forwarded-For starts with a different made-up address are limited as one client", async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 30; i++) {
        statuses.push(await statusOf(postSignIn(server.base, "wrong-password", `10.0.0.${i}, 203.0.113.7`)));
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual(Array(25).fill(429));
    });

    test("a spoofed left-most X-Forwarded-For address cannot lock someone else out", async () => {
      // The attacker (203.0.113.99, as the proxy appended) writes the victim's address first.
      for (let i = 0; i < 8; i++) await statusOf(postSignIn(server.base, "wrong-password", "198.51.100.23, 203.0.113.99"));
      expect(await statusOf(postSignIn(server.base, "wrong-password", "203.0.113.99"))).toBe(429);
      // The victim, arriving through the same proxy, can still sign in.
      const victim = await postSignIn(server.base, FAULT_ADMIN_PASSWORD, "198.51.100.23");
      expect(victim.status).toBe(302);
      expect(victim.headers.get("set-cookie")).toContain("admin_session=");
    });
  });
}

for (const engine of TEST_ENGINES) {
  test.describe(`booking and repair lookup limits behind a proxy on ${engine.name}`, () => {
    test.skip(engine.skip, "needs the test PostgreSQL (TEST_DATABASE_URL)");
    test.setTimeout(90_000);
    let server: OwnServer;
    test.beforeAll(async () => {
      server = await startEngineServer(engine.name, "burst");
    });
    test.afterAll(() => server?.close());

    // Each request's left-most X-Forwarded-For is a different made-up address; the proxy (this
    // machine, TRUST_PROXY=true) appended the real one, which is what is counted.
    const forwarded = (i: number, client: string) => `10.${i % 250}.${i % 7}.9, ${client}`;

    test("25 bookings at once from one client: 10 reach the booking checks, 15 get 429", async () => {
      const client = "203.0.113.60";
      const statuses = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          statusOf(
            fetch(`${server.base}/api/book-slot`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: server.base, "x-forwarded-for": forwarded(i, client) },
              // A window never on offer: the limit is checked first, and nothing is written.
              body: JSON.stringify({
                day: "2000-01-03",
                start: "09:00",
                issue: "slow",
                description: "Burst",
                userInfo: {
                  name: `Burst Visitor ${i}`,
                  email: `burst${i}@example.com`,
                  phone: "",
                  timestamp: new Date().toISOString(),
                },
              }),
            }),
          ),
        ),
      );
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect(statuses.filter((s) => s !== 429).every((s) => s === 422)).toBe(true);
      // Another client behind the same proxy is not affected.
      const other = await fetch(`${server.base}/api/book-slot`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base, "x-forwarded-for": "203.0.113.61" },
        body: "{}",
      });
      expect(other.status).toBe(400);
    });

    test("25 repair lookups at once from one client: 10 are answered, 15 get 429", async () => {
      const client = "203.0.113.62";
      const statuses = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          statusOf(
            fetch(`${server.base}/repair`, {
              method: "POST",
              headers: {
                "content-type": "application/x-www-form-urlencoded",
                origin: server.base,
                "x-forwarded-for": forwarded(i, client),
              },
              // A different unknown number each time, so only the per-address limit is in play.
              body: new URLSearchParams({ number: `SC-2611-${String(9000 + i)}`, contact: "nobody@example.com" }).toString(),
              redirect: "manual",
            }),
          ),
        ),
      );
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      expect(statuses.filter((s) => s !== 429).every((s) => s === 404)).toBe(true);
    });
  });
}

/** 64 addresses of one IPv6 /64, each spelled its own way (case, leading zeros, zero runs, a dotted tail). */
function addressesOf64(prefix: string): string[] {
  return Array.from({ length: 64 }, (_, i) => {
    const low = (i * 0x9e37 + 1) & 0xffff;
    switch (i % 4) {
      case 0:
        return `${prefix}::${low.toString(16)}`;
      case 1:
        return `${prefix}:0:0:${i.toString(16)}:${low.toString(16).toUpperCase()}`;
      case 2:
        return `${prefix.toUpperCase()}:${i.toString(16).padStart(4, "0")}:0000:0000:${low.toString(16).padStart(4, "0")}`;
      default:
        return `${prefix}::${i}.0.2.${low & 255}`;
    }
  });
}

for (const engine of TEST_ENGINES) {
  test.describe(`IPv6 clients behind a proxy on ${engine.name}`, () => {
    test.skip(engine.skip, "needs the test PostgreSQL (TEST_DATABASE_URL)");
    test.setTimeout(120_000);
    let server: OwnServer;
    test.beforeAll(async () => {
      server = await startEngineServer(engine.name, "ipv6");
    });
    test.afterAll(() => server?.close());

    // The proxy (this machine, TRUST_PROXY=true) appended the client's address; the left-most
    // entry is one the client wrote itself and counts for nothing.
    const from = (address: string) => ({ "x-forwarded-for": `10.9.9.9, ${address}` });

    test("64 addresses of one /64, all at once, share one budget on booking, diagnose and the repair lookup", async () => {
      const post = (apiPath: string, address: string, body: string, type: string) =>
        statusOf(
          fetch(server.base + apiPath, {
            method: "POST",
            headers: { "content-type": type, origin: server.base, ...from(address) },
            body,
            redirect: "manual",
          }),
        );
      const cases = [
        { apiPath: "/api/book-slot", prefix: "2001:db8:e2e:b", body: () => "{}", type: "application/json", answered: 400 },
        { apiPath: "/api/diagnose.php", prefix: "2001:db8:e2e:d", body: () => "{}", type: "application/json", answered: 400 },
        {
          apiPath: "/repair",
          prefix: "2001:db8:e2e:1",
          body: (i: number) =>
            new URLSearchParams({ number: `SC-2611-${String(8000 + i)}`, contact: "nobody@example.com" }).toString(),
          type: "application/x-www-form-urlencoded",
          answered: 404,
        },
      ];
      for (const c of cases) {
        const statuses = await Promise.all(addressesOf64(c.prefix).map((a, i) => post(c.apiPath, a, c.body(i), c.type)));
        expect(
          statuses.filter((s) => s === 429),
          `${c.apiPath}: ${statuses.join(",")}`,
        ).toHaveLength(54);
        expect(
          statuses.filter((s) => s === c.answered),
          `${c.apiPath}: ${statuses.join(",")}`,
        ).toHaveLength(10);
        // The next /64 over is another client.
        expect(await post(c.apiPath, `${c.prefix}f::1`, c.body(99), c.type), c.apiPath).toBe(c.answered);
      }
    });

    test("64 addresses of one /64 share one address's sign-in attempts; the browser that signed in before still signs in from there", async () => {
      const statuses = await Promise.all(
        addressesOf64("2001:db8:e2e:5").map((a, i) =>
          statusOf(postSignIn(server.base, `wrong-password-${i}`, a, { asData: true })),
        ),
      );
      expect(statuses.filter((s) => s === 401).length, statuses.join(",")).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length, statuses.join(",")).toBeGreaterThanOrEqual(59);
      const locked = await postSignIn(server.base, FAULT_ADMIN_PASSWORD, "2001:DB8:E2E:5:FFFF:FFFF:FFFF:FFFE");
      expect(locked.status).toBe(429);
      expect(await locked.text()).toContain("Too many failed sign-ins from your address or for this account.");

      // The owner signed in earlier from another network; that browser keeps its cookie.
      const earlier = await postSignIn(server.base, FAULT_ADMIN_PASSWORD, "2001:db8:e2e:6::1");
      expect(earlier.status).toBe(302);
      const device = /admin_device=[^;]+/.exec(earlier.headers.get("set-cookie") ?? "")?.[0];
      expect(device).toBeTruthy();
      expect(earlier.headers.get("set-cookie")).toMatch(
        /admin_device=[^;]+; Path=\/admin; HttpOnly; SameSite=Strict; Max-Age=\d+/,
      );
      const owner = await fetch(`${server.base}/admin/login`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: server.base,
          cookie: device!,
          "x-forwarded-for": "2001:db8:e2e:5::1234",
        },
        body: new URLSearchParams({ email: E2E_OWNER_EMAIL, password: FAULT_ADMIN_PASSWORD }).toString(),
        redirect: "manual",
      });
      expect(owner.status).toBe(302);
      expect(owner.headers.get("set-cookie")).toContain("admin_session=");
      // A made-up cookie is no known browser.
      const forged = await fetch(`${server.base}/admin/login`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: server.base,
          cookie: `admin_device=${"A".repeat(22)}.${"B".repeat(43)}`,
          "x-forwarded-for": "2001:db8:e2e:5::1235",
        },
        body: new URLSearchParams({ email: E2E_OWNER_EMAIL, password: FAULT_ADMIN_PASSWORD }).toString(),
        redirect: "manual",
      });
      expect(forged.status).toBe(429);
    });
  });
}

test.describe("the server under a sign-in burst", () => {
  test.setTimeout(120_000);

  // How fast pages stay during the burst is measured by `npm run bench signin` against the same
  // burst without hashing, in the same run. Here: every page still answers, each sign-in is
  // refused (401) or turned away at once past the hashing queue's places (429), and the server
  // holds no queue place once the burst is over.
  test("pages keep answering while 100 sign-ins arrive at once; past the hashing queue the rest are turned away", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-burst-"));
    const server = await startOwnServer(`file:${path.join(dir, "site.db")}`);
    // As the sign-in form sends it from a browser with JavaScript (React Router's .data request),
    // each for an account of its own, so no account's own limit is what turns them away.
    let n = 0;
    const signIn = () =>
      statusOf(postSignIn(server.base, "wrong-password", nextAddress(), { asData: true, email: `burst-${++n}@shop.example` }));
    try {
      let done = false;
      const burst = Promise.all(Array.from({ length: 100 }, signIn)).finally(() => (done = true));
      const pages: number[] = [];
      const reader = async () => {
        while (!done || pages.length < 20) pages.push(await statusOf(fetch(`${server.base}/`)));
      };
      await Promise.all([reader(), reader()]);
      const statuses = await burst;
      expect(
        pages.every((s) => s === 200),
        pages.join(","),
      ).toBe(true);
      expect(
        statuses.every((s) => s === 401 || s === 429),
        statuses.join(","),
      ).toBe(true);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
      // The next sign-in, from a fresh address, is hashed and answered again.
      expect(await signIn()).toBe(401);
    } finally {
      await stop(server);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("two app servers on one PostgreSQL", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "needs the test PostgreSQL (TEST_DATABASE_URL)");
  test.setTimeout(120_000);

  test("share the per-address limits of the diagnose and click APIs", async () => {
    const schema = await createSchema("limits");
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.searchParams.set("options", `-c search_path=${schema.name}`);
    const a = await startOwnServer(url.toString());
    const b = await startOwnServer(url.toString());
    const post = (base: string, apiPath: string, body: unknown, from: string) =>
      statusOf(
        fetch(base + apiPath, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": from },
          body: JSON.stringify(body),
        }),
      );
    try {
      const visitor = "203.0.113.40";
      for (let i = 0; i < 5; i++) {
        expect(await post(a.base, "/api/diagnose.php", diagnosisBody(`Shared limit ${i}a`), visitor)).toBe(201);
        expect(await post(b.base, "/api/diagnose.php", diagnosisBody(`Shared limit ${i}b`), visitor)).toBe(201);
      }
      expect(await post(a.base, "/api/diagnose.php", diagnosisBody("One too many on A"), visitor)).toBe(429);
      expect(await post(b.base, "/api/diagnose.php", diagnosisBody("One too many on B"), visitor)).toBe(429);
      expect(await post(b.base, "/api/diagnose.php", diagnosisBody("Someone else"), "203.0.113.41")).toBe(201);

      const clicker = "203.0.113.42";
      const click = { kind: "product", id: 1 };
      for (let i = 0; i < 15; i++) {
        expect(await post(a.base, "/api/affiliate-click.php", click, clicker)).toBe(204);
        expect(await post(b.base, "/api/affiliate-click.php", click, clicker)).toBe(204);
      }
      expect(await post(a.base, "/api/affiliate-click.php", click, clicker)).toBe(429);
      expect(await post(b.base, "/api/affiliate-click.php", click, clicker)).toBe(429);
    } finally {
      await Promise.all([stop(a), stop(b)]);
      await schema.drop();
    }
  });
});

test.describe("the admin password across restarts", () => {
  test.setTimeout(120_000);

  test("a password rotated with npm run admin:password survives a restart with the old ADMIN_PASSWORD, and the start says so", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-rotate-"));
    const databaseUrl = `file:${path.join(dir, "site.db")}`;
    try {
      const first = await startOwnServer(databaseUrl, { ADMIN_PASSWORD: "first-password-123" });
      await stop(first);

      const { execFileSync } = await import("node:child_process");
      const out = execFileSync(
        process.execPath,
        [path.join("node_modules", "tsx", "dist", "cli.mjs"), "scripts/admin-password.ts", "rotated-password-456"],
        { env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl }, encoding: "utf8" },
      );
      expect(out).toContain("Password changed for the owner");

      const again = await startOwnServer(databaseUrl, { ADMIN_PASSWORD: "first-password-123", LOG_LEVEL: "info" });
      try {
        expect(await statusOf(postSignIn(again.base, "first-password-123", nextAddress()))).toBe(401);
        expect(await statusOf(postSignIn(again.base, "rotated-password-456", nextAddress()))).toBe(302);
        const { stdout, stderr } = again.output();
        expect(stdout + stderr).toContain("ADMIN_PASSWORD differs from the owner's stored password, which stays in force");
        expect(stdout + stderr).not.toContain("first-password-123");
      } finally {
        await stop(again);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a generated password is written once to an owner-only file beside the database, and the log says only where", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-generated-"));
    const port = await freeLoopbackPort();
    const file = path.join(dir, "admin-password.txt");
    const s = startServer({ PORT: String(port), DATABASE_URL: `file:${path.join(dir, "site.db")}`, TRUST_PROXY: "true" });
    try {
      await waitForHealthy(port, s.child);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(file, "utf8").trim();
      expect(password).toMatch(/^\w{20}$/);
      const { stdout, stderr } = s.output();
      expect(stdout + stderr).toContain(file);
      expect(stdout + stderr).not.toContain(password);
      expect(await statusOf(postSignIn(`http://127.0.0.1:${port}`, password, nextAddress()))).toBe(302);
    } finally {
      s.child.kill("SIGTERM");
      await s.exited;
    }
    // A second start leaves the file and the password as they are.
    const before = fs.readFileSync(file, "utf8");
    const again = startServer({ PORT: String(port), DATABASE_URL: `file:${path.join(dir, "site.db")}` });
    try {
      await waitForHealthy(port, again.child);
      expect(fs.readFileSync(file, "utf8")).toBe(before);
      expect(again.output().stdout + again.output().stderr).not.toContain("admin-password.txt");
    } finally {
      again.child.kill("SIGTERM");
      await again.exited;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

test.describe("hostile requests to the admin", () => {
  test("a session cookie that is not valid percent-encoding is treated as signed out on pages and APIs", async ({ request }) => {
    const headers = { cookie: "admin_session=%" };
    const leads = await request.get("/admin/leads", { headers, maxRedirects: 0 });
    expect(leads.status()).toBe(302);
    expect(leads.headers()["location"]).toBe("/admin/login?redirectTo=%2Fadmin%2Fleads");
    expect((await request.get("/admin/leads.csv", { headers, maxRedirects: 0 })).status()).toBe(302);
    expect((await request.get("/admin/login", { headers })).status()).toBe(200);
    const api = await request.post("/api/add-product.php", { headers, data: {} });
    expect(api.status()).toBe(401);
    expect(await api.json()).toEqual({ success: false, error: "Sign in required" });
  });

  test("after sign-in, a redirect target that a browser would read as another host goes to the dashboard", async ({
    baseURL,
  }) => {
    for (const redirectTo of ["/admin/..//evil.example", "/admin/%2e%2e/%2e%2e//evil.example", "/\t/evil.example/admin"]) {
      const res = await fetch(`${baseURL}/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
        body: new URLSearchParams({ email: E2E_OWNER_EMAIL, password: E2E_ADMIN_PASSWORD, redirectTo }).toString(),
        redirect: "manual",
      });
      expect(res.status, redirectTo).toBe(302);
      expect(res.headers.get("location"), redirectTo).toBe("/admin");
    }
  });
});
