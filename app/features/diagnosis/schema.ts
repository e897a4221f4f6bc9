// zod/mini: the same rules and messages as "zod", at a fraction of the bundle. The /contact and
// /diagnosis pages load this module when a form is sent (see rules.ts for what they load at start).
import * as z from "zod/mini";

import { ISSUE_TYPES } from "~/content/diagnosis";

import {
  DETAILS_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  MESSAGES,
  NAME_MAX,
  PHONE_MAX,
  type Registration,
  type VisitorInfo,
} from "./rules";

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

// The plain types in rules.ts are exactly what the schemas yield.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type RegistrationTypeMatches = Assert<Same<z.output<typeof RegistrationSchema>, Registration>>;
export type VisitorInfoTypeMatches = Assert<Same<z.output<typeof VisitorInfoSchema>, VisitorInfo>>;
