import {
  makeDisplayProduct,
  parsePriceToCents,
  readPriceCents,
  type AdminProductRecord,
  type CategorySlug,
  type DisplayProduct,
  type Product,
} from "~/features/catalog";

import type { ProductInput } from "./product-schema";

/**
 * The add/edit form while the owner types: the product's own fields, with the price as the
 * text typed so far and an id that keys the form (the product's id, or a generated one).
 */
export type ProductFormDraft = Pick<
  Product,
  "name" | "description" | "imageSrc" | "affiliateLink" | "features" | "modelNumber"
> & {
  id: string;
  price: string;
};

let drafts = 0;
const draftId = () => `draft-${Date.now().toString(36)}-${(drafts += 1)}`;

/** A fresh draft: every field empty and one empty feature row. */
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
  };
}

/** The editable draft of a stored product, as /api/get-products.php answers it. */
export function draftFromRecord(record: AdminProductRecord): ProductFormDraft {
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
  };
}

/**
 * The live preview: the draft through the same view mapping the listing uses, so unsafe links
 * and image addresses are dropped there exactly as they would be on the site.
 */
export function draftToPreview(draft: ProductFormDraft, category: CategorySlug, tag: string): DisplayProduct {
  return makeDisplayProduct(
    {
      ...draft,
      category,
      priceCents: readPriceCents(draft.price),
      asin: null,
      rating: null,
      textSnippet: draft.description,
      priceTier: "unknown",
    },
    tag,
  );
}
