import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { createWorkQueue } from "~/lib/work-queue.server";

import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  countRecentLoginFailures,
  ensureAdminPassword,
  reserveLoginAttempt,
} from "./auth.server";
import { attemptSignIn } from "./sign-in.server";

const PASSWORD = "the-right-password-1";

describe.each(testDatabaseKinds())("sign-in attempts on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let dir: string;
  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-"));
    await ensureAdminPassword(handle.db, PASSWORD, { passwordFile: path.join(dir, "unused.txt") });
  });
  afterAll(async () => {
    await cleanup?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("admin_login_failures").execute();
  });

  const roomyQueue = () => createWorkQueue({ concurrency: 2, maxWaiting: 100 });

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
        attemptSignIn(handle.db, { password: `wrong-${i}`, clientAddress: "203.0.113.8", queue, now: t0 }),
      ),
    );
    expect(outcomes.filter((o) => o === "wrong").length).toBeLessThanOrEqual(LOGIN_FAILURE_LIMIT);
    expect(outcomes.filter((o) => o === "locked").length).toBeGreaterThanOrEqual(40 - LOGIN_FAILURE_LIMIT);
    expect(outcomes.every((o) => o === "wrong" || o === "locked")).toBe(true);

    const during = new Date(t0.getTime() + LOGIN_FAILURE_WINDOW_MS - 1000);
    expect(await attemptSignIn(handle.db, { password: PASSWORD, clientAddress: "203.0.113.8", queue, now: during })).toBe(
      "locked",
    );
    const after = new Date(t0.getTime() + LOGIN_FAILURE_WINDOW_MS + 1000);
    expect(await attemptSignIn(handle.db, { password: PASSWORD, clientAddress: "203.0.113.8", queue, now: after })).toBe("ok");
  });

  it("a successful sign-in gives its attempt back; a wrong one keeps it as a failure", async () => {
    const now = new Date("2026-03-03T12:00:00Z");
    const queue = roomyQueue();
    const signIn = (password: string) => attemptSignIn(handle.db, { password, clientAddress: "203.0.113.9", queue, now });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT - 1; i++) expect(await signIn(`wrong-${i}`)).toBe("wrong");
    expect(await signIn(PASSWORD)).toBe("ok");
    expect(await signIn(PASSWORD)).toBe("ok");
    expect(await countRecentLoginFailures(handle.db, "203.0.113.9", now)).toBe(LOGIN_FAILURE_LIMIT - 1);
    expect(await signIn("wrong-last")).toBe("wrong");
    expect(await signIn(PASSWORD)).toBe("locked");
  });

  it("past the hashing queue's places, answers busy at once and counts nothing against the address", async () => {
    const now = new Date("2026-03-04T12:00:00Z");
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 2 });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        attemptSignIn(handle.db, { password: "wrong", clientAddress: `192.0.2.${i}`, queue, now }),
      ),
    );
    expect(outcomes.filter((o) => o === "wrong")).toHaveLength(3);
    expect(outcomes.filter((o) => o === "busy")).toHaveLength(7);
    const counts = await Promise.all(outcomes.map((_, i) => countRecentLoginFailures(handle.db, `192.0.2.${i}`, now)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(queue.stats()).toEqual({ held: 0, running: 0 });
  });
});
