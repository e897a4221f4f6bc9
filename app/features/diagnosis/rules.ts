// The diagnosis rules that need no schema library: messages, limits, the e-mail pattern and the
// /diagnosis guard's check of the stored visitor. The /contact and /diagnosis pages import these
// at start; the zod schemas in schema.ts (the one truth for the forms and the API) load when a
// form is sent. schema.property.test.ts holds the guard's hand check to VisitorInfoSchema.

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
/** The most answers one triage request may carry (the engine asks at most five questions). */
export const TRIAGE_ANSWERS_MAX = 10;

/** An e-mail address by the rule above, the length checked first. */
export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** What the /contact form yields (see RegistrationSchema). */
export interface Registration {
  name: string;
  email: string;
  phone: string;
}

/** What the registration leaves in sessionStorage and what the diagnose call carries (see VisitorInfoSchema). */
export interface VisitorInfo extends Registration {
  timestamp: string;
}

export type RegistrationField = keyof Registration;

/**
 * What /contact answers a registration the browser posted itself (before the page's script ran,
 * or without script): the visitor's info, which the page keeps in the browser as the form does
 * with script, or the field errors with every value as typed.
 */
export type RegistrationAnswer =
  { registered: VisitorInfo } | { errors: Partial<Record<RegistrationField, string>>; values: Registration };

/** An ISO date and time with seconds and a Z or ±hh:mm offset, as zod's iso.datetime({ offset: true }) reads one. */
const TIMESTAMP_PATTERN = new RegExp(
  "^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))" +
    "T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$",
);

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
 * the caller which of the guard's four messages to show and whether to drop the entry. The
 * checks are VisitorInfoSchema's, by hand, so the guard needs no schema library.
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
  const invalid = { ok: false, message: MESSAGES.guardInvalid, clearStored: true } as const;
  if (storedEmail.length < 5) return { ok: false, message: MESSAGES.guardEmail, clearStored: true };
  if (storedName.length < 5 || storedName.length > NAME_MAX) return invalid;
  const phone = record.phone === undefined ? "" : record.phone;
  if (typeof phone !== "string" || phone.trim().length > PHONE_MAX) return invalid;
  if (typeof record.timestamp !== "string" || !TIMESTAMP_PATTERN.test(record.timestamp)) return invalid;
  return { ok: true, info: { name: storedName, email: storedEmail, phone: phone.trim(), timestamp: record.timestamp } };
}
