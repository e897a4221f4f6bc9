import { Secret, TOTP } from "otpauth";

import { E2E_OWNER_EMAIL } from "./constants";
import { FAULT_ADMIN_PASSWORD, TEST_ENGINES, startEngineServer } from "./fault-helpers";
import { expect, test } from "./fixtures";

type OwnServer = Awaited<ReturnType<typeof startEngineServer>>;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** A form post as the page's own script sends it (.data), from the client the proxy names. */
async function post(server: OwnServer, route: string, fields: Record<string, string>, from: string, cookie?: string) {
  const res = await fetch(`${server.base}${route}.data`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.base,
      "x-forwarded-for": from,
      ...(cookie ? { cookie } : {}),
    },
    body: form(fields),
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  await res.arrayBuffer();
  return res;
}

const sessionOf = (res: Response) => /admin_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];

for (const engine of TEST_ENGINES) {
  test.describe(`staff sign-in limits behind a proxy on ${engine.name}`, () => {
    test.skip(engine.skip, "needs the test PostgreSQL (TEST_DATABASE_URL)");
    test.setTimeout(120_000);

    let server: OwnServer;
    test.beforeEach(async () => {
      server = await startEngineServer(engine.name, "stafflimits");
    });
    test.afterEach(() => server.close());

    test("one account from many addresses: exactly 10 wrong passwords are checked, then the account is locked for everyone", async () => {
      // Two waves of six at once (each within the hashing queue's eight places), each from fresh addresses.
      const statuses: number[] = [];
      for (const wave of [0, 1]) {
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            post(server, "/admin/login", { email: E2E_OWNER_EMAIL, password: `wrong-${wave}-${i}` }, `198.51.${wave}.${i + 1}`),
          ),
        );
        statuses.push(...answers.map((r) => r.status));
      }
      expect(statuses.filter((s) => s === 401).length, statuses.join(",")).toBe(10);
      expect(statuses.filter((s) => s === 429).length, statuses.join(",")).toBe(2);
      const right = await post(server, "/admin/login", { email: E2E_OWNER_EMAIL, password: FAULT_ADMIN_PASSWORD }, "198.51.9.9");
      expect(right.status).toBe(429);
      // Another account is not locked by it.
      const other = await post(server, "/admin/login", { email: "nobody@shop.example", password: "x" }, "198.51.9.10");
      expect(other.status).toBe(401);
    });

    test("password resets: 8 at once from one /64 let 5 through; one account gets 3 requests from anywhere", async () => {
      const fromOne64 = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post(server, "/admin/reset", { email: `someone${i}@shop.example` }, `2001:db8:77:1::${(i + 1).toString(16)}`),
        ),
      );
      const statuses = fromOne64.map((r) => r.status);
      expect(statuses.filter((s) => s === 200).length, statuses.join(",")).toBe(5);
      expect(statuses.filter((s) => s === 429).length, statuses.join(",")).toBe(3);
      const oneAccount = await Promise.all(
        Array.from({ length: 6 }, (_, i) => post(server, "/admin/reset", { email: E2E_OWNER_EMAIL }, `2001:db8:78:${i + 1}::1`)),
      );
      const perAccount = oneAccount.map((r) => r.status);
      expect(perAccount.filter((s) => s === 200).length, perAccount.join(",")).toBe(3);
      expect(perAccount.filter((s) => s === 429).length, perAccount.join(",")).toBe(3);
    });

    test("second-factor codes: 8 wrong codes at once for one session let 5 be checked, then even the right code waits", async () => {
      const signIn = await post(server, "/admin/login", { email: E2E_OWNER_EMAIL, password: FAULT_ADMIN_PASSWORD }, "192.0.2.10");
      const cookie = sessionOf(signIn)!;
      const page = await fetch(`${server.base}/admin/account/second-factor`, {
        headers: { cookie, "x-forwarded-for": "192.0.2.10" },
      });
      const key = /Or type this key: <span[^>]*>([A-Z2-7 ]+)</.exec(await page.text())?.[1]?.replace(/ /g, "");
      expect(key).toBeTruthy();
      const totp = new TOTP({ secret: Secret.fromBase32(key!), digits: 6, period: 30, algorithm: "SHA1" });
      const enrolled = await post(
        server,
        "/admin/account/second-factor",
        { intent: "confirm", code: totp.generate() },
        "192.0.2.10",
        cookie,
      );
      expect(enrolled.status).toBe(200);

      const again = await post(server, "/admin/login", { email: E2E_OWNER_EMAIL, password: FAULT_ADMIN_PASSWORD }, "192.0.2.11");
      const waiting = sessionOf(again)!;
      // The new session waits for its code: only the code page opens.
      const codePage = await fetch(`${server.base}/admin/login/code`, { headers: { cookie: waiting }, redirect: "manual" });
      expect(codePage.status).toBe(200);
      const admin = await fetch(`${server.base}/admin/leads`, { headers: { cookie: waiting }, redirect: "manual" });
      expect(admin.headers.get("location")).toBe("/admin/login/code");
      const right = totp.generate({ timestamp: Date.now() + 30_000 });
      const wrong = right === "000000" ? "111111" : "000000";
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => post(server, "/admin/login/code", { code: wrong }, `192.0.2.${20 + i}`, waiting)),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length, statuses.join(",")).toBe(5);
      expect(statuses.filter((s) => s === 429).length, statuses.join(",")).toBe(3);
      const locked = await post(server, "/admin/login/code", { code: right }, "192.0.2.40", waiting);
      expect(locked.status).toBe(429);
    });
  });
}
