// zod/mini: the same rules and messages as "zod", at a fraction of the bundle. The /contact and
// /diagnosis pages load this module when a form is sent (see rules.ts for what they load at start).
import * as z from "zod/mini";

import { ISSUE_TYPES } from "~/content/diagnosis";

import {
  DETAILS_MAX,
  TRIAGE_ANSWERS_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  MESSAGES,
  NAME_MAX,
  PHONE_MAX,
  type Registration,
  type VisitorInfo,
} from "./rules";
import { ANSWER_VALUES, type TriageResult } from "./triage/types";

export * from "./rules";

// abort: a failed length check ends the field's checks, so no pattern runs on an oversized value.
const name = z
  .string({ error: MESSAGES.nameEmailLength })
  .check(
    z.trim(),
    z.minLength(5, { error: MESSAGES.nameEmailLength, abort: true }),
    z.maxLength(NAME_MAX, { error: MESSAGES.nameTooLong, abort: true }),
  );

const email = z
  .string({ error: MESSAGES.nameEmailLength })
  .check(
    z.trim(),
    z.minLength(5, { error: MESSAGES.nameEmailLength, abort: true }),
    z.maxLength(EMAIL_MAX, { error: MESSAGES.emailTooLong, abort: true }),
    z.regex(EMAIL_PATTERN, MESSAGES.emailFormat),
  );

const phone = z._default(
  z.string({ error: "Phone number must be text" }).check(z.trim(), z.maxLength(PHONE_MAX, MESSAGES.phoneTooLong)),
  "",
);

/** The /contact form. Lengths are checked first, then the e-mail pattern, so the first message is the most basic one. */
export const RegistrationSchema = z.object({ name, email, phone });

/** What the registration leaves in sessionStorage and what the diagnose call carries. */
export const VisitorInfoSchema = z.extend(RegistrationSchema, {
  timestamp: z.iso.datetime({ offset: true, error: MESSAGES.timestampInvalid }),
});

/** The tool's own form: the picked issue and the details box. */
export const DiagnosisFormSchema = z.object({
  issue: z.enum(ISSUE_TYPES, { error: MESSAGES.issueRequired }),
  description: z
    .string({ error: MESSAGES.detailsRequired })
    .check(z.trim(), z.minLength(1, MESSAGES.detailsRequired), z.maxLength(DETAILS_MAX, MESSAGES.detailsTooLong)),
});

/** The body of POST /api/diagnose.php. */
export const DiagnosisRequestSchema = z.extend(DiagnosisFormSchema, {
  userInfo: z.object(VisitorInfoSchema.shape, { error: "Visitor info is required" }),
});
export type DiagnosisRequest = z.output<typeof DiagnosisRequestSchema>;

/** The triage's own words for what its body may hold. */
export const TRIAGE_MESSAGES = {
  issue: "Must be one of the listed issues, or null",
  answers: "Must be an object of question ids and answers",
  answersTooMany: `At most ${TRIAGE_ANSWERS_MAX} answers`,
  questionId: "Question ids are 1 to 40 lower-case letters, digits or hyphens",
  answer: "Each answer must be yes, no or unsure",
  bookingKey: "Must be the booking key this browser was given with the request",
} as const;

const QUESTION_ID_PATTERN = /^[a-z0-9-]{1,40}$/;

// Counted and named before any answer is read: a bad id is reported at "answers", not echoed in the path.
const answers = z._default(
  z.pipe(
    z.record(z.string(), z.unknown(), { error: TRIAGE_MESSAGES.answers }).check(
      z.refine((o) => Object.keys(o).length <= TRIAGE_ANSWERS_MAX, { error: TRIAGE_MESSAGES.answersTooMany, abort: true }),
      z.refine((o) => Object.keys(o).every((k) => QUESTION_ID_PATTERN.test(k)), TRIAGE_MESSAGES.questionId),
    ),
    z.record(z.string(), z.enum(ANSWER_VALUES, { error: TRIAGE_MESSAGES.answer })),
  ),
  {},
);

/** The body of POST /api/diagnose/triage: the picked issue (or none), the visitor's words, the answers so far. */
export const TriageRequestSchema = z.object({
  issue: z._default(z.nullable(z.enum(ISSUE_TYPES, { error: TRIAGE_MESSAGES.issue })), null),
  description: DiagnosisFormSchema.shape.description,
  answers,
});
export type TriageRequest = z.output<typeof TriageRequestSchema>;

/** The body of POST /api/diagnose/answers: the key the diagnose answer gave, and the answers to store with it. */
export const TriageAnswersRequestSchema = z.object({
  bookingKey: z.string({ error: TRIAGE_MESSAGES.bookingKey }).check(z.regex(/^[\w-]{22}$/, TRIAGE_MESSAGES.bookingKey)),
  answers,
});
export type TriageAnswersRequest = z.output<typeof TriageAnswersRequestSchema>;

// The plain types in rules.ts are exactly what the schemas yield.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type RegistrationTypeMatches = Assert<Same<z.output<typeof RegistrationSchema>, Registration>>;
export type VisitorInfoTypeMatches = Assert<Same<z.output<typeof VisitorInfoSchema>, VisitorInfo>>;

/**
 * What the triage endpoints answer (the lead call's `triage`, /api/diagnose/triage and
 * /api/diagnose/answers). The browser reads it through this schema: an answer of another shape
 * counts as a failed call, and the page falls back as it does for one.
 */
export const TriageResultSchema = z.object({
  causes: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      likelihood: z.number(),
      confidence: z.enum(["most likely", "likely", "possible", "less likely"]),
      why: z.array(z.string()),
      stop: z.boolean(),
    }),
  ),
  stop: z.nullable(z.object({ cause: z.string(), message: z.string() })),
  nextQuestion: z.nullable(z.object({ id: z.string(), text: z.string(), options: z.array(z.enum(ANSWER_VALUES)) })),
  steps: z.array(z.string()),
  service: z.nullable(
    z.object({
      title: z.string(),
      fromCents: z.number(),
      toCents: z.number(),
      turnaroundDays: z.nullable(z.number()),
      lines: z.array(z.object({ name: z.string(), fromCents: z.number(), toCents: z.number() })),
      source: z.enum(["price-list", "catalogue"]),
    }),
  ),
  clear: z.boolean(),
  answered: z.number(),
});
// Every answer the schema lets through is a TriageResult the result view can draw.
export type TriageResultTypeFits = Assert<z.output<typeof TriageResultSchema> extends TriageResult ? true : false>;
