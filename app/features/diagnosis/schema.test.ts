import { describe, expect, it } from "vitest";

import {
  DiagnosisFormSchema,
  DiagnosisRequestSchema,
  MESSAGES,
  RegistrationSchema,
  collectFieldErrors,
  createVisitorInfo,
  describeFirstIssue,
  parseStoredVisitorInfo,
} from "./schema";

const firstErrors = (input: unknown) => {
  const r = RegistrationSchema.safeParse(input);
  return r.success ? {} : collectFieldErrors<"name" | "email" | "phone">(r.error);
};

describe("registration rules", () => {
  it("accepts a valid visitor and trims the fields", () => {
    const r = RegistrationSchema.parse({ name: "  Jane Doe ", email: " jane@example.com ", phone: "" });
    expect(r).toEqual({ name: "Jane Doe", email: "jane@example.com", phone: "" });
  });

  it("treats a missing phone as empty", () => {
    expect(RegistrationSchema.parse({ name: "Jane Doe", email: "jane@example.com" }).phone).toBe("");
  });

  it("asks for 5 characters when the name is short", () => {
    expect(firstErrors({ name: "Jan", email: "jane@example.com" })).toEqual({ name: MESSAGES.nameEmailLength });
  });

  it("asks for 5 characters when the email is short, before checking its pattern", () => {
    expect(firstErrors({ name: "Jane Doe", email: "a@b" })).toEqual({ email: MESSAGES.nameEmailLength });
  });

  it("does not count surrounding spaces toward the 5 characters", () => {
    expect(firstErrors({ name: "   ab   ", email: "jane@example.com" }).name).toBe(MESSAGES.nameEmailLength);
  });

  it.each(["jane example.com", "jane@example", "jane@@example.com", "ja ne@example.com", "jane@exa mple.com"])(
    "rejects the email %j with the pattern message",
    (email) => {
      expect(firstErrors({ name: "Jane Doe", email })).toEqual({ email: MESSAGES.emailFormat });
    },
  );

  it.each([
    "x@y.zz?cc=attacker%40evil.example&subject=Hello",
    "x?cc=attacker@evil.example",
    "a&b@example.com",
    "a%40b@example.com",
    "a/b@example.com",
    "a#b@example.com",
    "a\\b@example.com",
    '"a b"@example.com',
    "a<b>@example.com",
    "a,b@example.com",
    "a;b@example.com",
    "a:b@example.com",
    "a\u0000b@example.com",
    "jane@example.com/path",
    "jane@example.com#top",
    "jane@exa%6dple.com",
    "jane@example..com",
    "jane@.example.com",
    "jane@example.com.",
  ])("rejects the email %j, which could carry a link's query, path or fragment", (email) => {
    expect(firstErrors({ name: "Jane Doe", email })).toEqual({ email: MESSAGES.emailFormat });
  });

  it.each(["o'brien@example.ie", "first.last+tag@mail.example.co.uk", "jörg@beispiel.de", "x_y-z@sub-domain.example.com"])(
    "accepts the email %j",
    (email) => {
      expect(firstErrors({ name: "Jane Doe", email })).toEqual({});
    },
  );

  it("says the e-mail is too long, without trying the pattern on it", () => {
    const r = RegistrationSchema.safeParse({ name: "Jane Doe", email: "a@" + "b.".repeat(8000) + "c d" });
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues.map((i) => i.message)).toEqual([MESSAGES.emailTooLong]);
  });

  it("uses the spec message for both name and email when both are short", () => {
    expect(firstErrors({ name: "", email: "" })).toEqual({ name: MESSAGES.nameEmailLength, email: MESSAGES.nameEmailLength });
  });

  it("limits the phone to 40 characters", () => {
    expect(firstErrors({ name: "Jane Doe", email: "jane@example.com", phone: "1".repeat(41) })).toEqual({
      phone: MESSAGES.phoneTooLong,
    });
    expect(firstErrors({ name: "Jane Doe", email: "jane@example.com", phone: "1".repeat(40) })).toEqual({});
  });

  it("keeps the spec's wording", () => {
    expect(MESSAGES.nameEmailLength).toBe("Name and email must be at least 5 characters long");
    expect(MESSAGES.emailFormat).toBe("Please enter a valid email address");
    expect(MESSAGES.saved).toBe("Information saved successfully!");
  });
});

describe("the stored visitor info guard", () => {
  const good = JSON.stringify(
    createVisitorInfo({ name: "Jane Doe", email: "jane@example.com", phone: "" }, new Date("2025-04-16T10:00:00Z")),
  );

  it("passes a valid entry through", () => {
    expect(parseStoredVisitorInfo(good)).toEqual({
      ok: true,
      info: { name: "Jane Doe", email: "jane@example.com", phone: "", timestamp: "2025-04-16T10:00:00.000Z" },
    });
  });

  it("asks for the contact form when nothing is stored", () => {
    expect(parseStoredVisitorInfo(null)).toEqual({
      ok: false,
      message: "Please complete the contact form first",
      clearStored: false,
    });
  });

  it.each(["{not json", "[]", "42", "null", '"text"'])("calls %j corrupted and clears it", (raw) => {
    expect(parseStoredVisitorInfo(raw)).toEqual({
      ok: false,
      message: "Session data is corrupted. Please start over.",
      clearStored: true,
    });
  });

  it.each([
    { name: "", email: "jane@example.com" },
    { name: "Jane Doe", email: "  " },
    { email: "jane@example.com" },
    { name: 5, email: "jane@example.com" },
  ])("calls %j invalid session data", (value) => {
    expect(parseStoredVisitorInfo(JSON.stringify({ timestamp: "2025-04-16T10:00:00Z", ...value }))).toEqual({
      ok: false,
      message: "Invalid session data. Please start over.",
      clearStored: true,
    });
  });

  it("reports a bad email format", () => {
    expect(
      parseStoredVisitorInfo(JSON.stringify({ name: "Jane Doe", email: "not-an-email", timestamp: "2025-04-16T10:00:00Z" })),
    ).toEqual({
      ok: false,
      message: "Invalid email format. Please start over.",
      clearStored: true,
    });
  });

  it("calls an entry with a broken timestamp invalid session data", () => {
    const result = parseStoredVisitorInfo(
      JSON.stringify({ name: "Jane Doe", email: "jane@example.com", timestamp: "yesterday" }),
    );
    expect(result).toEqual({ ok: false, message: "Invalid session data. Please start over.", clearStored: true });
  });
});

describe("the diagnosis form and request", () => {
  it("requires an issue type", () => {
    const r = DiagnosisFormSchema.safeParse({ issue: "", description: "It beeps" });
    expect(r.success ? null : collectFieldErrors(r.error)).toEqual({ issue: "Please select an issue type" });
  });

  it("rejects an unknown issue type with the same message", () => {
    const r = DiagnosisFormSchema.safeParse({ issue: "printer", description: "It beeps" });
    expect(r.success ? null : collectFieldErrors(r.error)).toEqual({ issue: "Please select an issue type" });
  });

  it.each(["", "   \n\t "])("requires non-blank details (%j)", (description) => {
    const r = DiagnosisFormSchema.safeParse({ issue: "slow", description });
    expect(r.success ? null : collectFieldErrors(r.error)).toEqual({
      description: "Please provide additional details about your issue",
    });
  });

  it("allows details up to 5000 characters", () => {
    expect(DiagnosisFormSchema.safeParse({ issue: "slow", description: "x".repeat(5000) }).success).toBe(true);
    const r = DiagnosisFormSchema.safeParse({ issue: "slow", description: "x".repeat(5001) });
    expect(r.success ? null : collectFieldErrors(r.error)).toEqual({ description: MESSAGES.detailsTooLong });
  });

  it("names the failing nested field for the API", () => {
    const r = DiagnosisRequestSchema.safeParse({
      issue: "slow",
      description: "Takes ages to boot",
      userInfo: { name: "Jane Doe", email: "jane@", timestamp: "2025-04-16T10:00:00Z" },
    });
    expect(r.success ? null : describeFirstIssue(r.error)).toBe("userInfo.email: Please enter a valid email address");
  });

  it("names a missing visitor info", () => {
    const r = DiagnosisRequestSchema.safeParse({ issue: "slow", description: "Takes ages to boot" });
    expect(r.success ? null : describeFirstIssue(r.error)).toBe("userInfo: Visitor info is required");
  });
});
