import fc from "fast-check";
import { describe, expect, it } from "vitest";

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

const HOSTILE_LENGTH = 16 * 1024;
const BUDGET_MS = 5;

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
const hostile = fc
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
const KNOWN_WORST: string[] = [
  fill("a@", "a.", "@"),
  fill("a@", "a.", " x"),
  fill("a@a", ".", "!"),
  fill("", "a", "@"),
  fill("$", "1,", "x"),
  fill("https://www.amazon.com/", "a.", "\u0000"),
  fill("/admin/", "../", "\t"),
];

const describeValue = (value: unknown) => {
  const text = String(value);
  return `${JSON.stringify(text.slice(0, 40))}… (${text.length} characters)`;
};

/** Fastest of a few runs after a warm-up: a busy machine must not decide the result. */
function fastestMs(run: () => unknown): number {
  run();
  let best = Infinity;
  for (let i = 0; i < 5 && best >= BUDGET_MS; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  return best;
}

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

/** Each validator with one field replaced by the hostile string. */
type Validator = readonly [string, (value: string) => unknown];
const VALIDATORS: Validator[] = [
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
  ["login password", (v) => LoginSchema.safeParse({ password: v })],
  ["login redirectTo", (v) => LoginSchema.safeParse({ password: "x", redirectTo: v })],
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
];

describe("validators on hostile input", () => {
  it.each(VALIDATORS)(`%s answers a 16 KB hostile string in under ${BUDGET_MS} ms`, (_name, validate) => {
    fc.assert(
      fc.property(hostile, (value) => {
        expect(value.length).toBe(HOSTILE_LENGTH);
        return fastestMs(() => validate(value)) < BUDGET_MS;
      }),
      {
        numRuns: 40,
        examples: KNOWN_WORST.map((value) => [value]),
        // The default report prints the whole 16 KB counterexample.
        reporter: (run) => {
          if (!run.failed) return;
          const [value] = run.counterexample ?? [];
          const ms = value === undefined ? NaN : fastestMs(() => validate(value));
          throw new Error(`${describeValue(value)} took ${ms.toFixed(1)} ms`);
        },
      },
    );
  });
});
