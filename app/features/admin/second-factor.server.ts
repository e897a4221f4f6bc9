import crypto from "node:crypto";

import type { Kysely } from "kysely";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

import type { Database } from "~/db/types";
import { decryptPasscode as openSecret, encryptPasscode as sealSecret } from "~/lib/secret-box.server";

import { sha256 } from "./auth.server";

type Db = Kysely<Database>;

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
/** One step either side is accepted, for a phone's clock that runs a little fast or slow. */
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = "Space Coast PC Repair";

const totpFor = (secret: Secret, label = "staff") =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: PERIOD_S, secret });

/** What the enrolment page shows: the QR code's modules as one SVG path, and the secret to type in by hand. */
export interface Enrolment {
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  qr: { size: number; path: string };
}

/** The QR code of `text` as an SVG path of its dark modules (one unit each), drawn by the site's own encoder. */
export function qrPath(text: string): { size: number; path: string } {
  const code = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size } = code.modules;
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (code.modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
  }
  return { size, path };
}

/**
 * Starts (or restarts) enrolment: a fresh secret is kept, encrypted, as the user's pending one
 * until a code made from it is confirmed. The secret in force, if any, stays until then.
 */
export async function beginEnrolment(db: Db, user: { id: number; email: string }, now = new Date()): Promise<Enrolment> {
  const secret = new Secret({ size: 20 });
  await db
    .updateTable("staff_users")
    .set({ totp_pending: sealSecret(secret.base32), updated_at: now.toISOString() })
    .where("id", "=", user.id)
    .execute();
  return describeEnrolment(secret.base32, user.email);
}

function describeEnrolment(base32: string, email: string): Enrolment {
  const uri = totpFor(Secret.fromBase32(base32), email).toString();
  return { secret: base32, uri, qr: qrPath(uri) };
}

/** The enrolment under way, to show again (after a wrong code), or null. */
export async function pendingEnrolment(db: Db, user: { id: number; email: string }): Promise<Enrolment | null> {
  const row = await db.selectFrom("staff_users").select("totp_pending").where("id", "=", user.id).executeTakeFirst();
  const base32 = row?.totp_pending ? openSecret(row.totp_pending) : null;
  return base32 ? describeEnrolment(base32, user.email) : null;
}

/** The 30-second step `token` is valid for under `base32` at `now` (± the drift allowed), or null. */
function matchingStep(base32: string, token: string, now: Date): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(Secret.fromBase32(base32)).validate({ token, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : TOTP.counter({ period: PERIOD_S, timestamp: now.getTime() }) + delta;
}

/**
 * Takes the step as used, in one statement: only when it is later than the last step accepted,
 * so a code (or an earlier one still in the drift window) is never taken twice, even by two
 * requests at once.
 */
async function spendStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable("staff_users")
    .set({ totp_last_step: step })
    .where("id", "=", userId)
    .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function makeRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const chars = Array.from({ length: 16 }, () => alphabet[crypto.randomInt(alphabet.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, "");

/**
 * Confirms enrolment with a code from the pending secret: the secret comes into force, the
 * step is spent, and ten new recovery codes replace any old ones. Returns the codes (shown once,
 * stored hashed), or null when the code does not match.
 */
export async function confirmEnrolment(db: Db, userId: number, token: string, now = new Date()): Promise<string[] | null> {
  const row = await db.selectFrom("staff_users").select("totp_pending").where("id", "=", userId).executeTakeFirst();
  const base32 = row?.totp_pending ? openSecret(row.totp_pending) : null;
  const step = base32 ? matchingStep(base32, token.trim(), now) : null;
  if (step === null || !row?.totp_pending) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, makeRecoveryCode);
  const confirmed = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable("staff_users")
      .set({ totp_secret: row.totp_pending, totp_pending: null, totp_last_step: step, updated_at: now.toISOString() })
      .where("id", "=", userId)
      .where("totp_pending", "=", row.totp_pending)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("staff_recovery_codes")
      .values(codes.map((code) => ({ user_id: userId, code_hash: sha256(normaliseRecoveryCode(code)), used_at: null })))
      .execute();
    return true;
  });
  return confirmed ? codes : null;
}

/** A second-factor check at sign-in: a current code (never one used before) or an unused recovery code. */
export async function checkSecondFactor(
  db: Db,
  userId: number,
  input: string,
  now = new Date(),
): Promise<"code" | "recovery" | null> {
  const row = await db.selectFrom("staff_users").select("totp_secret").where("id", "=", userId).executeTakeFirst();
  if (!row?.totp_secret) return null;
  const token = input.trim().replace(/\s/g, "");
  if (/^\d{6}$/.test(token)) {
    const base32 = openSecret(row.totp_secret);
    const step = base32 ? matchingStep(base32, token, now) : null;
    return step !== null && (await spendStep(db, userId, step)) ? "code" : null;
  }
  const code = normaliseRecoveryCode(input);
  if (!/^[a-z2-9]{16}$/.test(code)) return null;
  const used = await db
    .updateTable("staff_recovery_codes")
    .set({ used_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", sha256(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "recovery" : null;
}

/** How many unused recovery codes a user has left. */
export async function countRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom("staff_recovery_codes")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Removes a user's second factor (the owner does it for a lost phone): secret, pending secret and codes. */
export async function removeSecondFactor(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("staff_users")
      .set({ totp_secret: null, totp_pending: null, totp_last_step: null, updated_at: now.toISOString() })
      .where("id", "=", userId)
      .execute();
    await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
  });
}
