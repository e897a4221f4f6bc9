// Hostile input for every validator that reads a visitor's or admin's text: 16 KB strings of
// the repeated pieces that make backtracking patterns slow. tests/unit/hostile-input.test.ts
// checks each validator answers them; `npm run bench hostile` times them.
import fc from "fast-check";

import { safeRedirectTarget } from "~/features/admin/auth.server";
import { LoginSchema } from "~/features/admin/login-schema";
import { ProductDeleteSchema, ProductInputSchema, ProductMoveSchema, ProductUpdateSchema } from "~/features/admin/product-schema";
import { ClickSchema } from "~/features/clicks/schema";
import {
  DiagnosisFormSchema,
  DiagnosisRequestSchema,
  RegistrationSchema,
  VisitorInfoSchema,
  parseStoredVisitorInfo,
} from "~/features/diagnosis/schema";
import { IntakeFormSchema, PickupFormSchema } from "~/features/tickets/intake-schema.server";
import { SignaturePathSchema } from "~/lib/signature-path.server";

export const HOSTILE_LENGTH = 16 * 1024;

/**
 * Pieces that make backtracking patterns slow when repeated: dots and labels for e-mail and
 * host patterns, digits and commas for prices, slashes and schemes for URLs, @ signs, spaces.
 */
const piece = fc.constantFrom(
  "a.",
  ".",
  "a",
  "@",
  "a@",
  "@a.",
  " ",
  "\t",
  "-",
  "1",
  "1,",
  ",000",
  "$",
  "0.",
  "%",
  "/",
  "//",
  "http://",
  "https://www.amazon.com",
  "\\",
  "é",
  "\u0000",
  "=",
  "?",
);
/** A 16 KB string of a repeated pattern, optionally behind a valid-looking start and before a failing end. */
export const hostile = fc
  .tuple(
    fc.constantFrom("", "a@", "jane@", "$", "https://", "/admin/", "https://www.amazon.com/"),
    fc.array(piece, { minLength: 1, maxLength: 4 }),
    fc.constantFrom("", "!", " ", "@", "..", "\u0000", "x"),
  )
  .map(([start, parts, end]) => {
    const unit = parts.join("");
    const body = unit.repeat(Math.ceil(HOSTILE_LENGTH / unit.length));
    return (start + body).slice(0, HOSTILE_LENGTH - end.length) + end;
  });

const fill = (start: string, unit: string, end: string) =>
  (start + unit.repeat(HOSTILE_LENGTH)).slice(0, HOSTILE_LENGTH - end.length) + end;

/** Known worst cases for the patterns this site has used, tried before the random ones. */
export const KNOWN_WORST: string[] = [
  fill("a@", "a.", "@"),
  fill("a@", "a.", " x"),
  fill("a@a", ".", "!"),
  fill("", "a", "@"),
  fill("$", "1,", "x"),
  fill("https://www.amazon.com/", "a.", "\u0000"),
  fill("/admin/", "../", "\t"),
];

export const describeValue = (value: unknown) => {
  const text = String(value);
  return `${JSON.stringify(text.slice(0, 40))}… (${text.length} characters)`;
};

const visitor = { name: "Jane Doe", email: "jane@example.com", phone: "", timestamp: "2025-04-16T14:03:00.000Z" };
const product = {
  name: "A laptop",
  description: "A fine laptop.",
  price: "499.99",
  category: "laptops",
  image_src: "/images/products/laptops.svg",
  affiliate_link: "https://www.amazon.com/dp/B0TESTTEST",
  features: ["16 GB"],
  model_number: "X1",
};

const intake = {
  condPowers: "yes",
  passcodeMode: "given",
  passcode: "1234",
  backupFirst: "no",
  intakeSignedName: "Jane Doe",
  termsVersion: "0",
};

/** Each validator with one field replaced by the hostile string. */
export type Validator = readonly [string, (value: string) => unknown];
export const VALIDATORS: Validator[] = [
  ...(["name", "email", "phone"] as const).map(
    (field) => [`registration ${field}`, (v: string) => RegistrationSchema.safeParse({ ...visitor, [field]: v })] as const,
  ),
  ["visitor timestamp", (v) => VisitorInfoSchema.safeParse({ ...visitor, timestamp: v })],
  ...(["issue", "description"] as const).map(
    (field) =>
      [
        `diagnosis form ${field}`,
        (v: string) => DiagnosisFormSchema.safeParse({ issue: "slow", description: "Slow", [field]: v }),
      ] as const,
  ),
  ...(["name", "email", "phone", "timestamp"] as const).map(
    (field) =>
      [
        `diagnose request userInfo.${field}`,
        (v: string) =>
          DiagnosisRequestSchema.safeParse({ issue: "slow", description: "Slow", userInfo: { ...visitor, [field]: v } }),
      ] as const,
  ),
  ["stored visitor info", (v) => parseStoredVisitorInfo(JSON.stringify({ ...visitor, email: v }))],
  ["stored visitor info (raw)", (v) => parseStoredVisitorInfo(v)],
  ["login e-mail", (v) => LoginSchema.safeParse({ email: v, password: "x" })],
  ["login password", (v) => LoginSchema.safeParse({ email: "a@b.test", password: v })],
  ["login redirectTo", (v) => LoginSchema.safeParse({ email: "a@b.test", password: "x", redirectTo: v })],
  ["redirect target", (v) => safeRedirectTarget(v)],
  ...Object.keys(product).map(
    (field) =>
      [
        `product ${field}`,
        (v: string) => ProductInputSchema.safeParse({ ...product, [field]: field === "features" ? [v, v] : v }),
      ] as const,
  ),
  ["product update id", (v) => ProductUpdateSchema.safeParse({ ...product, id: v })],
  ["product delete id", (v) => ProductDeleteSchema.safeParse({ id: v })],
  ["product move", (v) => ProductMoveSchema.safeParse({ id: v, direction: v })],
  ["click", (v) => ClickSchema.safeParse({ kind: v, id: v })],
  ["signature path", (v) => SignaturePathSchema.safeParse(v)],
  ...(["intakeSignature", "intakeSignedName", "passcode", "conditionNote", "diagnosticFee", "termsVersion"] as const).map(
    (field) => [`intake ${field}`, (v: string) => IntakeFormSchema.safeParse({ ...intake, [field]: v })] as const,
  ),
  ...(["pickupSignature", "pickupSignedName"] as const).map(
    (field) => [`pickup ${field}`, (v: string) => PickupFormSchema.safeParse({ pickupDevice: "on", [field]: v })] as const,
  ),
];
