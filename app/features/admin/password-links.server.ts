import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { getConfig } from "~/lib/config.server";
import { logStoreError } from "~/lib/log.server";

import { normaliseEmail, reserveLoginAttempt } from "./auth.server";
import { addressLane } from "./sign-in.server";
import { issueReset, peekToken, redeemToken, type StaffTokenKind } from "./staff.server";

type Db = Kysely<Database>;

/** Reset requests one address (an IPv6 client by its /64) may make in the failure window. */
export const RESET_ADDRESS_LIMIT = 5;
/** Reset e-mails one account may be sent in the window, whoever asks. */
export const RESET_ACCOUNT_LIMIT = 3;

/**
 * The "forgot your password" form. Each request spends one place on the address's lane and one
 * on the account's (reserved in one statement each, so a parallel burst gets exactly the limit);
 * the answer never says whether the e-mail belongs to anyone. With e-mail off nothing can be
 * sent, and the page says to ask the owner.
 */
export async function requestPasswordReset(
  db: Db,
  { email, address, now }: { email: string; address: string; now: Date },
): Promise<"sent" | "no-mail" | "locked"> {
  for (const [lane, limit] of [
    [addressLane("reset", address), RESET_ADDRESS_LIMIT],
    [`reset-account:${normaliseEmail(email)}`, RESET_ACCOUNT_LIMIT],
  ] as const) {
    const attempt = await reserveLoginAttempt(db, lane, now, limit);
    if (!attempt.reserved) return "locked";
  }
  if (!getConfig().mail.smtpUrl) return "no-mail";
  // The answer does not wait for the lookup and the writes a known e-mail makes, so its timing
  // says nothing about whether the e-mail has an account.
  void issueReset(db, { email }, { by: null, address, now }).catch((error) =>
    logStoreError("a password reset link could not be made", error),
  );
  return "sent";
}

export type LinkPage = { ok: true; name: string; email: string } | { ok: false };

export async function loadLinkPage(db: Db, kind: StaffTokenKind, token: string, now: Date): Promise<LinkPage> {
  const user = await peekToken(db, kind, token, now);
  return user ? { ok: true, name: user.name, email: user.email } : { ok: false };
}

/** Sets the password through the link; false when the link is spent, expired or unknown (checked before any hashing). */
export async function redeemPasswordLink(
  db: Db,
  input: { kind: StaffTokenKind; token: string; password: string; address: string; now: Date },
): Promise<boolean> {
  if (!(await peekToken(db, input.kind, input.token, input.now))) return false;
  return (await redeemToken(db, input)) !== null;
}
