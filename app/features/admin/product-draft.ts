import {
  DEFAULT_RATING,
  makeDisplayProduct,
  parsePriceToCents,
  readPriceCents,
  type AdminProductRecord,
  type CategorySlug,
  type DisplayProduct,
  type PriceTier,
  type Product,
  type ProductEditorial,
  type ProductReview,
} from "~/features/catalog";

import type { ProductInput } from "./product-schema";

/**
 * The add/edit form while the owner types: the product's own fields, with the price and rating
 * as the text typed so far, the review's lists as text (one item a line; specs "Label: value")
 * and an id that keys the form (the product's id, or a generated one).
 */
export type ProductFormDraft = Pick<
  Product,
  "name" | "description" | "imageSrc" | "affiliateLink" | "features" | "modelNumber" | "priceTier" | "badge"
> & {
  id: string;
  price: string;
  rating: string;
  review: ReviewDraft;
};

export interface ReviewDraft {
  teaser: string;
  verdict: string;
  pros: string;
  cons: string;
  bestFor: string;
  specs: string;
}

let drafts = 0;
const draftId = () => `draft-${Date.now().toString(36)}-${(drafts += 1)}`;

const EMPTY_REVIEW: ReviewDraft = { teaser: "", verdict: "", pros: "", cons: "", bestFor: "", specs: "" };

/** A fresh draft: every field empty, one empty feature row, no rating (the default 4.5 shows). */
export function createEmptyDraft(): ProductFormDraft {
  return {
    id: draftId(),
    name: "",
    description: "",
    price: "",
    imageSrc: "",
    affiliateLink: "",
    features: [""],
    modelNumber: "",
    rating: "",
    priceTier: "unknown",
    badge: "",
    review: { ...EMPTY_REVIEW },
  };
}

function reviewToDraft(review: ProductReview | null): ReviewDraft {
  if (!review) return { ...EMPTY_REVIEW };
  return {
    teaser: review.teaser,
    verdict: review.verdict,
    pros: review.pros.join("\n"),
    cons: review.cons.join("\n"),
    bestFor: review.bestFor,
    specs: review.specs.map((s) => `${s.label}: ${s.value}`).join("\n"),
  };
}

/** The editable draft of a stored product: its record from /api/get-products.php and its editorial fields. */
export function draftFromRecord(record: AdminProductRecord, editorial?: ProductEditorial): ProductFormDraft {
  const cents = parsePriceToCents(record.price);
  return {
    id: String(record.id),
    name: record.name,
    description: record.description,
    price: cents === null ? "" : (cents / 100).toFixed(2),
    imageSrc: record.image_src,
    affiliateLink: record.affiliate_link,
    features: record.features.length > 0 ? [...record.features] : [""],
    modelNumber: record.model_number,
    rating: editorial?.rating === null || editorial?.rating === undefined ? "" : editorial.rating.toFixed(1),
    priceTier: editorial?.priceTier ?? "unknown",
    badge: editorial?.badge ?? "",
    review: reviewToDraft(editorial?.review ?? null),
  };
}

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

/** "Label: value" per line; a line with no colon keeps an empty value, which the schema refuses. */
const specLines = (value: string) =>
  lines(value).map((line) => {
    const colon = line.indexOf(":");
    return colon < 0 ? { label: line, value: "" } : { label: line.slice(0, colon), value: line.slice(colon + 1) };
  });

/** The review as the API takes it; an untouched review section is null (the rank's canned text). */
export function reviewDraftToInput(review: ReviewDraft): ProductInput["review"] {
  if (Object.values(review).every((value) => value.trim() === "")) return null;
  return {
    teaser: review.teaser,
    verdict: review.verdict,
    pros: lines(review.pros),
    cons: lines(review.cons),
    bestFor: review.bestFor,
    specs: specLines(review.specs),
  };
}

/** The JSON body of the add and edit calls. Features are cleaned by the schema. */
export function draftToInput(draft: ProductFormDraft, category: CategorySlug): ProductInput {
  return {
    name: draft.name,
    description: draft.description,
    price: draft.price,
    category,
    image_src: draft.imageSrc,
    affiliate_link: draft.affiliateLink,
    features: draft.features.filter((f) => f.trim() !== ""),
    model_number: draft.modelNumber,
    rating: draft.rating,
    price_tier: draft.priceTier,
    badge: draft.badge,
    review: reviewDraftToInput(draft.review),
  };
}

/**
 * The live preview: the draft through the same view mapping the listing uses, so unsafe links
 * and image addresses are dropped there exactly as they would be on the site.
 */
export function draftToPreview(draft: ProductFormDraft, category: CategorySlug, tag: string): DisplayProduct {
  const rating = Number(draft.rating);
  return makeDisplayProduct(
    {
      ...draft,
      category,
      priceCents: readPriceCents(draft.price),
      asin: null,
      rating: draft.rating.trim() !== "" && rating >= 1 && rating <= 5 ? Math.round(rating * 10) / 10 : DEFAULT_RATING,
      textSnippet: draft.description,
      priceTier: draft.priceTier as PriceTier,
    },
    tag,
  );
}
