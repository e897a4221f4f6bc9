import * as z from "zod/mini";

/**
 * A product's own review: one schema for the admin form, the product API and reading the
 * stored JSON back. Plain text only: angle brackets are refused, so no field can carry markup
 * (and React escapes every field anyway). zod/mini keeps the admin's browser bundle small.
 */
export interface ProductReview {
  /** One or two sentences on the collapsed card. */
  teaser: string;
  /** The opening paragraph of the full review. */
  verdict: string;
  /** "What We Liked". */
  pros: string[];
  /** "Room for Improvement". */
  cons: string[];
  /** "Best For:" (who it is for). */
  bestFor: string;
  /** The small spec table: label/value pairs. */
  specs: ProductSpec[];
}

export interface ProductSpec {
  label: string;
  value: string;
}

export const REVIEW_LIMITS = {
  teaser: 300,
  verdict: 2000,
  bestFor: 300,
  listItems: 8,
  listItem: 200,
  specs: 12,
  specLabel: 40,
  specValue: 120,
} as const;

export const REVIEW_MESSAGES = {
  notObject: "The review must be an object with teaser, verdict, pros, cons, bestFor and specs",
  plainText: "Review text must be plain text (no < or > characters)",
  teaserRequired: "Review teaser is required",
  teaserTooLong: `Review teaser must be at most ${REVIEW_LIMITS.teaser} characters`,
  verdictRequired: "Review verdict is required",
  verdictTooLong: `Review verdict must be at most ${REVIEW_LIMITS.verdict} characters`,
  prosRequired: "Add at least one thing you liked",
  consRequired: "Add at least one thing that could be better",
  tooManyItems: `At most ${REVIEW_LIMITS.listItems} pros and ${REVIEW_LIMITS.listItems} cons are allowed`,
  itemTooLong: `Each pro and con must be at most ${REVIEW_LIMITS.listItem} characters`,
  itemNotText: "Each pro and con must be text",
  bestForRequired: "Say who the product is for",
  bestForTooLong: `"Who it is for" must be at most ${REVIEW_LIMITS.bestFor} characters`,
  tooManySpecs: `At most ${REVIEW_LIMITS.specs} spec rows are allowed`,
  specIncomplete: "Each spec row needs both a label and a value",
  specLabelTooLong: `Each spec label must be at most ${REVIEW_LIMITS.specLabel} characters`,
  specValueTooLong: `Each spec value must be at most ${REVIEW_LIMITS.specValue} characters`,
} as const;

const PLAIN_TEXT = /^[^<>]*$/;
const trim = (value: unknown) => (typeof value === "string" ? value.trim() : value);

const pre = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(
    z.transform((value: unknown) => prepare(value)),
    schema,
  );

const plainText = (required: string, max: number, tooLong: string) =>
  pre(
    (v) => trim(v ?? ""),
    z.string(required).check(z.minLength(1, required), z.maxLength(max, tooLong), z.regex(PLAIN_TEXT, REVIEW_MESSAGES.plainText)),
  );

/** Blank entries are dropped before the list is checked. */
const textList = (required: string) =>
  pre(
    (v) => (Array.isArray(v) ? v.map(trim).filter((item) => item !== "") : (v ?? [])),
    z
      .array(
        z
          .string(REVIEW_MESSAGES.itemNotText)
          .check(
            z.maxLength(REVIEW_LIMITS.listItem, REVIEW_MESSAGES.itemTooLong),
            z.regex(PLAIN_TEXT, REVIEW_MESSAGES.plainText),
          ),
        required,
      )
      .check(z.minLength(1, required), z.maxLength(REVIEW_LIMITS.listItems, REVIEW_MESSAGES.tooManyItems)),
  );

const SpecSchema = z.object(
  {
    label: pre(
      (v) => trim(v ?? ""),
      z
        .string(REVIEW_MESSAGES.specIncomplete)
        .check(
          z.minLength(1, REVIEW_MESSAGES.specIncomplete),
          z.maxLength(REVIEW_LIMITS.specLabel, REVIEW_MESSAGES.specLabelTooLong),
          z.regex(PLAIN_TEXT, REVIEW_MESSAGES.plainText),
        ),
    ),
    value: pre(
      (v) => trim(v ?? ""),
      z
        .string(REVIEW_MESSAGES.specIncomplete)
        .check(
          z.minLength(1, REVIEW_MESSAGES.specIncomplete),
          z.maxLength(REVIEW_LIMITS.specValue, REVIEW_MESSAGES.specValueTooLong),
          z.regex(PLAIN_TEXT, REVIEW_MESSAGES.plainText),
        ),
    ),
  },
  REVIEW_MESSAGES.specIncomplete,
);

const isBlankSpec = (row: unknown) =>
  !!row &&
  typeof row === "object" &&
  ["label", "value"].every((key) => {
    const value = (row as Record<string, unknown>)[key];
    return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
  });

export const ProductReviewSchema = z.object(
  {
    teaser: plainText(REVIEW_MESSAGES.teaserRequired, REVIEW_LIMITS.teaser, REVIEW_MESSAGES.teaserTooLong),
    verdict: plainText(REVIEW_MESSAGES.verdictRequired, REVIEW_LIMITS.verdict, REVIEW_MESSAGES.verdictTooLong),
    pros: textList(REVIEW_MESSAGES.prosRequired),
    cons: textList(REVIEW_MESSAGES.consRequired),
    bestFor: plainText(REVIEW_MESSAGES.bestForRequired, REVIEW_LIMITS.bestFor, REVIEW_MESSAGES.bestForTooLong),
    specs: pre(
      (v) => (Array.isArray(v) ? v.filter((row) => !isBlankSpec(row)) : (v ?? [])),
      z.array(SpecSchema, REVIEW_MESSAGES.specIncomplete).check(z.maxLength(REVIEW_LIMITS.specs, REVIEW_MESSAGES.tooManySpecs)),
    ),
  },
  REVIEW_MESSAGES.notObject,
);

/** Stored review JSON to a review; anything damaged or invalid reads as none (the canned text shows). */
export function parseStoredReview(raw: string | null | undefined): ProductReview | null {
  if (!raw) return null;
  try {
    const result = ProductReviewSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The stored form: the review as JSON text, or null for none. */
export function serializeReview(review: ProductReview | null): string | null {
  return review ? JSON.stringify(review) : null;
}
