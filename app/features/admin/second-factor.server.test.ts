import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { insertStaff, totpCode } from "../../../tests/staff";
import type { DbHandle } from "~/db/client.server";
import { parseConfig, setConfig } from "~/lib/config.server";
import { decryptPasscode, forgetPasscodeKey } from "~/lib/secret-box.server";

import { isValidAdminSession, readStaffSession } from "./auth.server";
import {
  RECOVERY_CODE_COUNT,
  beginEnrolment,
  checkSecondFactor,
  confirmEnrolment,
  countRecoveryCodes,
  pendingEnrolment,
  removeSecondFactor,
} from "./second-factor.server";
import { passwordAccepted, submitSecondFactor } from "./sign-in-flow.server";

const STEP_MS = 30_000;
/** 10 s into a 30-second step, so ± a few seconds never crosses into the next. */
const T0 = new Date(Math.floor(Date.parse("2026-05-04T10:00:00Z") / STEP_MS) * STEP_MS + 10_000);
const at = (steps: number) => new Date(T0.getTime() + steps * STEP_MS);

/** A six-digit code that is none of the codes for the steps around `when`. */
function wrongCode(secret: string, when: Date): string {
  const near = new Set([-1, 0, 1].map((d) => totpCode(secret, when.getTime() + d * STEP_MS)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}

describe.each(testDatabaseKinds())("the second factor on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;
  beforeAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({ SITE_URL: "http://site.test", TICKET_SECRET_KEY: "b2".repeat(32) }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    forgetPasscodeKey();
    setConfig(parseConfig({}));
    await cleanup?.();
  });

  /** A user enrolled at step 0: their secret and recovery codes. */
  const enrolled = async () => {
    const user = await insertStaff(db(), { role: "technician" });
    const { secret } = await beginEnrolment(db(), user, T0);
    const codes = await confirmEnrolment(db(), user.id, totpCode(secret, T0), T0);
    if (!codes) throw new Error("enrolment not confirmed");
    return { user, secret, codes };
  };

  it("enrols: a wrong code is refused, the right one turns it on and returns ten recovery codes; the secret is stored encrypted", async () => {
    const user = await insertStaff(db(), { role: "owner" });
    const enrolment = await beginEnrolment(db(), user, T0);
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr.size).toBeGreaterThan(20);
    expect(enrolment.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(await pendingEnrolment(db(), user)).toMatchObject({ secret: enrolment.secret });

    // Pending, not yet in force: nothing to check at sign-in.
    const pending = await db()
      .selectFrom("staff_users")
      .select(["totp_secret", "totp_pending"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(pending.totp_secret).toBeNull();
    expect(pending.totp_pending).not.toContain(enrolment.secret);
    expect(await checkSecondFactor(db(), user.id, totpCode(enrolment.secret, T0), T0)).toBeNull();

    expect(await confirmEnrolment(db(), user.id, wrongCode(enrolment.secret, T0), T0)).toBeNull();
    expect(await confirmEnrolment(db(), user.id, "12345", T0)).toBeNull();
    expect(
      (await db().selectFrom("staff_users").select("totp_secret").where("id", "=", user.id).executeTakeFirstOrThrow())
        .totp_secret,
    ).toBeNull();

    const codes = await confirmEnrolment(db(), user.id, ` ${totpCode(enrolment.secret, T0)} `, T0);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes!) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(await countRecoveryCodes(db(), user.id)).toBe(10);

    const row = await db()
      .selectFrom("staff_users")
      .select(["totp_secret", "totp_pending"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.totp_pending).toBeNull();
    expect(row.totp_secret).not.toBeNull();
    expect(row.totp_secret).not.toContain(enrolment.secret);
    expect(row.totp_secret!.toUpperCase()).not.toContain(enrolment.secret);
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(decryptPasscode(row.totp_secret!)).toBe(enrolment.secret);
    // Only hashes of the recovery codes are kept.
    const stored = await db().selectFrom("staff_recovery_codes").select("code_hash").where("user_id", "=", user.id).execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes!.some((c) => code_hash.includes(c.replace(/-/g, "")))).toBe(false);
    }
    // The code that confirmed enrolment has been spent.
    expect(await checkSecondFactor(db(), user.id, totpCode(enrolment.secret, T0), T0)).toBeNull();
    // A second confirmation of the same enrolment does nothing.
    expect(await confirmEnrolment(db(), user.id, totpCode(enrolment.secret, at(1)), at(1))).toBeNull();
  });

  it("accepts a current code once, never twice", async () => {
    const { user, secret } = await enrolled();
    const code = totpCode(secret, at(1));
    expect(await checkSecondFactor(db(), user.id, code, at(1))).toBe("code");
    expect(await checkSecondFactor(db(), user.id, code, at(1))).toBeNull();
    expect(await checkSecondFactor(db(), user.id, code, new Date(at(1).getTime() + 5000))).toBeNull();
    expect(await checkSecondFactor(db(), user.id, wrongCode(secret, at(2)), at(2))).toBeNull();
    // Spaces inside, as some apps show it.
    const next = totpCode(secret, at(2));
    expect(await checkSecondFactor(db(), user.id, `${next.slice(0, 3)} ${next.slice(3)}`, at(2))).toBe("code");
  });

  it("accepts a code from one step before or after (a phone's clock a little off), never three steps away", async () => {
    const { user, secret } = await enrolled();
    // One step behind: the code of step 2, at step 3.
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(2)), at(3))).toBe("code");
    // One step ahead: the code of step 6, at step 5.
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(6)), at(5))).toBe("code");
    // Three steps ahead: the code of step 11 at step 8, refused; the same code at its own step passes.
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(11)), at(8))).toBeNull();
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(11)), at(11))).toBe("code");
    // Three steps behind: the code of step 12 at step 15 (never used, later than the last one), refused.
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(12)), at(15))).toBeNull();
    // An earlier step than the last one accepted, though within the drift, is never taken.
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(16)), at(16))).toBe("code");
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(15)), at(16))).toBeNull();
    // Only one step either way: two steps ahead or behind is refused too.
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(19)), at(17))).toBeNull();
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(18)), at(20))).toBeNull();
  });

  it("8 parallel checks of the same fresh code: exactly one is accepted", async () => {
    const { user, secret } = await enrolled();
    const code = totpCode(secret, at(20));
    const results = await Promise.all(Array.from({ length: 8 }, () => checkSecondFactor(db(), user.id, code, at(20))));
    expect(results.filter((r) => r === "code")).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(7);
  });

  it("a recovery code works once, however it is typed; never twice, even in parallel", async () => {
    const { user, codes } = await enrolled();
    const [first, second, third, fourth] = codes as [string, string, string, string];
    expect(await checkSecondFactor(db(), user.id, first, at(1))).toBe("recovery");
    expect(await checkSecondFactor(db(), user.id, first, at(1))).toBeNull();
    expect(await countRecoveryCodes(db(), user.id)).toBe(9);

    const shouted = ` ${second.toUpperCase().replace(/-/g, " ")} `;
    expect(await checkSecondFactor(db(), user.id, shouted, at(2))).toBe("recovery");
    expect(await checkSecondFactor(db(), user.id, second, at(2))).toBeNull();
    const runTogether = third.replace(/-/g, "");
    expect(await checkSecondFactor(db(), user.id, runTogether, at(3))).toBe("recovery");
    expect(await checkSecondFactor(db(), user.id, third.toUpperCase(), at(3))).toBeNull();

    const results = await Promise.all(Array.from({ length: 6 }, () => checkSecondFactor(db(), user.id, fourth, at(4))));
    expect(results.filter((r) => r === "recovery")).toHaveLength(1);
    expect(await countRecoveryCodes(db(), user.id)).toBe(6);

    // Made-up codes, and another user's code, open nothing.
    expect(await checkSecondFactor(db(), user.id, "aaaa-bbbb-cccc-dddd", at(5))).toBeNull();
    const other = await enrolled();
    expect(await checkSecondFactor(db(), user.id, other.codes[0]!, at(5))).toBeNull();
    expect(await checkSecondFactor(db(), other.user.id, other.codes[0]!, at(5))).toBe("recovery");
  });

  it("removing the second factor drops the secret and the recovery codes", async () => {
    const { user, secret, codes } = await enrolled();
    await removeSecondFactor(db(), user.id, at(1));
    expect(await countRecoveryCodes(db(), user.id)).toBe(0);
    expect(await checkSecondFactor(db(), user.id, totpCode(secret, at(2)), at(2))).toBeNull();
    expect(await checkSecondFactor(db(), user.id, codes[0]!, at(2))).toBeNull();
  });

  it("signs in in two steps: the password opens only the code page; the code replaces that session with a full one", async () => {
    const { user, secret } = await enrolled();
    const now = at(30);
    const request = new Request("http://site.test/admin/login", { method: "POST", headers: { "user-agent": "Test browser" } });
    const row = await db()
      .selectFrom("staff_users")
      .select(["id", "totp_secret"])
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    const first = await passwordAccepted(db(), {
      request,
      user: row,
      address: "203.0.113.80",
      device: null,
      redirectTo: "/admin/tickets",
      now,
    });
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/login/code?redirectTo=%2Fadmin%2Ftickets");
    const waiting = /admin_session=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")![1]!;
    expect(await readStaffSession(db(), waiting, now)).toMatchObject({ stage: "code", user: { id: user.id } });
    expect(await isValidAdminSession(db(), waiting, now)).toBe(false);

    const codeRequest = new Request("http://site.test/admin/login/code", {
      method: "POST",
      headers: { cookie: `admin_session=${waiting}` },
    });
    const wrong = await submitSecondFactor(db(), {
      request: codeRequest,
      code: wrongCode(secret, now),
      address: "203.0.113.80",
      redirectTo: "/admin/tickets",
      now,
    });
    expect(wrong).toEqual({ ok: false, reason: "wrong" });
    const right = await submitSecondFactor(db(), {
      request: codeRequest,
      code: totpCode(secret, now),
      address: "203.0.113.80",
      redirectTo: "/admin/tickets",
      now,
    });
    if (!right.ok) throw new Error(`code refused: ${right.reason}`);
    expect(right.response.headers.get("location")).toBe("/admin/tickets");
    const full = /admin_session=([^;]+)/.exec(right.response.headers.get("set-cookie") ?? "")![1]!;
    expect(full).not.toBe(waiting);
    expect(await isValidAdminSession(db(), full, now)).toBe(true);
    expect(await readStaffSession(db(), waiting, now)).toBeNull();
    // The waiting session is gone, so the same request cannot be replayed.
    expect(
      await submitSecondFactor(db(), {
        request: codeRequest,
        code: totpCode(secret, at(31)),
        address: "203.0.113.80",
        redirectTo: undefined,
        now: at(31),
      }),
    ).toEqual({
      ok: false,
      reason: "signed-out",
    });
    const kinds = await db().selectFrom("audit_log").select("kind").where("user_id", "=", user.id).orderBy("id").execute();
    expect(kinds.map((k) => k.kind)).toEqual(["second-factor-failed", "sign-in"]);
  });
});
