import crypto from "node:crypto";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { insertStaff, signedInStaff } from "../../../tests/staff";
import type { DbHandle } from "~/db/client.server";
import { parseConfig, setConfig } from "~/lib/config.server";
import { createWorkQueue } from "~/lib/work-queue.server";

import { checkStaffPassword, createAdminSession, readStaffSession } from "./auth.server";
import { attemptSignIn } from "./sign-in.server";
import {
  INVITE_TTL_MS,
  RESET_TTL_MS,
  changeStaff,
  inviteStaff,
  issueReset,
  listStaff,
  peekToken,
  redeemToken,
} from "./staff.server";

const SITE = "https://shop.example";
const ADDRESS = "203.0.113.90";
const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
/** The token at the end of a welcome or reset link. */
const tokenOf = (link: string) => new URL(link).pathname.split("/").pop()!;

describe.each(testDatabaseKinds())("staff accounts on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let by: { userId: number; address: string };
  const db = () => handle.db;
  beforeAll(async () => {
    // E-mail off: the link is handed over by the owner.
    setConfig(parseConfig({ SITE_URL: SITE }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
    const owner = await insertStaff(db(), { role: "owner" });
    by = { userId: owner.id, address: ADDRESS };
  });
  afterAll(async () => {
    setConfig(parseConfig({}));
    await cleanup?.();
  });

  const signIn = async (email: string, password: string, now = new Date()) =>
    (
      await attemptSignIn(db(), {
        email,
        password,
        clientAddress: `192.0.2.${crypto.randomInt(1, 250)}`,
        queue: createWorkQueue({ concurrency: 2, maxWaiting: 100 }),
        now,
      })
    ).outcome;
  const invite = async (now: Date, role: "technician" | "front_desk" = "technician") => {
    const email = `New.Hire-${crypto.randomBytes(3).toString("hex")}@Shop.Test`;
    const result = await inviteStaff(db(), { email, name: "New Hire", role, by, now });
    if (!result.ok) throw new Error("invitation refused");
    return { ...result, email: email.toLowerCase(), token: tokenOf(result.link) };
  };

  it("invites with a single-use 48-hour link that sets the password once; the link is stored hashed, and with e-mail off never left in the outbox", async () => {
    const now = new Date();
    const invited = await invite(now);
    expect(invited).toMatchObject({ ok: true, emailed: false });
    expect(invited.link).toMatch(new RegExp(`^${SITE}/admin/welcome/[A-Za-z0-9_-]{43}$`));
    expect(await peekToken(db(), "invite", invited.token, now)).toMatchObject({ id: invited.userId, email: invited.email });
    // A link for one kind opens nothing as the other.
    expect(await peekToken(db(), "reset", invited.token, now)).toBeNull();
    expect(
      await redeemToken(db(), { kind: "reset", token: invited.token, password: "p".repeat(12), address: ADDRESS, now }),
    ).toBeNull();

    const rows = await db().selectFrom("staff_tokens").selectAll().where("user_id", "=", invited.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(invited.token);
    expect(rows[0]!.id).not.toContain(invited.token);
    expect(rows[0]!.id).toBe(sha256(invited.token));
    expect(Date.parse(rows[0]!.expires_at) - now.getTime()).toBe(INVITE_TTL_MS);
    const mail = await db()
      .selectFrom("outbox")
      .selectAll()
      .where("subject_type", "=", "staff")
      .where("subject_id", "=", invited.userId)
      .execute();
    // E-mail is off here: the owner hands the link over, and no copy of it waits in the outbox.
    expect(mail).toEqual([]);
    // Not joined yet: no password signs in.
    expect((await listStaff(db())).find((s) => s.id === invited.userId)).toMatchObject({
      joined: false,
      active: true,
      role: "technician",
    });

    expect(
      await redeemToken(db(), { kind: "invite", token: invited.token, password: "first-password-1", address: ADDRESS, now }),
    ).toBe(invited.userId);
    expect(await signIn(invited.email, "first-password-1", now)).toBe("ok");
    expect((await listStaff(db())).find((s) => s.id === invited.userId)).toMatchObject({ joined: true });
    // Spent: a second use fails and changes nothing.
    expect(
      await redeemToken(db(), { kind: "invite", token: invited.token, password: "second-password-2", address: ADDRESS, now }),
    ).toBeNull();
    expect(await peekToken(db(), "invite", invited.token, now)).toBeNull();
    expect(await checkStaffPassword(db(), invited.email, "second-password-2")).toBeNull();
    expect(await checkStaffPassword(db(), invited.email, "first-password-1")).toMatchObject({ id: invited.userId });
    // The e-mail is taken now, however it is typed.
    expect(
      await inviteStaff(db(), { email: ` ${invited.email.toUpperCase()} `, name: "Again", role: "front_desk", by, now }),
    ).toEqual({
      ok: false,
      reason: "taken",
    });
  });

  it("6 parallel redeems of one link: exactly one sets the password", async () => {
    const now = new Date();
    const invited = await invite(now);
    const passwords = Array.from({ length: 6 }, (_, i) => `parallel-password-${i}`);
    const results = await Promise.all(
      passwords.map((password) => redeemToken(db(), { kind: "invite", token: invited.token, password, address: ADDRESS, now })),
    );
    const winners = passwords.filter((_, i) => results[i] === invited.userId);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(5);
    for (const password of passwords) {
      expect(!!(await checkStaffPassword(db(), invited.email, password)), password).toBe(password === winners[0]);
    }
  });

  it("an invitation expires after 48 hours, a reset link after 30 minutes", async () => {
    const now = new Date();
    const late = await invite(now);
    const justInTime = await invite(now);
    expect(await peekToken(db(), "invite", late.token, new Date(now.getTime() + INVITE_TTL_MS + 1))).toBeNull();
    expect(
      await redeemToken(db(), {
        kind: "invite",
        token: late.token,
        password: "too-late-1",
        address: ADDRESS,
        now: new Date(now.getTime() + INVITE_TTL_MS + 1),
      }),
    ).toBeNull();
    expect(
      await redeemToken(db(), {
        kind: "invite",
        token: late.token,
        password: "too-late-1",
        address: ADDRESS,
        now: new Date(now.getTime() + INVITE_TTL_MS),
      }),
    ).toBeNull();
    expect(await checkStaffPassword(db(), late.email, "too-late-1")).toBeNull();
    expect(
      await redeemToken(db(), {
        kind: "invite",
        token: justInTime.token,
        password: "in-time-1",
        address: ADDRESS,
        now: new Date(now.getTime() + INVITE_TTL_MS - 1),
      }),
    ).toBe(justInTime.userId);

    const user = await insertStaff(db(), { role: "front_desk" });
    const reset = await issueReset(db(), { userId: user.id }, { by, address: ADDRESS, now });
    expect(reset).toMatchObject({ userId: user.id, emailed: false });
    expect(reset!.link).toMatch(new RegExp(`^${SITE}/admin/reset/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(reset!.link);
    expect(await peekToken(db(), "reset", token, new Date(now.getTime() + RESET_TTL_MS - 1))).toMatchObject({ id: user.id });
    expect(
      await redeemToken(db(), {
        kind: "reset",
        token,
        password: "too-late-2",
        address: ADDRESS,
        now: new Date(now.getTime() + RESET_TTL_MS + 1),
      }),
    ).toBeNull();
    expect(await checkStaffPassword(db(), user.email, user.password)).toMatchObject({ id: user.id });
    expect(await checkStaffPassword(db(), user.email, "too-late-2")).toBeNull();
  });

  it("a new reset link stops the older one; redeeming signs the user out everywhere; the forgot-password form finds the user by e-mail", async () => {
    const now = new Date();
    const user = await insertStaff(db(), { role: "technician" });
    const older = tokenOf((await issueReset(db(), { userId: user.id }, { by, address: ADDRESS, now }))!.link);
    const newer = tokenOf(
      (await issueReset(db(), { email: ` ${user.email.toUpperCase()} ` }, { by: null, address: ADDRESS, now }))!.link,
    );
    expect(newer).not.toBe(older);
    expect(await peekToken(db(), "reset", older, now)).toBeNull();
    expect(
      await redeemToken(db(), { kind: "reset", token: older, password: "from-older-link", address: ADDRESS, now }),
    ).toBeNull();
    expect(await checkStaffPassword(db(), user.email, "from-older-link")).toBeNull();

    const { token: session } = await createAdminSession(db(), { userId: user.id, now });
    expect(await redeemToken(db(), { kind: "reset", token: newer, password: "from-newer-link", address: ADDRESS, now })).toBe(
      user.id,
    );
    expect(await checkStaffPassword(db(), user.email, "from-newer-link")).toMatchObject({ id: user.id });
    expect(await checkStaffPassword(db(), user.email, user.password)).toBeNull();
    expect(await readStaffSession(db(), session, now)).toBeNull();
    const kinds = await db()
      .selectFrom("audit_log")
      .select(["kind", "user_id"])
      .where("subject", "=", `user:${user.id}`)
      .orderBy("id")
      .execute();
    expect(kinds).toEqual([
      { kind: "password-reset-requested", user_id: by.userId },
      { kind: "password-reset-requested", user_id: null },
      { kind: "password-changed", user_id: user.id },
    ]);
    // An unknown e-mail gets no link (and the form says the same either way).
    expect(await issueReset(db(), { email: "nobody@shop.test" }, { by: null, address: ADDRESS, now })).toBeNull();
  });

  it("deactivating a user ends their sessions at once; they cannot sign in, and their reset link fails", async () => {
    const now = new Date();
    const { user, token } = await signedInStaff(db(), { role: "front_desk", now });
    const reset = tokenOf((await issueReset(db(), { userId: user.id }, { by, address: ADDRESS, now }))!.link);
    expect(await readStaffSession(db(), token, now)).toMatchObject({ user: { id: user.id } });
    expect(await signIn(user.email, user.password, now)).toBe("ok");

    expect(await changeStaff(db(), { userId: user.id, change: { active: false }, by, now })).toEqual({ ok: true });
    expect(await readStaffSession(db(), token, now)).toBeNull();
    expect(await db().selectFrom("admin_sessions").select("id").where("user_id", "=", user.id).execute()).toEqual([]);
    expect(await signIn(user.email, user.password, now)).toBe("inactive");
    expect(await peekToken(db(), "reset", reset, now)).toBeNull();
    expect(
      await redeemToken(db(), { kind: "reset", token: reset, password: "after-deactivation", address: ADDRESS, now }),
    ).toBeNull();
    expect(await checkStaffPassword(db(), user.email, "after-deactivation")).toBeNull();
    expect(await issueReset(db(), { userId: user.id }, { by, address: ADDRESS, now })).toBeNull();
    expect((await listStaff(db())).find((s) => s.id === user.id)).toMatchObject({ active: false });

    // Reactivated, they sign in with their password again.
    expect(await changeStaff(db(), { userId: user.id, change: { active: true }, by, now })).toEqual({ ok: true });
    expect(await signIn(user.email, user.password, now)).toBe("ok");
  });

  it("a role change takes effect on the next request; nobody changes their own account", async () => {
    const now = new Date();
    const { user, token } = await signedInStaff(db(), { role: "technician", now });
    expect(await changeStaff(db(), { userId: user.id, change: { role: "front_desk" }, by, now })).toEqual({ ok: true });
    expect(await readStaffSession(db(), token, now)).toMatchObject({ user: { role: "front_desk" } });
    expect(await changeStaff(db(), { userId: by.userId, change: { active: false }, by, now })).toEqual({
      ok: false,
      reason: "self",
    });
    expect(await changeStaff(db(), { userId: by.userId, change: { role: "technician" }, by, now })).toEqual({
      ok: false,
      reason: "self",
    });
    expect(await changeStaff(db(), { userId: 999_999, change: { role: "technician" }, by, now })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("two owners demoting each other at once leave one owner; the last owner cannot be demoted or deactivated", async () => {
    const now = new Date();
    const a = await insertStaff(db(), { role: "owner" });
    const b = await insertStaff(db(), { role: "owner" });
    // Only these two are owners from here on.
    await db()
      .updateTable("staff_users")
      .set({ role: "technician" })
      .where("role", "=", "owner")
      .where("id", "not in", [a.id, b.id])
      .execute();
    const results = await Promise.all([
      changeStaff(db(), { userId: b.id, change: { role: "technician" }, by: { userId: a.id, address: ADDRESS }, now }),
      changeStaff(db(), { userId: a.id, change: { role: "technician" }, by: { userId: b.id, address: ADDRESS }, now }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(["not-owner"]);
    const owners = await db()
      .selectFrom("staff_users")
      .select("id")
      .where("role", "=", "owner")
      .where("active", "=", 1)
      .execute();
    expect(owners).toHaveLength(1);
    // A second owner cannot remove the last other one either: made owner, then asked to drop the only one left.
    const left = owners[0]!.id;
    const tech = await insertStaff(db(), { role: "technician" });
    expect(
      await changeStaff(db(), { userId: left, change: { active: false }, by: { userId: tech.id, address: ADDRESS }, now }),
    ).toEqual({
      ok: false,
      reason: "not-owner",
    });
    await db().updateTable("staff_users").set({ role: "owner" }).where("role", "=", "owner").where("id", "!=", left).execute();
    // Put the suite's first owner back.
    await db().updateTable("staff_users").set({ role: "owner" }).where("id", "=", by.userId).execute();
  });

  it("deactivating voids the links already sent, so a reactivated user's old reset link stays dead", async () => {
    const now = new Date();
    const user = await insertStaff(db(), { role: "front_desk" });
    const reset = await issueReset(db(), { userId: user.id }, { by, address: ADDRESS, now });
    expect(reset).not.toBeNull();
    expect(await changeStaff(db(), { userId: user.id, change: { active: false }, by, now })).toEqual({ ok: true });
    expect(await changeStaff(db(), { userId: user.id, change: { active: true }, by, now })).toEqual({ ok: true });
    expect(
      await redeemToken(db(), { kind: "reset", token: tokenOf(reset!.link), password: "p".repeat(12), address: ADDRESS, now }),
    ).toBeNull();
  });
});
