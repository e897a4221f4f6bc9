import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { addressLimitKey, createAddressLimiter, createKeyedLimiter } from "~/lib/address-limiter.server";
import type { RateLimiter } from "~/lib/rate-limit.server";

import { lookUpTicketToken } from "./public.server";
import { RepairLookupSchema } from "./schema.server";

/** Tries per client address (an IPv6 client by its /64) in the window, whatever the numbers. */
export const LOOKUP_LIMIT = 10;
export const LOOKUP_WINDOW_MS = 15 * 60_000;
/** Tries at one ticket number in the window, from any addresses, before the number is guarded. */
export const LOOKUP_NUMBER_GUARD_AFTER = 10;
/** While a number is guarded: tries at it per client address in the window. */
export const LOOKUP_GUARDED_PAIR_LIMIT = 2;

export interface LookupLimiters {
  address: RateLimiter;
  /** Counts tries per number; over it, the number is guarded (it refuses nobody by itself). */
  number: RateLimiter;
  /** Tries per (number, address) while the number is guarded. */
  pair: RateLimiter;
}

export function createLookupLimiters(): LookupLimiters {
  return {
    address: createAddressLimiter({ name: "repair-lookup", limit: LOOKUP_LIMIT, windowMs: LOOKUP_WINDOW_MS }),
    number: createKeyedLimiter({ name: "repair-lookup-number", limit: LOOKUP_NUMBER_GUARD_AFTER, windowMs: LOOKUP_WINDOW_MS }),
    pair: createKeyedLimiter({ name: "repair-lookup-pair", limit: LOOKUP_GUARDED_PAIR_LIMIT, windowMs: LOOKUP_WINDOW_MS }),
  };
}

const defaultLimiters = createLookupLimiters();

export type LookupField = "number" | "contact";

export type LookupOutcome =
  | { ok: true; token: string }
  | {
      ok: false;
      status: 400 | 403 | 404 | 429;
      formError?: string;
      fieldErrors: Partial<Record<LookupField, string>>;
      values: Record<LookupField, string>;
      retryAfterSeconds?: number;
    };

export const LOOKUP_MESSAGES = {
  notFound: "We could not find a repair with that number and e-mail or phone. Check both against your receipt.",
  tooMany: "Too many tries. For your security, please wait 15 minutes and try again, or call us.",
  crossSite: "Cross-site request refused.",
};

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, 300) : "";
};

/**
 * /repair's lookup: at most 10 tries in 15 minutes per client address. A ticket number is never
 * closed to everyone, or one person failing on someone else's number from many addresses would
 * lock its customer out: after 10 tries at a number in 15 minutes the number is guarded, and
 * then each address gets 2 tries at it in 15 minutes. Guessing is slowed to 2 tries per address,
 * while the customer, trying from their own address, still gets their answer. Each count is
 * atomic (in memory on SQLite's one server, one upsert on PostgreSQL) and is taken before the
 * lookup, so parallel tries cannot pass more. A wrong pair and an unknown number get the same answer.
 */
export async function submitRepairLookup({
  db,
  form,
  clientAddress,
  now,
  limiters = defaultLimiters,
}: {
  db: Kysely<Database>;
  form: FormData;
  clientAddress: string;
  now: Date;
  limiters?: LookupLimiters;
}): Promise<LookupOutcome> {
  const values = { number: text(form, "number"), contact: text(form, "contact") };
  const tooMany = (retryAfterSeconds: number): LookupOutcome => ({
    ok: false,
    status: 429,
    formError: LOOKUP_MESSAGES.tooMany,
    fieldErrors: {},
    values,
    retryAfterSeconds,
  });
  const byAddress = await limiters.address.check(clientAddress, now.getTime(), db);
  if (!byAddress.allowed) return tooMany(byAddress.retryAfterSeconds);

  const parsed = RepairLookupSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<LookupField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "number" || field === "contact") fieldErrors[field] ??= issue.message;
    }
    return { ok: false, status: 400, fieldErrors, values };
  }
  const byNumber = await limiters.number.check(parsed.data.number, now.getTime(), db);
  if (!byNumber.allowed) {
    const pair = `${parsed.data.number} ${addressLimitKey(clientAddress)}`;
    const byPair = await limiters.pair.check(pair, now.getTime(), db);
    if (!byPair.allowed) return tooMany(byPair.retryAfterSeconds);
  }

  const token = await lookUpTicketToken(db, parsed.data.number, parsed.data.contact);
  if (!token) return { ok: false, status: 404, formError: LOOKUP_MESSAGES.notFound, fieldErrors: {}, values };
  return { ok: true, token };
}
