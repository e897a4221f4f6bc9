import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { createWorkQueue, type WorkQueue } from "~/lib/work-queue.server";

import { checkAdminPassword, reserveLoginAttempt } from "./auth.server";
import { knownDeviceLane } from "./known-device.server";

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

export type SignInOutcome = "ok" | "wrong" | "locked" | "busy";

/**
 * One sign-in: a place in the hashing queue first (refused at once when full), then the
 * attempt is reserved in the database before the password is hashed, so parallel attempts
 * cannot all slip under the limit. A successful sign-in gives its attempt back. A known browser
 * (`deviceId`, from `readKnownDevice`) has a queue and a failure count of its own instead of its
 * address's; anyone else is counted by address, an IPv6 client by its /64.
 */
export async function attemptSignIn(
  db: Kysely<Database>,
  {
    password,
    clientAddress,
    deviceId,
    queue = PASSWORD_CHECK_QUEUE,
    deviceQueue = KNOWN_DEVICE_QUEUE,
    now = new Date(),
  }: {
    password: string;
    clientAddress: string;
    deviceId?: string | null;
    queue?: WorkQueue;
    deviceQueue?: WorkQueue;
    now?: Date;
  },
): Promise<SignInOutcome> {
  const place = (deviceId ? deviceQueue : queue).tryEnter();
  if (!place) return "busy";
  let attempt: Awaited<ReturnType<typeof reserveLoginAttempt>>;
  try {
    attempt = await reserveLoginAttempt(db, deviceId ? knownDeviceLane(deviceId) : clientAddress, now);
  } catch (error) {
    place.leave();
    throw error;
  }
  if (!attempt.reserved) {
    place.leave();
    return "locked";
  }
  if (!(await place.run(() => checkAdminPassword(db, password)))) return "wrong";
  await attempt.release();
  return "ok";
}
