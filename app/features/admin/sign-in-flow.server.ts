import type { Kysely } from "kysely";
import { redirect } from "react-router";

import type { Database } from "~/db/types";
import { recordAudit } from "~/lib/audit.server";

import {
  addressFingerprint,
  createAdminSession,
  deleteAdminSession,
  LOGIN_FAILURE_LIMIT,
  normaliseEmail,
  readSessionToken,
  readStaffSession,
  reserveLoginAttempt,
  safeRedirectTarget,
  sessionCookie,
} from "./auth.server";
import { knownDeviceCookie, readKnownDevice, type KnownDevice } from "./known-device.server";
import { checkSecondFactor } from "./second-factor.server";
import { addressLane } from "./sign-in.server";

type Db = Kysely<Database>;

const userAgentOf = (request: Request) => request.headers.get("user-agent")?.slice(0, 200) ?? null;

/** Records a refused password: the account it named when one exists (never the e-mail typed otherwise). */
export async function recordFailedSignIn(db: Db, email: string, address: string, now: Date): Promise<void> {
  const user = await db.selectFrom("staff_users").select("id").where("email", "=", normaliseEmail(email)).executeTakeFirst();
  await recordAudit(db, {
    by: null,
    kind: "sign-in-failed",
    subject: user ? `user:${user.id}` : null,
    detail: user ? "Wrong password" : "Unknown e-mail",
    at: now,
    address: await addressFingerprint(db, address),
  });
}

/**
 * After the right password: a user with a second factor gets a short session that only opens
 * the code page; anyone else is signed in. Either way the browser becomes a known device.
 */
export async function passwordAccepted(
  db: Db,
  {
    request,
    user,
    address,
    device,
    redirectTo,
    now,
  }: {
    request: Request;
    user: { id: number; totp_secret: string | null };
    address: string;
    device: KnownDevice | null;
    redirectTo: string | undefined;
    now: Date;
  },
): Promise<Response> {
  const needsCode = user.totp_secret !== null;
  const stage = needsCode ? "code" : "full";
  const { token, expires } = await createAdminSession(db, {
    userId: user.id,
    stage,
    address,
    userAgent: userAgentOf(request),
    now,
  });
  if (!needsCode)
    await recordAudit(db, {
      by: { userId: user.id, address },
      kind: "sign-in",
      subject: `user:${user.id}`,
      detail: "Password",
      at: now,
    });
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, token, expires));
  // A browser becomes known only once it is fully signed in: the password alone earns no lane.
  if (!needsCode)
    headers.append("Set-Cookie", await knownDeviceCookie(db, request, user.id, device?.userId === user.id ? device.id : null));
  const target = safeRedirectTarget(redirectTo);
  return redirect(needsCode ? `/admin/login/code?redirectTo=${encodeURIComponent(target)}` : target, { headers });
}

export type CodeOutcome = { ok: true; response: Response } | { ok: false; reason: "signed-out" | "wrong" | "locked" };

/**
 * The second step: a code from the user's app (never one used before) or an unused recovery
 * code. Limited per account and per address (an IPv6 client by its /64), reserved before the
 * check like the password's. The waiting session is replaced by a new one, so its token is
 * never the one that opens the admin.
 */
export async function submitSecondFactor(
  db: Db,
  {
    request,
    code,
    address,
    redirectTo,
    now,
  }: { request: Request; code: string; address: string; redirectTo: string | undefined; now: Date },
): Promise<CodeOutcome> {
  const token = readSessionToken(request);
  const session = await readStaffSession(db, token, now);
  if (!session || session.stage !== "code") return { ok: false, reason: "signed-out" };
  const userId = session.user.id;
  const attempts = [];
  for (const lane of [`second-factor:user:${userId}`, addressLane("second-factor", address)]) {
    const attempt = await reserveLoginAttempt(db, lane, now, LOGIN_FAILURE_LIMIT);
    if (!attempt.reserved) return { ok: false, reason: "locked" };
    attempts.push(attempt);
  }
  const used = await checkSecondFactor(db, userId, code, now);
  if (!used) {
    await recordAudit(db, { by: { userId, address }, kind: "second-factor-failed", subject: `user:${userId}`, at: now });
    return { ok: false, reason: "wrong" };
  }
  for (const attempt of attempts) await attempt.release();
  await deleteAdminSession(db, token);
  const fresh = await createAdminSession(db, { userId, address, userAgent: userAgentOf(request), now });
  const by = { userId, address };
  if (used === "recovery") await recordAudit(db, { by, kind: "recovery-code-used", subject: `user:${userId}`, at: now });
  await recordAudit(db, {
    by,
    kind: "sign-in",
    subject: `user:${userId}`,
    detail: used === "recovery" ? "Password and a recovery code" : "Password and an authenticator code",
    at: now,
  });
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, fresh.token, fresh.expires));
  const device = await readKnownDevice(db, request);
  headers.append("Set-Cookie", await knownDeviceCookie(db, request, userId, device?.userId === userId ? device.id : null));
  return { ok: true, response: redirect(safeRedirectTarget(redirectTo), { headers }) };
}
