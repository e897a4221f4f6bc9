import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { createWorkQueue, type WorkQueue } from "~/lib/work-queue.server";

import { addressLimitKey } from "~/lib/address-limiter.server";

import { normaliseEmail, reserveLoginAttempt, verifyStaffPassword } from "./auth.server";
import { knownDeviceLane, type KnownDevice } from "./known-device.server";

/**
 * Password checks (scrypt, 16 MB and tens of milliseconds each) run on Node's small shared
 * thread pool, which also compresses every page. Two at a time leave it room; six more may
 * wait; anyone past that is told to retry rather than queued.
 */
export const PASSWORD_CHECK_QUEUE = createWorkQueue({ concurrency: 2, maxWaiting: 6 });

/**
 * The lane of browsers that signed in before (a valid known-device cookie): one check at a time,
 * two waiting. Only the owner's browsers hold the cookie, so a flood from anywhere else, which
 * fills the queue above, never reaches this one.
 */
export const KNOWN_DEVICE_QUEUE = createWorkQueue({ concurrency: 1, maxWaiting: 2 });

/** Failed sign-ins one account may have in the failure window, from anywhere but its own known browsers. */
export const ACCOUNT_FAILURE_LIMIT = 10;

export type SignInOutcome =
  | { outcome: "ok"; user: Exclude<NonNullable<Awaited<ReturnType<typeof verifyStaffPassword>>>, "inactive"> }
  | { outcome: "wrong" }
  | { outcome: "inactive" }
  | { outcome: "locked" }
  | { outcome: "busy" };

/**
 * One sign-in: a place in the hashing queue first (refused at once when full), then the
 * attempt is reserved in the database before the password is hashed, so parallel attempts
 * cannot all slip under the limit: on the address's lane (an IPv6 client by its /64) and on the
 * account's own lane (ACCOUNT_FAILURE_LIMIT, whatever address it comes from). A known browser
 * (`deviceId`, from `readKnownDevice`) has a queue and a failure count of its own instead of
 * both, so a flood against the owner's e-mail from elsewhere cannot lock the owner out of their
 * own browser. The lane is the device's only for the account it signed in as: any other e-mail
 * typed there is an ordinary sign-in. A successful sign-in gives its attempts back.
 */
export async function attemptSignIn(
  db: Kysely<Database>,
  {
    email,
    password,
    clientAddress,
    device,
    queue = PASSWORD_CHECK_QUEUE,
    deviceQueue = KNOWN_DEVICE_QUEUE,
    now = new Date(),
  }: {
    email: string;
    password: string;
    clientAddress: string;
    device?: KnownDevice | null;
    queue?: WorkQueue;
    deviceQueue?: WorkQueue;
    now?: Date;
  },
): Promise<SignInOutcome> {
  const own = device
    ? await db.selectFrom("staff_users").select("id").where("email", "=", normaliseEmail(email)).executeTakeFirst()
    : undefined;
  const deviceId = device && own?.id === device.userId ? device.id : null;
  const place = (deviceId ? deviceQueue : queue).tryEnter();
  if (!place) return { outcome: "busy" };
  const attempts: Array<{ release: () => Promise<void> }> = [];
  try {
    const lanes: Array<[string, number | undefined]> = deviceId
      ? [[knownDeviceLane(deviceId), undefined]]
      : [
          [clientAddress, undefined],
          [`account:${normaliseEmail(email)}`, ACCOUNT_FAILURE_LIMIT],
        ];
    for (const [lane, limit] of lanes) {
      const attempt = await reserveLoginAttempt(db, lane, now, limit);
      if (!attempt.reserved) {
        place.leave();
        return { outcome: "locked" };
      }
      attempts.push(attempt);
    }
  } catch (error) {
    place.leave();
    throw error;
  }
  const user = await place.run(() => verifyStaffPassword(db, email, password));
  // Someone deactivated who types their own right password is told why, rather than left to
  // retry until locked out; the attempt still counts.
  if (user === "inactive") return { outcome: "inactive" };
  if (!user) return { outcome: "wrong" };
  for (const attempt of attempts) await attempt.release();
  return { outcome: "ok", user };
}

/** The lane of a second-factor or reset check: per address (an IPv6 client by its /64) or per account. */
export const addressLane = (kind: string, clientAddress: string) => `${kind}:${addressLimitKey(clientAddress)}`;
