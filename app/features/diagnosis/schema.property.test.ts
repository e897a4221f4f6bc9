import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { ISSUE_TYPES } from "~/content/diagnosis";

import {
  DETAILS_MAX,
  DiagnosisRequestSchema,
  EMAIL_MAX,
  EMAIL_PATTERN,
  MESSAGES,
  NAME_MAX,
  PHONE_MAX,
  RegistrationSchema,
  VisitorInfoSchema,
  describeFirstIssue,
  isEmailAddress,
  parseStoredVisitorInfo,
} from "./schema";

const localPart = fc.stringMatching(/^[a-z0-9._%+-]{1,20}$/);
const domain = fc
  .tuple(fc.stringMatching(/^[a-z0-9-]{1,20}$/), fc.stringMatching(/^[a-z]{2,6}$/))
  .map(([d, tld]) => `${d}.${tld}`);
const validEmail = fc
  .tuple(localPart, domain)
  .map(([l, d]) => `${l}@${d}`)
  .filter((e) => e.length >= 5 && EMAIL_PATTERN.test(e));
const pad = fc.constantFrom("", " ", "  ", "\t");
const validName = fc.string({ minLength: 5, maxLength: NAME_MAX, unit: "grapheme-ascii" }).filter((n) => n.trim().length >= 5);

/** Anything a client could send as one field: wrong types included. */
const anyValue = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

describe("registration schema", () => {
  it("accepts every well-formed registration and returns it trimmed", () => {
    fc.assert(
      fc.property(
        validName,
        validEmail,
        fc.stringMatching(/^[0-9 ()+-]{0,20}$/),
        pad,
        pad,
        (name, email, phone, before, after) => {
          const parsed = RegistrationSchema.safeParse({ name: before + name + after, email: before + email + after, phone });
          expect(parsed.success).toBe(true);
          if (parsed.success) expect(parsed.data).toEqual({ name: name.trim(), email, phone: phone.trim() });
        },
      ),
    );
  });

  it("never throws, and whatever it accepts keeps every rule", () => {
    fc.assert(
      fc.property(
        fc.record({ name: anyValue, email: fc.oneof(anyValue, validEmail), phone: anyValue }, { requiredKeys: [] }),
        (input) => {
          const parsed = RegistrationSchema.safeParse(input);
          if (!parsed.success) {
            expect(describeFirstIssue(parsed.error)).toMatch(/^\w+: \S/);
            return;
          }
          const { name, email, phone } = parsed.data;
          expect(name.length).toBeGreaterThanOrEqual(5);
          expect(name.length).toBeLessThanOrEqual(NAME_MAX);
          expect(name).toBe(name.trim());
          expect(email.length).toBeLessThanOrEqual(EMAIL_MAX);
          expect(EMAIL_PATTERN.test(email)).toBe(true);
          expect(phone.length).toBeLessThanOrEqual(PHONE_MAX);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("the e-mail rule", () => {
  it("refuses an address with a character that means something in a link, wherever it sits", () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.constantFrom("?", "&", "%", "/", "\\", "#", " ", "\t", "\n", '"', "<", ">", ",", ";", ":", "\u0000"),
        fc.nat(),
        (email, bad, at) => {
          const i = at % (email.length + 1);
          const hostile = email.slice(0, i) + bad + email.slice(i);
          const parsed = RegistrationSchema.safeParse({ name: "Jane Doe", email: `x${hostile}x` });
          expect(parsed.success).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("diagnosis request schema", () => {
  const visitor = fc.record({
    name: validName,
    email: validEmail,
    phone: fc.constant(""),
    timestamp: fc
      .date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true })
      .map((d) => d.toISOString()),
  });

  it("accepts every well-formed request", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ISSUE_TYPES),
        fc.string({ minLength: 1, maxLength: DETAILS_MAX }).filter((d) => d.trim() !== ""),
        visitor,
        (issue, description, userInfo) => {
          const parsed = DiagnosisRequestSchema.safeParse({ issue, description, userInfo });
          expect(parsed.success).toBe(true);
          if (parsed.success) expect(parsed.data.description).toBe(description.trim());
        },
      ),
      { numRuns: 200 },
    );
  });

  it("never throws on hostile input, and accepts only known issues and bounded details", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            issue: fc.oneof(anyValue, fc.constantFrom(...ISSUE_TYPES, "__proto__", "constructor")),
            description: anyValue,
            userInfo: fc.oneof(anyValue, visitor),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const parsed = DiagnosisRequestSchema.safeParse(input);
          if (!parsed.success) return void expect(describeFirstIssue(parsed.error)).toMatch(/^[\w.]+: \S/);
          expect(ISSUE_TYPES).toContain(parsed.data.issue);
          expect(parsed.data.description.trim().length).toBeGreaterThan(0);
          expect(parsed.data.description.length).toBeLessThanOrEqual(DETAILS_MAX);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the /diagnosis guard never throws on whatever sessionStorage holds", () => {
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      visitor.map((v) => JSON.stringify(v)),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(stored, (raw) => {
        const result = parseStoredVisitorInfo(raw);
        if (result.ok) expect(EMAIL_PATTERN.test(result.info.email)).toBe(true);
        else expect(result.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });
});

/** The guard as it read the entry with VisitorInfoSchema itself: the hand check must agree with it. */
function guardBySchema(record: Record<string, unknown>) {
  const storedName = typeof record.name === "string" ? record.name.trim() : "";
  const storedEmail = typeof record.email === "string" ? record.email.trim() : "";
  if (!storedName || !storedEmail) return { ok: false, message: MESSAGES.guardInvalid, clearStored: true };
  if (!isEmailAddress(storedEmail)) return { ok: false, message: MESSAGES.guardEmail, clearStored: true };
  const parsed = VisitorInfoSchema.safeParse(record);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.some((i) => i.path[0] === "email");
    return { ok: false, message: emailIssue ? MESSAGES.guardEmail : MESSAGES.guardInvalid, clearStored: true };
  }
  return { ok: true, info: parsed.data };
}

describe("the /diagnosis guard's hand check", () => {
  const timestamp = fc.oneof(
    fc.date({ min: new Date("1900-01-01"), max: new Date("2200-01-01"), noInvalidDate: true }).map((d) => d.toISOString()),
    fc
      .tuple(
        fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        fc.constantFrom("T", " ", "t"),
        fc.stringMatching(/^\d{2}:\d{2}(:\d{2}(\.\d{1,4})?)?$/),
        fc.constantFrom("Z", "", "+05:30", "-24:00", "+23:59", "z", "+0530"),
      )
      .map((parts) => parts.join("")),
    fc.constantFrom("2024-02-29T10:00:00Z", "2023-02-29T10:00:00Z", "2100-02-29T00:00:00Z", "2000-02-29T00:00:00+01:00"),
    anyValue,
  );
  const shortOrLong = fc.oneof(fc.string({ maxLength: 6 }), fc.string({ minLength: 95, maxLength: 110 }));
  it("agrees with VisitorInfoSchema on every stored entry", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            name: fc.oneof(
              validName,
              shortOrLong,
              pad.map((p) => `${p}Jane Doe${p}`),
              anyValue,
            ),
            email: fc.oneof(
              validEmail,
              pad.map((p) => `${p}a@b.co${p}`),
              fc.string({ maxLength: 8 }),
              anyValue,
            ),
            phone: fc.oneof(fc.stringMatching(/^[0-9 ()+-]{0,45}$/), anyValue),
            timestamp,
            extra: anyValue,
          },
          { requiredKeys: [] },
        ),
        (record) => {
          expect(parseStoredVisitorInfo(JSON.stringify(record))).toEqual(guardBySchema(JSON.parse(JSON.stringify(record))));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
