import crypto from "node:crypto";

import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { queueMessage } from "~/features/outbox/index.server";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { getConfig } from "~/lib/config.server";
import { emailDocument } from "~/lib/email-html.server";

import { isSqlite } from "~/db/dialect";

import { endUserSessions, normaliseEmail, sha256, SHARED_PASSWORD_KEY } from "./auth.server";
import { hashPassword } from "./password.server";
import { ROLE_LABELS, isRole, type Role } from "~/lib/roles";

type Db = Kysely<Database>;

export const INVITE_TTL_MS = 48 * 60 * 60 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;
export type StaffTokenKind = "invite" | "reset";

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: Role;
  active: boolean;
  /** Accepted the invitation (has a password). */
  joined: boolean;
  hasSecondFactor: boolean;
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom("staff_users")
    .select(["id", "email", "name", "role", "active", "password_hash", "totp_secret"])
    .orderBy("active", "desc")
    .orderBy("name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    role: isRole(r.role) ? r.role : "front_desk",
    active: r.active === 1,
    joined: r.password_hash !== null,
    hasSecondFactor: r.totp_secret !== null,
  }));
}

/** The names of users by id, for history rows that name who made a change. */
export async function staffNames(db: Db, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom("staff_users").select(["id", "name"]).where("id", "in", wanted).execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface SessionRow {
  userId: number;
  userName: string;
  createdAt: string;
  address: string | null;
  userAgent: string | null;
  current: boolean;
}

/** Who is signed in where: every live session, newest first. */
export async function listSessions(db: Db, now: Date, currentSessionId?: string): Promise<SessionRow[]> {
  const rows = await db
    .selectFrom("admin_sessions as s")
    .innerJoin("staff_users as u", "u.id", "s.user_id")
    .select(["s.id", "s.user_id", "u.name", "s.created_at", "s.address", "s.user_agent"])
    .where("s.expires_at", ">", now.toISOString())
    .where("s.stage", "=", "full")
    .orderBy("s.created_at", "desc")
    .limit(200)
    .execute();
  return rows.map((r) => ({
    userId: r.user_id!,
    userName: r.name,
    createdAt: r.created_at,
    address: r.address,
    userAgent: r.user_agent,
    current: r.id === currentSessionId,
  }));
}

/** A link for `kind`, stored as its hash; any earlier unused link of the same kind for the user stops working. */
async function issueToken(trx: Db, userId: number, kind: StaffTokenKind, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await trx
    .updateTable("staff_tokens")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .execute();
  await trx
    .insertInto("staff_tokens")
    .values({
      id: sha256(token),
      user_id: userId,
      kind,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + (kind === "invite" ? INVITE_TTL_MS : RESET_TTL_MS)).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export const staffLinkUrl = (kind: StaffTokenKind, token: string, siteUrl = getConfig().SITE_URL) =>
  new URL(`/admin/${kind === "invite" ? "welcome" : "reset"}/${token}`, siteUrl).toString();

function linkMessage(kind: StaffTokenKind, user: { id: number; email: string; name: string; role: Role }, link: string) {
  const invite = kind === "invite";
  const subject = invite ? "You are invited to the shop's admin" : "Reset your admin password";
  const lines = invite
    ? [
        `Hello ${user.name},`,
        `You have been given a ${ROLE_LABELS[user.role]} account on the shop's admin. Choose your password here (the link works once, for 48 hours):`,
      ]
    : [`Hello ${user.name},`, "Choose a new admin password here (the link works once, for 30 minutes):"];
  const ignore = invite
    ? "If you did not expect this, ignore this e-mail."
    : "If you did not ask for this, ignore this e-mail: your password stays as it is.";
  return {
    kind: invite ? "staff-invite" : "staff-reset",
    subjectType: "staff" as const,
    subjectId: user.id,
    recipient: user.email,
    subject,
    text: [...lines, link, "", ignore].join("\n"),
    html: emailDocument(
      subject,
      <>
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <a href={link}>{link}</a>
        </p>
        <p>{ignore}</p>
      </>,
    ),
  };
}

export type InviteOutcome = { ok: true; userId: number; link: string; emailed: boolean } | { ok: false; reason: "taken" };

/**
 * Adds a user who chooses their own password through a single-use link (48 hours), sent through
 * the outbox; with e-mail off the link is returned for the owner to hand over.
 */
export async function inviteStaff(
  db: Db,
  input: { email: string; name: string; role: Role; by: StaffActor; now: Date },
): Promise<InviteOutcome> {
  const email = normaliseEmail(input.email);
  const at = input.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("staff_users")
      .values({ email, name: input.name, role: input.role, password_hash: null, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column("email").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { ok: false, reason: "taken" } as const;
    const token = await issueToken(trx, inserted.id, "invite", input.now);
    const link = staffLinkUrl("invite", token);
    const user = { id: inserted.id, email, name: input.name, role: input.role };
    // With e-mail off the owner hands the link over; a link is never left waiting in the outbox.
    if (getConfig().mail.smtpUrl) await queueMessage(trx, linkMessage("invite", user, link), input.now);
    await recordAudit(trx, {
      by: input.by,
      kind: "staff-invited",
      subject: `user:${inserted.id}`,
      detail: `Invited ${input.name} as ${ROLE_LABELS[input.role]}`,
      at: input.now,
    });
    return { ok: true, userId: inserted.id, link, emailed: !!getConfig().mail.smtpUrl };
  });
}

/**
 * A reset link (30 minutes) for a user, sent through the outbox; for the owner's button and for
 * the "forgot password" form (which never says whether the e-mail is known). Returns the link,
 * or null for an unknown or deactivated user.
 */
export async function issueReset(
  db: Db,
  target: { userId: number } | { email: string },
  { by, address, now }: { by: StaffActor | null; address: string; now: Date },
): Promise<{ link: string; emailed: boolean; userId: number; kind: StaffTokenKind } | null> {
  return db.transaction().execute(async (trx) => {
    let query = trx.selectFrom("staff_users").select(["id", "email", "name", "role", "active", "password_hash"]);
    query = "userId" in target ? query.where("id", "=", target.userId) : query.where("email", "=", normaliseEmail(target.email));
    const user = await query.executeTakeFirst();
    if (!user || user.active !== 1 || !isRole(user.role)) return null;
    // Someone who never accepted their invitation gets a fresh invitation instead.
    const kind: StaffTokenKind = user.password_hash === null ? "invite" : "reset";
    const token = await issueToken(trx, user.id, kind, now);
    const link = staffLinkUrl(kind, token);
    if (getConfig().mail.smtpUrl) await queueMessage(trx, linkMessage(kind, { ...user, role: user.role }, link), now);
    await recordAudit(trx, {
      by,
      kind: "password-reset-requested",
      subject: `user:${user.id}`,
      detail: by ? "Reset link made by the owner" : "Reset asked for on the sign-in page",
      at: now,
      // Asked for by whoever typed the e-mail, not a signed-in user: their address is a visitor's.
      address: by ? address : null,
    });
    return { link, emailed: !!getConfig().mail.smtpUrl, userId: user.id, kind };
  });
}

/** The user an unused, unexpired link belongs to, or null; nothing is spent. */
export async function peekToken(db: Db, kind: StaffTokenKind, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  return (
    (await db
      .selectFrom("staff_tokens as t")
      .innerJoin("staff_users as u", "u.id", "t.user_id")
      .select(["u.id", "u.name", "u.email"])
      .where("t.id", "=", sha256(token))
      .where("t.kind", "=", kind)
      .where("t.used_at", "is", null)
      .where("t.expires_at", ">", now.toISOString())
      .where("u.active", "=", 1)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Spends a link and sets the user's password, in one transaction: the link is marked used by a
 * statement that only matches an unused, unexpired one, so two submissions cannot both pass.
 * Every session of the user ends. Returns the user's id, or null for a spent or expired link.
 */
export async function redeemToken(
  db: Db,
  { kind, token, password, address, now }: { kind: StaffTokenKind; token: string; password: string; address: string; now: Date },
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("staff_tokens")
      .set({ used_at: now.toISOString() })
      .where("id", "=", sha256(token))
      .where("kind", "=", kind)
      .where("used_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .returning("user_id")
      .executeTakeFirst();
    if (!spent) return null;
    const user = await trx.selectFrom("staff_users").select(["id", "active"]).where("id", "=", spent.user_id).executeTakeFirst();
    if (!user || user.active !== 1) return null;
    await trx
      .updateTable("staff_users")
      .set({ password_hash: hash, updated_at: now.toISOString() })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("admin_sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("app_meta").where("key", "=", SHARED_PASSWORD_KEY).where("value", "=", String(user.id)).execute();
    await recordAudit(trx, {
      by: { userId: user.id, address },
      kind: "password-changed",
      subject: `user:${user.id}`,
      detail: kind === "invite" ? "Accepted the invitation" : "Password reset by link",
      at: now,
    });
    return user.id;
  });
}

export type StaffChangeOutcome = { ok: true } | { ok: false; reason: "not-found" | "last-owner" | "self" | "not-owner" };

/** Changes a user's role, or deactivates or reactivates them; deactivating ends their sessions at once. */
export async function changeStaff(
  db: Db,
  input: { userId: number; change: { role: Role } | { active: boolean }; by: StaffActor; now: Date },
): Promise<StaffChangeOutcome> {
  if (input.userId === input.by.userId) return { ok: false, reason: "self" };
  return db.transaction().execute(async (trx) => {
    // The active owners, locked on PostgreSQL (SQLite runs one write transaction at a time), so two
    // owners demoting each other at once cannot leave the shop without one: the second sees the
    // first's change and is refused.
    let owners = trx.selectFrom("staff_users").select("id").where("role", "=", "owner").where("active", "=", 1);
    if (!isSqlite(trx)) owners = owners.forUpdate();
    const ownerIds = (await owners.execute()).map((r) => r.id);
    if (!ownerIds.includes(input.by.userId)) return { ok: false, reason: "not-owner" } as const;
    const user = await trx
      .selectFrom("staff_users")
      .select(["id", "name", "role", "active"])
      .where("id", "=", input.userId)
      .executeTakeFirst();
    if (!user) return { ok: false, reason: "not-found" } as const;
    const losesOwner =
      user.role === "owner" &&
      user.active === 1 &&
      ("role" in input.change ? input.change.role !== "owner" : !input.change.active);
    if (losesOwner && ownerIds.filter((id) => id !== user.id).length === 0) return { ok: false, reason: "last-owner" } as const;
    const at = input.now.toISOString();
    if ("role" in input.change) {
      if (user.role === input.change.role) return { ok: true } as const;
      await trx.updateTable("staff_users").set({ role: input.change.role, updated_at: at }).where("id", "=", user.id).execute();
      await recordAudit(trx, {
        by: input.by,
        kind: "staff-changed",
        subject: `user:${user.id}`,
        detail: `${user.name}: ${isRole(user.role) ? ROLE_LABELS[user.role] : user.role} → ${ROLE_LABELS[input.change.role]}`,
        at: input.now,
      });
      return { ok: true } as const;
    }
    const active = input.change.active ? 1 : 0;
    if (user.active === active) return { ok: true } as const;
    await trx.updateTable("staff_users").set({ active, updated_at: at }).where("id", "=", user.id).execute();
    if (!active) {
      await endUserSessions(trx, user.id);
      // Links sent before stay dead, also after a reactivation.
      await trx
        .updateTable("staff_tokens")
        .set({ used_at: at })
        .where("user_id", "=", user.id)
        .where("used_at", "is", null)
        .execute();
    }
    await recordAudit(trx, {
      by: input.by,
      kind: active ? "staff-reactivated" : "staff-deactivated",
      subject: `user:${user.id}`,
      detail: user.name,
      at: input.now,
    });
    return { ok: true } as const;
  });
}
