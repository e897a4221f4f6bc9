// zod/mini: the same rules and messages as "zod", at a fraction of the browser bundle,
// since this schema ships with the /contact and /diagnosis pages.
import * as z from "zod/mini";

import { ISSUE_TYPES } from "~/content/diagnosis";

/** The sessionStorage key the registration writes and the /diagnosis guard reads. */
export const USER_INFO_KEY = "userInfo";

export const MESSAGES = {
  nameEmailLength: "Name and email must be at least 5 characters long",
  emailFormat: "Please enter a valid email address",
  nameTooLong: "Name must be at most 100 characters",
  emailTooLong: "Email must be at most 254 characters",
  phoneTooLong: "Phone number must be at most 40 characters",
  saved: "Information saved successfully!",
  guardMissing: "Please complete the contact form first",
  guardInvalid: "Invalid session data. Please start over.",
  guardEmail: "Invalid email format. Please start over.",
  guardCorrupt: "Session data is corrupted. Please start over.",
  issueRequired: "Please select an issue type",
  detailsRequired: "Please provide additional details about your issue",
  detailsTooLong: "Details must be at most 5000 characters",
  timestampInvalid: "Timestamp must be an ISO date and time",
  diagnosisFailed: "An error occurred during diagnosis",
} as const;

/**
 * A deliberately simple rule (no spaces, one @, a dot in the domain), minus every character that
 * means something in a link or a header: ? & % / \ # and the like would let an address carry a
 * mailto: query ("x@y.zz?cc=someone-else") into the admin's mail program. Domain labels are
 * split on dots that no label may contain, so matching stays linear in the length; anything
 * longer than EMAIL_MAX is refused before the pattern runs.
 */
export const EMAIL_PATTERN =
  /^[^\s\p{Cc}@?&%/\\#"<>()[\],:;]+@(?:[^\s\p{Cc}@?&%/\\#"<>()[\],:;.]+\.)+[^\s\p{Cc}@?&%/\\#"<>()[\],:;.]+$/u;

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PHONE_MAX = 40;
export const DETAILS_MAX = 5000;

/** An e-mail address by the rule above, the length checked first. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

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
export type Registration = z.output<typeof RegistrationSchema>;

/** What the registration leaves in sessionStorage and what the diagnose call carries. */
export const VisitorInfoSchema = z.extend(RegistrationSchema, {
  timestamp: z.iso.datetime({ offset: true, error: MESSAGES.timestampInvalid }),
});
export type VisitorInfo = z.output<typeof VisitorInfoSchema>;

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

type ParseError = { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field, in the order zod reports them. */
export function collectFieldErrors<K extends string>(error: ParseError): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "") as K;
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** "userInfo.email: Please enter a valid email address": which field, and why. */
export function describeFirstIssue(error: ParseError): string {
  const issue = error.issues[0];
  if (!issue) return "body: invalid request";
  const where = issue.path.length > 0 ? issue.path.map(String).join(".") : "body";
  return `${where}: ${issue.message}`;
}

export function createVisitorInfo(registration: Registration, now: Date = new Date()): VisitorInfo {
  return { ...registration, timestamp: now.toISOString() };
}

export type GuardResult = { ok: true; info: VisitorInfo } | { ok: false; message: string; clearStored: boolean };

/**
 * Reads the stored visitor info the way the /diagnosis guard must: never throws, and tells
 * the caller which of the guard's four messages to show and whether to drop the entry.
 */
export function parseStoredVisitorInfo(raw: string | null | undefined): GuardResult {
  if (raw === null || raw === undefined || raw === "") {
    return { ok: false, message: MESSAGES.guardMissing, clearStored: raw === "" };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, message: MESSAGES.guardCorrupt, clearStored: true };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { ok: false, message: MESSAGES.guardCorrupt, clearStored: true };
  }
  const record = value as Record<string, unknown>;
  const storedName = typeof record.name === "string" ? record.name.trim() : "";
  const storedEmail = typeof record.email === "string" ? record.email.trim() : "";
  if (!storedName || !storedEmail) {
    return { ok: false, message: MESSAGES.guardInvalid, clearStored: true };
  }
  if (!isEmailAddress(storedEmail)) {
    return { ok: false, message: MESSAGES.guardEmail, clearStored: true };
  }
  const parsed = VisitorInfoSchema.safeParse(record);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.some((i) => i.path[0] === "email");
    return { ok: false, message: emailIssue ? MESSAGES.guardEmail : MESSAGES.guardInvalid, clearStored: true };
  }
  return { ok: true, info: parsed.data };
}
