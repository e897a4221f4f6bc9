import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { createWorkQueue } from "~/lib/work-queue.server";

import { insertStaff } from "../../../tests/staff";

import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  countRecentLoginFailures,
  ensureOwner,
  reserveLoginAttempt,
  setStaffPassword,
} from "./auth.server";
import { KNOWN_DEVICE_COOKIE, knownDeviceCookie, readKnownDevice } from "./known-device.server";
import { ACCOUNT_FAILURE_LIMIT, attemptSignIn } from "./sign-in.server";

const PASSWORD = "the-right-password-1";
const EMAIL = "owner@shop.test";
/** The per-account lane's name, as attemptSignIn counts it. */
const accountLane = (email: string) => `account:${email}`;

/** The browser's Cookie header after a successful sign-in (as the owner unless `userId`) set the known-device cookie. */
async function deviceCookieHeader(db: DbHandle["db"], userId?: number): Promise<string> {
  const owner =
    userId ?? (await db.selectFrom("staff_users").select("id").where("email", "=", EMAIL).executeTakeFirstOrThrow()).id;
  const setCookie = await knownDeviceCookie(db, new Request("http://site.test/admin/login", { method: "POST" }), owner);
  return setCookie.split(";")[0]!;
}

const signInRequest = (cookie?: string) =>
  new Request("http://site.test/admin/login", { method: "POST", headers: cookie ? { cookie } : {} });

describe.each(testDatabaseKinds())("sign-in attempts on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-"));
    await ensureOwner(handle.db, PASSWORD, { passwordFile: path.join(dir, "unused.txt"), ownerEmail: EMAIL });
  });
  afterAll(async () => {
    await cleanup?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("admin_login_failures").execute();
  });

  const roomyQueue = () => createWorkQueue({ concurrency: 2, maxWaiting: 100 });
  /** attemptSignIn's outcome alone. */
  const signIn = async (input: Parameters<typeof attemptSignIn>[1]) => (await attemptSignIn(handle.db, input)).outcome;

  it("40 parallel reservations from one address: exactly the limit get through", async () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const attempts = await Promise.all(Array.from({ length: 40 }, () => reserveLoginAttempt(handle.db, "203.0.113.7", now)));
    expect(attempts.filter((a) => a.reserved)).toHaveLength(LOGIN_FAILURE_LIMIT);
    expect(await countRecentLoginFailures(handle.db, "203.0.113.7", now)).toBe(LOGIN_FAILURE_LIMIT);
    expect((await reserveLoginAttempt(handle.db, "198.51.100.1", now)).reserved).toBe(true);
  });

  it("40 parallel wrong passwords: at most 5 are checked, the rest locked out; the right one is locked out until the window passes", async () => {
    const t0 = new Date("2026-03-02T12:00:00Z");
    const queue = roomyQueue();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn({ email: EMAIL, password: `wrong-${i}`, clientAddress: "203.0.113.8", queue, now: t0 }),
      ),
    );
    expect(outcomes.filter((o) => o === "wrong").length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(outcomes.filter((o) => o === "locked").length).toBeGreaterThanOrEqual(40 - LOGIN_FAILURE_LIMIT);
    expect(outcomes.every((o) => o === "wrong" || o === "locked")).toBe(true);

    const during = new Date(t0.getTime() + LOGIN_FAILURE_WINDOW_MS - 1000);
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "203.0.113.8", queue, now: during })).toBe("locked");
    const after = new Date(t0.getTime() + LOGIN_FAILURE_WINDOW_MS + 1000);
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "203.0.113.8", queue, now: after })).toBe("ok");
  });

  it("a successful sign-in gives its attempt back; a wrong one keeps it as a failure", async () => {
    const now = new Date("2026-03-03T12:00:00Z");
    const queue = roomyQueue();
    const withPassword = (password: string) => signIn({ email: EMAIL, password, clientAddress: "203.0.113.9", queue, now });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect(await withPassword(`wrong-${i}`)).toBe("wrong");
    expect(await withPassword(PASSWORD)).toBe("ok");
    expect(await withPassword(PASSWORD)).toBe("ok");
    expect(await countRecentLoginFailures(handle.db, "203.0.113.9", now)).toBe(LOGIN_FAILURE_LIMIT - 1);
    expect(await countRecentLoginFailures(handle.db, accountLane(EMAIL), now)).toBe(LOGIN_FAILURE_LIMIT - 1);
    expect(await withPassword("wrong-last")).toBe("wrong");
    expect(await withPassword(PASSWORD)).toBe("locked");
  });

  it("past the hashing queue's places, answers busy at once and counts nothing against the address", async () => {
    const now = new Date("2026-03-04T12:00:00Z");
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn({ email: EMAIL, password: "wrong", clientAddress: `192.0.2.${i}`, queue, now }),
      ),
    );
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(3);
    expect(outcomes.filter((o) => o === "busy")).toHaveLength(7);
    const counts = await Promise.all(outcomes.map((_, i) => countRecentLoginFailures(handle.db, `192.0.2.${i}`, now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(queue.stats()).toEqual({ held: 0, running: 0 });
  });

  it("64 addresses of one IPv6 /64, 64 at once, share one address's 5 attempts; another /64 is not affected", async () => {
    const now = new Date("2026-03-05T12:00:00Z");
    const queue = roomyQueue();
    const addresses = Array.from({ length: 64 }, (_, i) => `2001:db8:5:1:${i.toString(16)}:${(i * 7).toString(16)}::${i + 1}`);
    const outcomes = await Promise.all(
      addresses.map((clientAddress, i) => signIn({ email: EMAIL, password: `wrong-${i}`, clientAddress, queue, now })),
    );
    expect(outcomes.filter((o) => o === "wrong").length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(outcomes.filter((o) => o === "locked").length).toBeGreaterThanOrEqual(64 - LOGIN_FAILURE_LIMIT);
    // Even the right password, from yet another address of that /64, spelled another way.
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "2001:0DB8:0005:0001:FFFF::1", queue, now })).toBe(
      "locked",
    );
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "2001:db8:5:2::1", queue, now })).toBe("ok");
  });

  it("a flood from many /64s that fills the hashing queue turns others away, but the browser that signed in before still signs in", async () => {
    const now = new Date("2026-03-06T12:00:00Z");
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 6 });
    const deviceQueue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const device = await readKnownDevice(handle.db, signInRequest(await deviceCookieHeader(handle.db)));
    expect(device).toEqual({ id: expect.any(String), userId: expect.any(Number) });
    const flood = Array.from({ length: 40 }, (_, i) =>
      signIn({
        email: EMAIL,
        password: `wrong-${i}`,
        clientAddress: `2001:db8:${(0x100 + i).toString(16)}::1`,
        queue,
        deviceQueue,
        now,
      }),
    );
    // The owner, arriving in the middle of the flood: without the cookie turned away, with it let in.
    const anonymous = signIn({ email: EMAIL, password: PASSWORD, clientAddress: "2001:db8:ffff::7", queue, deviceQueue, now });
    const owner = signIn({
      email: EMAIL,
      password: PASSWORD,
      clientAddress: "2001:db8:ffff::7",
      device,
      queue,
      deviceQueue,
      now,
    });
    const outcomes = await Promise.all(flood);
    expect(outcomes.filter((o) => o === "busy")).toHaveLength(40 - 8);
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(8);
    expect(await anonymous).toBe("busy");
    expect(await owner).toBe("ok");
    expect(queue.stats()).toEqual({ held: 0, running: 0 });
    expect(deviceQueue.stats()).toEqual({ held: 0, running: 0 });
  });

  it("the known browser is counted on a lane of its own: its address's lock-out does not stop it, and it has its own 5 failures", async () => {
    const now = new Date("2026-03-07T12:00:00Z");
    const queue = roomyQueue();
    const cookie = await deviceCookieHeader(handle.db);
    const device = await readKnownDevice(handle.db, signInRequest(cookie));
    // Someone in the owner's /64 (a shared network) uses up its attempts.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await signIn({ email: EMAIL, password: `wrong-${i}`, clientAddress: `2001:db8:7:7::${i + 10}`, queue, now })).toBe(
        "wrong",
      );
    }
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "2001:db8:7:7::1", queue, now })).toBe("locked");
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "2001:db8:7:7::1", device, queue, now })).toBe("ok");

    // An altered or made-up cookie is no known browser.
    const [name, value] = cookie.split("=") as [string, string];
    expect(name).toBe(KNOWN_DEVICE_COOKIE);
    const altered = `${name}=${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`;
    for (const bad of [altered, `${name}=`, `${name}=%`, `${name}=${"x".repeat(5000)}`, "other=1"]) {
      expect(await readKnownDevice(handle.db, signInRequest(bad)), bad.slice(0, 40)).toBeNull();
    }

    // The lane's own failures: 5 wrong passwords, then even the right one waits for the window.
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect(await signIn({ email: EMAIL, password: `bad-${i}`, clientAddress: "198.51.100.9", device, queue, now })).toBe(
        "wrong",
      );
    }
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "198.51.100.9", device, queue, now })).toBe("locked");
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "198.51.100.9", queue, now })).toBe("ok");
  });

  it("12 parallel wrong passwords for one account from 12 addresses: exactly the account's limit are checked; the owner's known browser still signs in", async () => {
    const now = new Date("2026-03-08T12:00:00Z");
    const queue = roomyQueue();
    // One account, however its e-mail is typed.
    const spellings = [EMAIL, EMAIL.toUpperCase(), ` ${EMAIL} `, "Owner@Shop.Test"];
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn({
          email: spellings[i % spellings.length]!,
          password: `wrong-${i}`,
          clientAddress: `198.51.100.${20 + i}`,
          queue,
          now,
        }),
      ),
    );
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    expect(outcomes.filter((o) => o === "locked")).toHaveLength(12 - ACCOUNT_FAILURE_LIMIT);
    expect(await countRecentLoginFailures(handle.db, accountLane(EMAIL), now)).toBe(ACCOUNT_FAILURE_LIMIT);
    // No address came near its own limit: it is the account's lane that holds.
    for (let i = 0; i < 12; i++)
      expect(await countRecentLoginFailures(handle.db, `198.51.100.${20 + i}`, now)).toBeLessThanOrEqual(1);

    // Even the right password, from an address never seen, waits for the window.
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "192.0.2.200", queue, now })).toBe("locked");
    // Another account from one of those addresses is not affected.
    const other = await insertStaff(handle.db, { role: "technician" });
    expect(await signIn({ email: other.email, password: other.password, clientAddress: "198.51.100.20", queue, now })).toBe("ok");
    // The owner's own browser has a lane of its own.
    const device = await readKnownDevice(handle.db, signInRequest(await deviceCookieHeader(handle.db)));
    const owner = await attemptSignIn(handle.db, {
      email: EMAIL,
      password: PASSWORD,
      clientAddress: "192.0.2.200",
      device,
      queue,
      now,
    });
    expect(owner).toMatchObject({ outcome: "ok", user: { email: EMAIL, role: "owner" } });
    // The cookie is the owner's lane only: another account typed in that browser is counted as usual.
    const stranger = await attemptSignIn(handle.db, {
      email: "stranger@shop.test",
      password: "x",
      clientAddress: "192.0.2.201",
      device,
      queue,
      now,
    });
    expect(stranger.outcome).toBe("wrong");
    expect(await countRecentLoginFailures(handle.db, accountLane("stranger@shop.test"), now)).toBe(1);
    const after = new Date(now.getTime() + LOGIN_FAILURE_WINDOW_MS + 1000);
    expect(await signIn({ email: EMAIL, password: PASSWORD, clientAddress: "192.0.2.200", queue, now: after })).toBe("ok");
  });

  it("answers an unknown e-mail and an unaccepted invitation as a wrong password, and a deactivated account's right password as switched off", async () => {
    const now = new Date("2026-03-09T12:00:00Z");
    const queue = roomyQueue();
    expect(await signIn({ email: "nobody@shop.test", password: PASSWORD, clientAddress: "192.0.2.50", queue, now })).toBe(
      "wrong",
    );
    const gone = await insertStaff(handle.db, { role: "front_desk" });
    expect(await signIn({ email: gone.email, password: gone.password, clientAddress: "192.0.2.51", queue, now })).toBe("ok");
    await handle.db.updateTable("staff_users").set({ active: 0 }).where("id", "=", gone.id).execute();
    expect(await signIn({ email: gone.email, password: gone.password, clientAddress: "192.0.2.51", queue, now })).toBe(
      "inactive",
    );
    // A wrong password for it says nothing about the account.
    expect(await signIn({ email: gone.email, password: "not-theirs", clientAddress: "192.0.2.51", queue, now })).toBe("wrong");
    const invited = await insertStaff(handle.db, { role: "technician" });
    await handle.db.updateTable("staff_users").set({ password_hash: null }).where("id", "=", invited.id).execute();
    for (const password of ["", invited.password]) {
      expect(await signIn({ email: invited.email, password, clientAddress: "192.0.2.52", queue, now })).toBe("wrong");
    }
  });

  it("a new password turns the browsers known before into ordinary ones", async () => {
    const user = await insertStaff(handle.db, { role: "front_desk" });
    const cookie = await deviceCookieHeader(handle.db, user.id);
    expect(await readKnownDevice(handle.db, signInRequest(cookie))).toEqual({ id: expect.any(String), userId: user.id });
    await setStaffPassword(handle.db, user.id, "a-fresh-password-after-a-leak");
    expect(await readKnownDevice(handle.db, signInRequest(cookie))).toBeNull();
  });
});
