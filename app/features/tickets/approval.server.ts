import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { decideEstimate, type DecideEstimateResult } from "~/features/money/index.server";
import { createAddressLimiter, createKeyedLimiter } from "~/lib/address-limiter.server";
import type { RateLimiter } from "~/lib/rate-limit.server";

import { findPublicTicket } from "./public.server";
import { EstimateAnswerSchema } from "./schema.server";
import { hashTicketToken } from "./token.server";

/** Answers per client address (an IPv6 client by its /64) in the window, to any tickets. */
export const ANSWER_ADDRESS_LIMIT = 10;
/** Answers to one ticket's estimate in the window, from any addresses. */
export const ANSWER_TICKET_LIMIT = 10;
export const ANSWER_WINDOW_MS = 15 * 60_000;

export interface AnswerLimiters {
  address: RateLimiter;
  /** Keyed by the hash of the status link's token: one ticket, whoever knows its link. */
  ticket: RateLimiter;
}

export function createAnswerLimiters({
  addressLimit = ANSWER_ADDRESS_LIMIT,
  ticketLimit = ANSWER_TICKET_LIMIT,
  windowMs = ANSWER_WINDOW_MS,
}: { addressLimit?: number; ticketLimit?: number; windowMs?: number } = {}): AnswerLimiters {
  return {
    address: createAddressLimiter({ name: "estimate-answer", limit: addressLimit, windowMs }),
    ticket: createKeyedLimiter({ name: "estimate-answer-ticket", limit: ticketLimit, windowMs }),
  };
}

const defaultLimiters = createAnswerLimiters();

export type AnswerIntent = "approve" | "decline";
export type AnswerField = "name" | "agree" | "reason";

export type AnswerOutcome =
  | { ok: true; intent: AnswerIntent; already: boolean }
  | {
      ok: false;
      status: 400 | 403 | 404 | 409 | 429;
      /** The form the customer used (null when the post named neither). */
      intent: AnswerIntent | null;
      formError?: string;
      fieldErrors: Partial<Record<AnswerField, string>>;
      /** What they typed, to fill the form again. */
      values: { name: string; reason: string };
      retryAfterSeconds?: number;
    };

export const ANSWER_MESSAGES = {
  crossSite: "Cross-site request refused. Open your repair's page from our link and answer there.",
  tooMany: "Too many tries. For your security, please wait 15 minutes and try again, or call us.",
  stale: "This page is out of date. Reload it and try again.",
  changedApprove: "The shop changed this estimate since you opened the page. Here is the new version; nothing was approved.",
  changedDecline: "The shop changed this estimate since you opened the page. Here is the new version; nothing was declined.",
  approved: "You already approved this estimate. Call us to change it.",
  closed: "This repair is closed, so its estimate can no longer be answered here. Call us if you have a question.",
  invoiced: "This repair is invoiced, so its estimate can no longer be answered here. Call us if you have a question.",
  erased: "This repair's details have been removed. Call us if you have a question.",
  none: "There is no estimate to answer on this repair yet. We will let you know when it is ready.",
} as const;

const text = (form: FormData, name: string, max: number) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, max) : "";
};

const readIntent = (form: FormData): AnswerIntent | null => {
  const v = form.get("intent");
  return v === "approve" || v === "decline" ? v : null;
};

/** The refusal a post from another site gets (403), before anything is read or counted. */
export function crossSiteAnswerRefusal(form: FormData): AnswerOutcome {
  return {
    ok: false,
    status: 403,
    intent: readIntent(form),
    formError: ANSWER_MESSAGES.crossSite,
    fieldErrors: {},
    values: { name: text(form, "name", 200), reason: text(form, "reason", 600) },
  };
}

type DecideRefusal = Extract<DecideEstimateResult, { ok: false }>["reason"];

function refusalMessage(reason: Exclude<DecideRefusal, "not-found">, intent: AnswerIntent): string {
  if (reason === "changed") return intent === "approve" ? ANSWER_MESSAGES.changedApprove : ANSWER_MESSAGES.changedDecline;
  return ANSWER_MESSAGES[reason];
}

/**
 * The customer's "Approve estimate" or "Decline estimate" on their status page. Every post is
 * counted first, before the form is read: at most 10 in 15 minutes per client address (an IPv6
 * client by its /64) and 10 in 15 minutes per ticket from any addresses, so neither one address
 * nor many can flood a ticket's history. A token that names no ticket gets the status page's own
 * 404 after the same steps. An approval stores the name typed, the client's address and user
 * agent, the version and the time (decideEstimate, which also refuses a version the shop has
 * replaced meanwhile).
 */
export async function answerEstimate({
  db,
  token,
  form,
  clientAddress,
  userAgent,
  now,
  limiters = defaultLimiters,
}: {
  db: Kysely<Database>;
  token: string;
  form: FormData;
  clientAddress: string;
  userAgent: string | null;
  now: Date;
  limiters?: AnswerLimiters;
}): Promise<AnswerOutcome> {
  const intent = readIntent(form);
  const values = { name: text(form, "name", 200), reason: text(form, "reason", 600) };
  const refuse = (
    status: 400 | 404 | 409 | 429,
    more: { formError?: string; fieldErrors?: Partial<Record<AnswerField, string>>; retryAfterSeconds?: number },
  ): AnswerOutcome => ({ ok: false, status, intent, fieldErrors: {}, values, ...more });

  const byAddress = await limiters.address.check(clientAddress, now.getTime(), db);
  if (!byAddress.allowed)
    return refuse(429, { formError: ANSWER_MESSAGES.tooMany, retryAfterSeconds: byAddress.retryAfterSeconds });
  const byTicket = await limiters.ticket.check(hashTicketToken(token.slice(0, 64)), now.getTime(), db);
  if (!byTicket.allowed)
    return refuse(429, { formError: ANSWER_MESSAGES.tooMany, retryAfterSeconds: byTicket.retryAfterSeconds });

  const found = await findPublicTicket(db, token);
  if (!found) return refuse(404, {});

  const parsed = EstimateAnswerSchema.safeParse({
    intent: intent ?? undefined,
    version: text(form, "version", 20),
    name: values.name,
    agree: text(form, "agree", 20),
    reason: values.reason,
  });
  if (!parsed.success) {
    const fieldErrors: Partial<Record<AnswerField, string>> = {};
    let formError: string | undefined;
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "name" || field === "agree" || field === "reason") fieldErrors[field] ??= issue.message;
      else formError = ANSWER_MESSAGES.stale;
    }
    return refuse(400, { formError, fieldErrors });
  }

  const answer = parsed.data;
  const decided = await decideEstimate(db, {
    ticketId: found.id,
    version: answer.version,
    decision: answer.intent,
    via: "link",
    name: answer.intent === "approve" ? answer.name : null,
    note: answer.intent === "decline" ? answer.reason || null : null,
    address: clientAddress,
    agent: userAgent,
    recordedBy: "customer",
    by: null,
    now,
  });
  if (decided.ok) return { ok: true, intent: answer.intent, already: decided.already };
  if (decided.reason === "not-found") return refuse(404, {});
  return refuse(409, { formError: refusalMessage(decided.reason, answer.intent) });
}
