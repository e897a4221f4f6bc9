import { buildAmazonLink, isMarketplaceUrl, isProductImageSrc } from "~/lib/affiliate";
import { formatUsd, ZERO_USD } from "~/lib/money";

import { CATEGORIES, type CategorySlug, type PriceTier } from "./categories";
import type { Product } from "./product";
import { FEATURE_SEPARATOR, joinFeatures } from "./records";

/** The rating a product the site has not rated yet shows. */
export const DEFAULT_RATING = 4.5;

/** A product as the listing and review pages show it: the catalog's one view model. */
export interface DisplayProduct {
  id: string;
  name: string;
  description: string;
  /** Display string such as "$99.99"; "$0.00" when missing. */
  price: string;
  imageSrc: string;
  /** The category's illustration: shown when `imageSrc` does not load; empty without a category. */
  placeholderSrc: string;
  affiliateLink: string;
  /** The site's editorial rating; a product it has not rated shows the default 4.5. */
  rating: number | null;
  textSnippet: string;
  features: string[];
  priceTier: PriceTier;
  modelNumber: string;
  /** Only the local fallback list carries these three. */
  image?: { src: string; affiliateLink: string };
  motherboardModelNumber?: string;
  pricingPoint?: string;
}

/**
 * What a view is made from: a product's fields with its id as text and, for a loosely read
 * record, perhaps no category. Text may carry stray white space; links and images may be unsafe.
 */
export type DisplayProductSource = Pick<
  Product,
  | "name"
  | "description"
  | "priceCents"
  | "imageSrc"
  | "affiliateLink"
  | "asin"
  | "rating"
  | "textSnippet"
  | "features"
  | "priceTier"
  | "modelNumber"
> & { id: string; category: CategorySlug | undefined };

/** This site's paths or the marketplace's image servers only: nothing else reaches an <img>. */
export function isSafeImageSrc(src: string): boolean {
  return isProductImageSrc(src);
}

/**
 * The one mapping to the view. A link that is not to the marketplace gives way to the
 * marketplace link (the product page by ASIN, else a search for the name), an image from
 * anywhere but this site or the marketplace's image servers to the category's illustration, a negative price to $0.00; ratings are held within 0–5, a missing one
 * shows the default 4.5, and the snippet falls back to the description.
 */
export function makeDisplayProduct(source: DisplayProductSource, tag: string): DisplayProduct {
  const name = source.name.trim();
  const description = source.description.trim();
  const link = source.affiliateLink.trim();
  const image = source.imageSrc.trim();
  const info = source.category ? CATEGORIES[source.category] : undefined;
  const { priceCents, rating } = source;
  return {
    id: source.id,
    name,
    description,
    price: priceCents !== null && priceCents >= 0 ? formatUsd(priceCents) : ZERO_USD,
    imageSrc: isProductImageSrc(image) ? image : (info?.image ?? ""),
    placeholderSrc: info?.image ?? "",
    affiliateLink: isMarketplaceUrl(link)
      ? link
      : buildAmazonLink({ asin: source.asin?.trim(), name: name || (info?.label ?? "computer parts") }, tag),
    rating: rating === null || !Number.isFinite(rating) ? DEFAULT_RATING : Math.min(Math.max(rating, 0), 5),
    textSnippet: source.textSnippet.trim() || description,
    features: source.features.map((f) => f.trim()).filter((f) => f.length > 0),
    priceTier: source.priceTier,
    modelNumber: source.modelNumber.trim(),
  };
}

/** A stored product as the pages show it, straight from the domain type. */
export function toDisplayProduct(product: Product, tag: string): DisplayProduct {
  return makeDisplayProduct(
    {
      ...product,
      id: String(product.id),
      // Features as the listing API carries them, so a client refetch shows the same list.
      features: joinFeatures(product.features).split(FEATURE_SEPARATOR),
    },
    tag,
  );
}
