import type { Kysely } from "kysely";
import * as z from "zod/mini";

import type { Database } from "~/db/types";
import { recordAudit } from "~/lib/audit.server";
import { getConfig } from "~/lib/config.server";
import { isPlainAddress } from "~/lib/email-address";
import { ROLES, ROLE_LABELS, type Role } from "~/lib/roles";

import { endUserSessions, isSecondFactorRequired, setSecondFactorRequired, type Staff } from "./auth.server";
import { removeSecondFactor } from "./second-factor.server";
import { changeStaff, inviteStaff, issueReset, listSessions, listStaff, type StaffChangeOutcome } from "./staff.server";

type Db = Kysely<Database>;

export async function loadStaffPage(db: Db, now: Date, currentSessionId?: string) {
  const [staff, sessions, secondFactorRequired] = await Promise.all([
    listStaff(db),
    listSessions(db, now, currentSessionId),
    isSecondFactorRequired(db),
  ]);
  return { staff, sessions, secondFactorRequired, mailOn: !!getConfig().mail.smtpUrl };
}

const roleField = z.enum(ROLES as unknown as [Role, ...Role[]], "Choose a role");
const userField = z.string().check(z.regex(/^\d{1,9}$/, "This form is out of date; reload the page"));

const InviteSchema = z.object({
  name: z
    .string({ error: "Write their name" })
    .check(z.trim(), z.minLength(1, "Write their name"), z.maxLength(100, "Use at most 100 characters")),
  email: z.string({ error: "Write their e-mail address" }).check(
    z.trim(),
    z.maxLength(254, "That e-mail address is too long"),
    z.refine((v) => isPlainAddress(v) && z.email().safeParse(v).success, "Write an e-mail address such as name@example.com"),
  ),
  role: roleField,
});

export type StaffPageResult =
  | { ok: true; message: string; link?: string }
  | {
      ok: false;
      status: 400 | 404 | 409;
      formError?: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
    };

const CHANGE_REFUSALS: Record<Exclude<StaffChangeOutcome, { ok: true }>["reason"], string> = {
  "not-found": "That user no longer exists.",
  "last-owner": "The shop needs at least one active owner.",
  self: "You cannot change your own role or deactivate yourself; another owner can.",
  "not-owner": "Only an owner can change staff.",
};

/** Every button of the staff page, told apart by `intent`; only the owner reaches it. */
export async function submitStaffPage(db: Db, form: FormData, by: Staff, now: Date): Promise<StaffPageResult> {
  const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const intent = fields.intent;
  if (intent === "invite") {
    const parsed = InviteSchema.safeParse(fields);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      return {
        ok: false,
        status: 400,
        fieldErrors,
        values: { name: fields.name ?? "", email: fields.email ?? "", role: fields.role ?? "" },
      };
    }
    const invited = await inviteStaff(db, { ...parsed.data, by, now });
    if (!invited.ok) {
      return {
        ok: false,
        status: 409,
        fieldErrors: { email: "Someone already has an account with this e-mail." },
        values: { name: parsed.data.name, email: parsed.data.email, role: parsed.data.role },
      };
    }
    return invited.emailed
      ? { ok: true, message: `Invitation sent to ${parsed.data.email}. The link works once, for 48 hours.` }
      : {
          ok: true,
          message: `E-mail is off: hand ${parsed.data.name} this link. It works once, for 48 hours.`,
          link: invited.link,
        };
  }
  if (intent === "require-second-factor") {
    const required = fields.required === "on";
    await setSecondFactorRequired(db, required);
    await recordAudit(db, {
      by,
      kind: "second-factor-required",
      subject: "setting:second-factor",
      detail: required ? "Required for everyone" : "No longer required",
      at: now,
    });
    return {
      ok: true,
      message: required ? "Everyone now needs a second factor to sign in." : "A second factor is now optional.",
    };
  }
  const user = userField.safeParse(fields.user);
  if (!user.success) return { ok: false, status: 400, formError: user.error.issues[0]!.message };
  const userId = Number(user.data);
  const target = await db.selectFrom("staff_users").select(["id", "name"]).where("id", "=", userId).executeTakeFirst();
  if (!target) return { ok: false, status: 404, formError: "That user no longer exists." };
  switch (intent) {
    case "role": {
      const role = roleField.safeParse(fields.role);
      if (!role.success) return { ok: false, status: 400, formError: "Choose a role" };
      const changed = await changeStaff(db, { userId, change: { role: role.data }, by, now });
      return changed.ok
        ? { ok: true, message: `${target.name} is now ${ROLE_LABELS[role.data]}.` }
        : { ok: false, status: 409, formError: CHANGE_REFUSALS[changed.reason] };
    }
    case "deactivate":
    case "reactivate": {
      const changed = await changeStaff(db, { userId, change: { active: intent === "reactivate" }, by, now });
      if (!changed.ok) return { ok: false, status: 409, formError: CHANGE_REFUSALS[changed.reason] };
      return {
        ok: true,
        message:
          intent === "deactivate"
            ? `${target.name} is deactivated: their sessions have ended and they can no longer sign in.`
            : `${target.name} is active again and can sign in.`,
      };
    }
    case "reset": {
      const reset = await issueReset(db, { userId }, { by, address: by.address, now });
      if (!reset) return { ok: false, status: 404, formError: "That user is not active." };
      const lasts = reset.kind === "invite" ? "48 hours" : "30 minutes";
      return reset.emailed
        ? { ok: true, message: `A link is on its way to ${target.name}. It works once, for ${lasts}.` }
        : { ok: true, message: `E-mail is off: hand ${target.name} this link. It works once, for ${lasts}.`, link: reset.link };
    }
    case "sign-out": {
      const ended = await endUserSessions(db, userId);
      await recordAudit(db, { by, kind: "sessions-ended", subject: `user:${userId}`, detail: `${ended} session(s)`, at: now });
      return {
        ok: true,
        message: `${target.name} is signed out everywhere (${ended === 1 ? "1 session" : `${ended} sessions`} ended).`,
      };
    }
    case "remove-second-factor": {
      await removeSecondFactor(db, userId, now);
      await recordAudit(db, {
        by,
        kind: "second-factor-removed",
        subject: `user:${userId}`,
        detail: "Removed by the owner",
        at: now,
      });
      return {
        ok: true,
        message: `${target.name}'s second factor is removed: they sign in with the password, and set up a new app when it is required.`,
      };
    }
    default:
      return { ok: false, status: 400, formError: "This form is out of date; reload the page and try again." };
  }
}
