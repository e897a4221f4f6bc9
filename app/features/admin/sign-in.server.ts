import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { createWorkQueue, type WorkQueue } from "~/lib/work-queue.server";

import { checkAdminPassword, reserveLoginAttempt } from "./auth.server";

/**
 * Password checks (scrypt, 16 MB and tens of milliseconds each) run on Node's small shared
 * thread pool, which also compresses every page. Two at a time leave it room; six more may
 * wait; anyone past that is told to retry rather than queued.
 */
export const PASSWORD_CHECK_QUEUE = createWorkQueue({ concurrency: 2, maxWaiting: 6 });

export type SignInOutcome = "ok" | "wrong" | "locked" | "busy";

/**
 * One sign-in: a place in the hashing queue first (refused at once when full), then the
 * address's attempt is reserved in the database before the password is hashed, so parallel
 * attempts cannot all slip under the limit. A successful sign-in gives its attempt back.
 */
export async function attemptSignIn(
  db: Kysely<Database>,
  {
    password,
    clientAddress,
    queue = PASSWORD_CHECK_QUEUE,
    now = new Date(),
  }: { password: string; clientAddress: string; queue?: WorkQueue; now?: Date },
): Promise<SignInOutcome> {
  const place = queue.tryEnter();
  if (!place) return "busy";
  let attempt: Awaited<ReturnType<typeof reserveLoginAttempt>>;
  try {
    attempt = await reserveLoginAttempt(db, clientAddress, now);
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
