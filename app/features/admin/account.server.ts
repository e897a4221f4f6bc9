import type { Kysely } from "kysely";
import * as z from "zod/mini";

import type { Database } from "~/db/types";
import { recordAudit } from "~/lib/audit.server";

import { endUserSessions, setStaffPassword, type Staff } from "./auth.server";
import { NewPasswordSchema } from "./login-schema";
import { verifyPassword } from "./password.server";
import { PASSWORD_CHECK_QUEUE } from "./sign-in.server";
import {
  beginEnrolment,
  checkSecondFactor,
  confirmEnrolment,
  countRecoveryCodes,
  pendingEnrolment,
} from "./second-factor.server";

type Db = Kysely<Database>;

export async function loadAccount(db: Db, staff: Staff) {
  return {
    name: staff.name,
    email: staff.email,
    role: staff.role,
    hasSecondFactor: staff.hasSecondFactor,
    recoveryCodesLeft: staff.hasSecondFactor ? await countRecoveryCodes(db, staff.id) : 0,
  };
}

const NameSchema = z
  .string({ error: "Write your name" })
  .check(z.trim(), z.minLength(1, "Write your name"), z.maxLength(100, "Use at most 100 characters"));

const CurrentSchema = z.object({
  current: z
    .string({ error: "Type your current password" })
    .check(z.minLength(1, "Type your current password"), z.maxLength(200)),
});

export type AccountResult =
  | { ok: true; signedOut: "everywhere" | "password" }
  | { ok: true; renamed: string }
  | { ok: false; status: 400 | 401 | 429; errors: Record<string, string> };

/**
 * The account page's buttons: a new password (the current one checked first, on the same
 * bounded hashing queue as sign-ins) or signing out everywhere. Both end every session of the
 * user, this one too, so the browser signs in again.
 */
export async function submitAccount(db: Db, form: FormData, staff: Staff, now: Date): Promise<AccountResult> {
  const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  if (fields.intent === "name") {
    const name = NameSchema.safeParse(fields.name);
    if (!name.success) return { ok: false, status: 400, errors: { name: name.error.issues[0]!.message } };
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable("staff_users")
        .set({ name: name.data, updated_at: now.toISOString() })
        .where("id", "=", staff.id)
        .execute();
      await recordAudit(trx, {
        by: staff,
        kind: "staff-changed",
        subject: `user:${staff.id}`,
        detail: `Name: ${staff.name} → ${name.data}`,
        at: now,
      });
    });
    return { ok: true, renamed: name.data };
  }
  if (fields.intent === "sign-out-everywhere") {
    const ended = await endUserSessions(db, staff.id);
    await recordAudit(db, {
      by: staff,
      kind: "sessions-ended",
      subject: `user:${staff.id}`,
      detail: `Own ${ended} session(s)`,
      at: now,
    });
    return { ok: true, signedOut: "everywhere" };
  }
  const errors: Record<string, string> = {};
  const current = CurrentSchema.safeParse(fields);
  if (!current.success) errors.current = current.error.issues[0]!.message;
  const next = NewPasswordSchema.safeParse(fields);
  if (!next.success) for (const issue of next.error.issues) errors[String(issue.path[0] ?? "password")] ??= issue.message;
  if (!current.success || !next.success) return { ok: false, status: 400, errors };
  const row = await db.selectFrom("staff_users").select("password_hash").where("id", "=", staff.id).executeTakeFirst();
  const place = PASSWORD_CHECK_QUEUE.tryEnter();
  if (!place)
    return {
      ok: false,
      status: 429,
      errors: { current: "Too many passwords are being checked right now. Try again in a few seconds." },
    };
  const right = await place.run(
    async () => !!row?.password_hash && (await verifyPassword(current.data.current, row.password_hash)),
  );
  if (!right) return { ok: false, status: 401, errors: { current: "That is not your current password." } };
  await setStaffPassword(db, staff.id, next.data.password, now);
  await recordAudit(db, {
    by: staff,
    kind: "password-changed",
    subject: `user:${staff.id}`,
    detail: "Changed on the account page",
    at: now,
  });
  return { ok: true, signedOut: "password" };
}

/** The enrolment page: the one under way, or a fresh one. */
export async function loadEnrolment(db: Db, staff: Staff, now: Date) {
  return (await pendingEnrolment(db, staff)) ?? (await beginEnrolment(db, staff, now));
}

export type EnrolResult =
  { ok: true; codes: string[] } | { ok: false; status: 400 | 401; error: string; field?: "current" | "code" };

/**
 * Confirms the app being set up. Replacing a second factor already in force first takes a
 * current code (or a recovery code) of the old one, so a session alone, say one left open on
 * another computer, cannot swap in a phone of its own; the user's other sessions then end.
 */
export async function submitEnrolment(
  db: Db,
  form: FormData,
  staff: Staff,
  now: Date,
): Promise<EnrolResult | { restarted: true }> {
  if (form.get("intent") === "restart") {
    await beginEnrolment(db, staff, now);
    return { restarted: true };
  }
  if (staff.hasSecondFactor) {
    const current = form.get("current");
    const proved =
      typeof current === "string" && current.trim() !== "" ? await checkSecondFactor(db, staff.id, current, now) : null;
    if (!proved) {
      await recordAudit(db, {
        by: staff,
        kind: "second-factor-failed",
        subject: `user:${staff.id}`,
        detail: "Replacing the app",
        at: now,
      });
      return {
        ok: false,
        status: 401,
        error: "Type a code from the app you use now (or a recovery code) to replace it",
        field: "current",
      };
    }
  }
  const code = form.get("code");
  if (typeof code !== "string" || !/^\s*\d{3}\s?\d{3}\s*$/.test(code)) {
    return { ok: false, status: 400, error: "Type the 6-digit code your app shows for this shop" };
  }
  const codes = await confirmEnrolment(db, staff.id, code.replace(/\s/g, ""), now);
  if (!codes)
    return { ok: false, status: 401, error: "That code does not match. Check the phone's time and type the code it shows now." };
  if (staff.hasSecondFactor) {
    await db.deleteFrom("admin_sessions").where("user_id", "=", staff.id).where("id", "!=", staff.sessionId).execute();
  }
  await recordAudit(db, {
    by: staff,
    kind: "second-factor-enrolled",
    subject: `user:${staff.id}`,
    detail: staff.hasSecondFactor ? "Replaced the app; other sessions ended" : "Set up",
    at: now,
  });
  return { ok: true, codes };
}
