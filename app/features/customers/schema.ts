import { z } from "zod";

import { normalizeEmail } from "~/lib/contact-keys";

/** Longest search the box takes. */
export const SEARCH_MAX = 100;
/** Results per kind the search page shows. */
export const SEARCH_LIMIT = 20;
/** A note on a merge or split. */
export const CUSTOMER_NOTE_MAX = 500;

const TICKET_NUMBER = /^SC-\d{4}(-\d{1,6})?$/;
const PHONE_LIKE = /^[\d\s().+\-/]+$/;
/** A whole address, in letters of any script: something, @, a domain with a dot. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

/** What a search is for, read from what was typed. */
export type SearchTerm =
  | { kind: "ticket"; number: string }
  | { kind: "email"; email: string }
  | { kind: "phone"; digits: string }
  | { kind: "name"; text: string };

export type SearchParse = { ok: true; q: string; term: SearchTerm } | { ok: false; q: string; error: string };

/**
 * Reads a search: a ticket number (SC-YYMM-NNNN, or SC-YYMM for a month), an e-mail address
 * (has an @), a phone number (digits with any punctuation, at least 7 digits) or part of a name
 * (at least 2 characters). Anything else gets a message saying what to type.
 */
export function parseSearch(raw: string | null | undefined): SearchParse {
  const q = (raw ?? "").trim();
  if (!q) return { ok: false, q, error: "Type a name, an e-mail address, a phone number or a ticket number (SC-…)." };
  if (q.length > SEARCH_MAX) return { ok: false, q, error: `Search for at most ${SEARCH_MAX} characters.` };
  if (/^sc-/i.test(q)) {
    const number = q.toUpperCase();
    return TICKET_NUMBER.test(number)
      ? { ok: true, q, term: { kind: "ticket", number } }
      : { ok: false, q, error: "A ticket number reads SC-YYMM-NNNN, for example SC-2611-0042." };
  }
  if (q.includes("@")) {
    const email = normalizeEmail(q) ?? "";
    return WHOLE_EMAIL.test(email)
      ? { ok: true, q, term: { kind: "email", email } }
      : { ok: false, q, error: "That is not a whole e-mail address; type it all, such as name@example.com." };
  }
  if (PHONE_LIKE.test(q.normalize("NFKC"))) {
    const digits = q.normalize("NFKC").replace(/\D/g, "");
    return digits.length >= 7
      ? { ok: true, q, term: { kind: "phone", digits } }
      : { ok: false, q, error: "A phone number needs at least 7 digits." };
  }
  if (q.length < 2) return { ok: false, q, error: "Type at least 2 letters of a name." };
  return { ok: true, q, term: { kind: "name", text: q } };
}

/** The customer page's merge form: the number of the customer to fold into this one. */
export const MergeFormSchema = z.object({
  other: z
    .string()
    .trim()
    .regex(/^#?[1-9]\d{0,9}$/, "Enter the other customer's number, such as 12.")
    .transform((v) => Number(v.replace("#", ""))),
  note: z.string().trim().max(CUSTOMER_NOTE_MAX, `Keep the note to ${CUSTOMER_NOTE_MAX} characters.`).default(""),
});

/** The customer page's split form: which record moves to a new customer. */
export const SplitFormSchema = z.object({
  record: z.string().regex(/^(lead|ticket)-[1-9]\d{0,9}$/, "Choose the request or repair that belongs to someone else."),
  note: z.string().trim().max(CUSTOMER_NOTE_MAX, `Keep the note to ${CUSTOMER_NOTE_MAX} characters.`).default(""),
});
