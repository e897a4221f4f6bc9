import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { createAddressLimiter } from "~/lib/address-limiter.server";
import type { RateLimiter } from "~/lib/rate-limit.server";

import { lookUpTicketToken } from "./public.server";
import { RepairLookupSchema } from "./schema.server";

export const LOOKUP_LIMIT = 10;
export const LOOKUP_WINDOW_MS = 15 * 60_000;

/** Tries per client address, and per ticket number whichever addresses they come from. */
export function createLookupLimiters(): { address: RateLimiter; number: RateLimiter } {
  return {
    address: createAddressLimiter({ name: "repair-lookup", limit: LOOKUP_LIMIT, windowMs: LOOKUP_WINDOW_MS }),
    number: createAddressLimiter({ name: "repair-lookup-number", limit: LOOKUP_LIMIT, windowMs: LOOKUP_WINDOW_MS }),
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
 * /repair's lookup: at most 10 tries in 15 minutes per client address and per ticket number (each
 * an atomic count: in memory on SQLite's one server, one upsert on PostgreSQL), then the number and
 * the e-mail or phone on it. A wrong pair and an unknown number get the same answer.
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
  limiters?: { address: RateLimiter; number: RateLimiter };
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
  if (!byNumber.allowed) return tooMany(byNumber.retryAfterSeconds);

  const token = await lookUpTicketToken(db, parsed.data.number, parsed.data.contact);
  if (!token) return { ok: false, status: 404, formError: LOOKUP_MESSAGES.notFound, fieldErrors: {}, values };
  return { ok: true, token };
}
