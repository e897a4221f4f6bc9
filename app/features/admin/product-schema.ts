import * as z from "zod/mini";

import { CATEGORY_SLUGS, PRICE_TIERS, ProductReviewSchema, parsePriceToCents } from "~/features/catalog";
import { isHttpUrl, isMarketplaceImageUrl, isMarketplaceUrl, isProductImageSrc } from "~/lib/affiliate";

/**
 * The admin product input: one schema for the add/edit form and for
 * POST /api/add-product.php and the edit endpoint. Field names are the API's JSON names.
 */
export const PRODUCT_MESSAGES = {
  nameRequired: "Product name is required",
  nameTooLong: "Product name must be at most 300 characters",
  descriptionRequired: "Description is required",
  descriptionTooLong: "Description must be at most 5000 characters",
  priceRequired: "Price is required",
  priceInvalid: "Price must be a dollar amount such as 49.99",
  priceTooHigh: "Price must be at most $999,999.99",
  linkRequired: "Affiliate link is required",
  linkInvalid: "Affiliate link must be an http:// or https:// address",
  linkNotMarketplace: "Affiliate link must be an Amazon link (amazon.com or amzn.to)",
  imageRequired: "Product image URL is required",
  imageInvalid: "Product image URL must be an http:// or https:// address or a path on this site starting with /",
  imageNotAllowed:
    "Product image URL must be a path on this site or an image on Amazon's image servers (such as m.media-amazon.com)",
  imageNotHttps: "Product image URL must start with https:// (pages here show no picture sent without encryption)",
  category: `Category must be one of: ${CATEGORY_SLUGS.join(", ")}`,
  featuresNotList: "Features must be a list of text",
  featureNotText: "Each feature must be text",
  tooManyFeatures: "At most 20 features are allowed",
  featureTooLong: "Each feature must be at most 200 characters",
  modelTooLong: "Model number must be at most 120 characters",
  ratingInvalid: "Rating must be a number from 1.0 to 5.0 with at most one decimal, or empty for none",
  priceTier: `Price tier must be one of: ${PRICE_TIERS.join(", ")}`,
  badgeTooLong: `Badge must be at most ${40} characters`,
  badgePlain: "Badge must be plain text (no < or > characters)",
} as const;

export const MAX_BADGE_LENGTH = 40;

export const MAX_FEATURES = 20;
export const MAX_FEATURE_LENGTH = 200;
const MAX_LINK_LENGTH = 2000;
const MAX_PRICE_CENTS = 99_999_999;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : value);

/** Trims text (numbers become text) before the schema sees it; mini's stand-in for preprocess. */
const pre = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(
    z.transform((value: unknown) => prepare(value)),
    schema,
  );

const requiredText = (required: string, max: number, tooLong: string, ...checks: Array<z.core.$ZodCheck<string>>) =>
  pre((v) => text(v ?? ""), z.string(required).check(z.minLength(1, required), z.maxLength(max, tooLong), ...checks));

/** Blank entries (after trimming) are dropped before anything else looks at the list. */
const FeaturesSchema = pre(
  (v) => (Array.isArray(v) ? v.map(text).filter((f) => f !== "") : (v ?? [])),
  z
    .array(
      z.string(PRODUCT_MESSAGES.featureNotText).check(z.maxLength(MAX_FEATURE_LENGTH, PRODUCT_MESSAGES.featureTooLong)),
      PRODUCT_MESSAGES.featuresNotList,
    )
    .check(z.maxLength(MAX_FEATURES, PRODUCT_MESSAGES.tooManyFeatures)),
);

/** Empty text or null is "not rated"; otherwise 1.0–5.0 in steps of 0.1. */
const RatingSchema = pre(
  (v) => {
    const t = text(v);
    if (t === "" || t === null) return null;
    return typeof t === "string" && /^\d+(\.\d)?$/.test(t) ? Number(t) : t;
  },
  z.nullable(
    z.number(PRODUCT_MESSAGES.ratingInvalid).check(
      z.gte(1, PRODUCT_MESSAGES.ratingInvalid),
      z.lte(5, PRODUCT_MESSAGES.ratingInvalid),
      z.refine((n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, PRODUCT_MESSAGES.ratingInvalid),
    ),
  ),
);

/**
 * Keys in the order the form checks them (its fields top to bottom); the first failing one is
 * the message shown.
 * zod/mini keeps the browser bundle small: the public form pages share zod's core with this.
 */
export const ProductInputSchema = z.object({
  name: requiredText(PRODUCT_MESSAGES.nameRequired, 300, PRODUCT_MESSAGES.nameTooLong),
  description: requiredText(PRODUCT_MESSAGES.descriptionRequired, 5000, PRODUCT_MESSAGES.descriptionTooLong),
  price: z.pipe(
    pre((v) => text(v ?? ""), z.string(PRODUCT_MESSAGES.priceRequired).check(z.minLength(1, PRODUCT_MESSAGES.priceRequired))),
    z.transform((value: string, ctx) => {
      const cents = parsePriceToCents(value);
      if (cents === null || cents > MAX_PRICE_CENTS) {
        ctx.issues.push({
          code: "custom",
          message: cents === null ? PRODUCT_MESSAGES.priceInvalid : PRODUCT_MESSAGES.priceTooHigh,
          input: value,
        });
        return z.NEVER;
      }
      return cents;
    }),
  ),
  affiliate_link: requiredText(
    PRODUCT_MESSAGES.linkRequired,
    MAX_LINK_LENGTH,
    PRODUCT_MESSAGES.linkInvalid,
    z.refine((v: string) => isHttpUrl(v), { error: PRODUCT_MESSAGES.linkInvalid, abort: true }),
    z.refine((v: string) => isMarketplaceUrl(v), PRODUCT_MESSAGES.linkNotMarketplace),
  ),
  image_src: requiredText(
    PRODUCT_MESSAGES.imageRequired,
    MAX_LINK_LENGTH,
    PRODUCT_MESSAGES.imageInvalid,
    z.refine((v: string) => isHttpUrl(v) || isProductImageSrc(v), { error: PRODUCT_MESSAGES.imageInvalid, abort: true }),
    z.refine((v: string) => isProductImageSrc(v), PRODUCT_MESSAGES.imageNotAllowed),
    // The pages' content policy lets pictures in from the marketplace over https only.
    z.refine((v: string) => !isMarketplaceImageUrl(v) || /^https:/i.test(v), PRODUCT_MESSAGES.imageNotHttps),
  ),
  category: z.enum(CATEGORY_SLUGS, PRODUCT_MESSAGES.category),
  features: FeaturesSchema,
  model_number: pre(
    (v) => text(v ?? ""),
    z.string(PRODUCT_MESSAGES.modelTooLong).check(z.maxLength(120, PRODUCT_MESSAGES.modelTooLong)),
  ),
  // The editorial fields. Optional, so the API's older callers keep working: on an edit a field
  // left out keeps its stored value; on an add it starts empty.
  rating: z.optional(RatingSchema),
  price_tier: z.optional(z.enum(PRICE_TIERS, PRODUCT_MESSAGES.priceTier)),
  badge: z.optional(
    pre(
      (v) => text(v ?? ""),
      z
        .string(PRODUCT_MESSAGES.badgeTooLong)
        .check(z.maxLength(MAX_BADGE_LENGTH, PRODUCT_MESSAGES.badgeTooLong), z.regex(/^[^<>]*$/, PRODUCT_MESSAGES.badgePlain)),
    ),
  ),
  /** null: the product shows its rank's canned text. */
  review: z.optional(z.nullable(ProductReviewSchema)),
});

export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductValues = z.output<typeof ProductInputSchema>;
export type ProductField = keyof ProductValues;

export const PRODUCT_FIELD_ORDER: readonly ProductField[] = Object.keys(ProductInputSchema.shape) as ProductField[];

/** The first problem in the form's checking order, with the field it belongs to (and where in it). */
export function firstProductIssue(error: z.core.$ZodError): {
  field: ProductField | undefined;
  message: string;
  path: PropertyKey[];
} {
  const issues = error.issues.map((issue) => ({
    field: issue.path[0] as ProductField | undefined,
    message: issue.message,
    path: issue.path.slice(1),
  }));
  const rank = (field: ProductField | undefined) => (field ? PRODUCT_FIELD_ORDER.indexOf(field) : -1);
  issues.sort((a, b) => rank(a.field) - rank(b.field));
  return issues[0] ?? { field: undefined, message: "The product data is not valid", path: [] };
}

export const ProductIdSchema = z.coerce
  .number("Product id must be a number")
  .check(z.refine(Number.isInteger, "Product id must be a whole number"), z.positive("Product id must be a positive number"));

export const ProductUpdateSchema = z.extend(ProductInputSchema, { id: ProductIdSchema });
export const ProductDeleteSchema = z.object({ id: ProductIdSchema });
export const ProductMoveSchema = z.object({
  id: ProductIdSchema,
  direction: z.enum(["up", "down"], 'Direction must be "up" or "down"'),
});
