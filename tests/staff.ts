import crypto from "node:crypto";

import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";

import type { Database } from "~/db/types";
import { createAdminSession, type SessionStage } from "~/features/admin/auth.server";
import { hashPassword } from "~/features/admin/password.server";
import type { Role } from "~/lib/roles";

/** A staff user with a password (a random e-mail unless given); returns its id. */
export async function insertStaff(
  db: Kysely<Database>,
  {
    role = "owner",
    email,
    name,
    password = "correct horse battery",
  }: { role?: Role; email?: string; name?: string; password?: string } = {},
): Promise<{ id: number; email: string; name: string; password: string }> {
  const at = new Date().toISOString();
  const made = {
    email: email ?? `${role}-${crypto.randomBytes(4).toString("hex")}@shop.test`,
    name: name ?? `Test ${role}`,
  };
  const row = await db
    .insertInto("staff_users")
    .values({ ...made, role, password_hash: await hashPassword(password), created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, ...made, password };
}

/** The Cookie header of a signed-in user of `role` (made for the purpose), for route tests. */
export async function staffCookie(db: Kysely<Database>, role: Role = "owner", now?: Date): Promise<string> {
  const user = await insertStaff(db, { role });
  const { token } = await createAdminSession(db, { userId: user.id, now });
  return `admin_session=${token}`;
}

/** A user of `role` (made for the purpose) with a session at `stage`: the user, the token and the Cookie header. */
export async function signedInStaff(
  db: Kysely<Database>,
  { role = "owner", stage = "full", now }: { role?: Role; stage?: SessionStage; now?: Date } = {},
): Promise<{ user: Awaited<ReturnType<typeof insertStaff>>; token: string; cookie: string }> {
  const user = await insertStaff(db, { role });
  const { token } = await createAdminSession(db, { userId: user.id, stage, now });
  return { user, token, cookie: `admin_session=${token}` };
}

/** The authenticator app's code for the base32 `secret` at `at` (RFC 6238: SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, at: Date | number): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: typeof at === "number" ? at : at.getTime(),
  });
}
