import {
  mapServerProduct,
  parsePriceToCents,
  type AdminProductRecord,
  type CategorySlug,
  type DisplayProduct,
} from "~/features/catalog";

import type { ProductInput } from "./product-schema";

/** Spec §3 "Admin form draft". */
export interface ProductDraft {
  id: string;
  name: string;
  description: string;
  price: string;
  image: { src: string };
  affiliateLink: string;
  features: string[];
  modelNumber: string;
}

let drafts = 0;
const draftId = () => `draft-${Date.now().toString(36)}-${(drafts += 1)}`;

/** A fresh draft: every field empty and one empty feature row. */
export function createEmptyDraft(): ProductDraft {
  return {
    id: draftId(),
    name: "",
    description: "",
    price: "",
    image: { src: "" },
    affiliateLink: "",
    features: [""],
    modelNumber: "",
  };
}

/** The editable draft of a stored product, as /api/get-products.php answers it. */
export function draftFromRecord(record: AdminProductRecord): ProductDraft {
  const cents = parsePriceToCents(record.price);
  return {
    id: String(record.id),
    name: record.name,
    description: record.description,
    price: cents === null ? "" : (cents / 100).toFixed(2),
    image: { src: record.image_src },
    affiliateLink: record.affiliate_link,
    features: record.features.length > 0 ? [...record.features] : [""],
    modelNumber: record.model_number,
  };
}

/** The JSON body of the add and edit calls (spec §7). Features are cleaned by the schema. */
export function draftToInput(draft: ProductDraft, category: CategorySlug): ProductInput {
  return {
    name: draft.name,
    description: draft.description,
    price: draft.price,
    category,
    image_src: draft.image.src,
    affiliate_link: draft.affiliateLink,
    features: draft.features.filter((f) => f.trim() !== ""),
    model_number: draft.modelNumber,
  };
}

/**
 * The live preview: the draft through the same mapping the listing uses, so unsafe links and
 * image addresses are dropped there exactly as they would be on the site.
 */
export function draftToPreview(draft: ProductDraft, category: CategorySlug, tag: string): DisplayProduct {
  return mapServerProduct(
    {
      id: draft.id,
      name: draft.name,
      description: draft.description,
      price: draft.price,
      image_src: draft.image.src,
      affiliate_link: draft.affiliateLink,
      rating: null,
      text_snippet: draft.description,
      features: draft.features.filter((f) => f.trim() !== ""),
      model_number: draft.modelNumber,
    },
    { tag, category },
  );
}
