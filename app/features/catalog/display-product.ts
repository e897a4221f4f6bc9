import { buildAmazonDpUrl, buildAmazonSearchUrl, isMarketplaceUrl, isProductImageSrc } from "~/lib/affiliate";

import { CATEGORIES, isCategorySlug, isPriceTier, type CategorySlug, type PriceTier } from "./categories";
import { toDisplayPrice } from "./price";

/** Spec §3 "Product (as displayed)". */
export interface DisplayProduct {
  id: string;
  title: string;
  name: string;
  description: string;
  /** Display string such as "$99.99"; "$0.00" when missing. */
  price: string;
  imageSrc: string;
  amazonLink: string;
  affiliateLink: string;
  /** null means the product carries no rating, so no stars are drawn. */
  rating: number | null;
  textSnippet: string;
  features: string[];
  priceTier: PriceTier;
  modelNumber: string;
  /** Only local fallback items carry these three (spec §3). */
  image?: { src: string; affiliateLink: string };
  motherboardModelNumber?: string;
  pricingPoint?: string;
}

export const DEFAULT_RATING = 4.5;
export const FEATURE_SEPARATOR = "|||";

type Json = Record<string, unknown>;

const pick = (record: Json, ...keys: string[]): unknown => {
  for (const key of keys) {
    const value = record[key];
    if (value !== undefined && value !== null && value !== "") return value;
  }
  return undefined;
};

const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";

const link = (value: unknown): string | undefined => {
  const candidate = text(value);
  return candidate && isMarketplaceUrl(candidate) ? candidate : undefined;
};

/**
 * A rating field that is absent takes the spec's default 4.5. A field that is present
 * but null is the site saying "not rated", which draws no stars rather than an invented score.
 */
export function readRating(record: Json): number | null {
  const keys = ["rating", "average_rating", "star_rating"];
  const present = keys.filter((k) => k in record);
  if (present.length === 0) return DEFAULT_RATING;
  const raw = pick(record, ...keys);
  if (raw === undefined) return null;
  const value = typeof raw === "number" ? raw : Number(text(raw));
  if (!Number.isFinite(value) || text(raw) === "") return null;
  return Math.min(Math.max(value, 0), 5);
}

/** features is one "|||"-joined string on the listing API and a list on the admin API. */
export function readFeatures(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(FEATURE_SEPARATOR) : [];
  return items.map(text).filter((f) => f.length > 0);
}

export function readPriceTier(value: unknown): PriceTier {
  const tier = text(value).toLowerCase();
  return isPriceTier(tier) ? tier : "unknown";
}

/**
 * Spec §3: a server product record (with any of its alternate field names) to the
 * product the pages show. `index` names records that carry neither id nor asin.
 */
export function mapServerProduct(
  record: Json,
  { tag, category, index = 0 }: { tag: string; category?: CategorySlug; index?: number },
): DisplayProduct {
  const asin = text(pick(record, "asin"));
  const name = text(pick(record, "name", "fetched_title"));
  const recordCategory = text(record.category);
  const slug = isCategorySlug(recordCategory) ? recordCategory : category;
  const amazonLink = asin
    ? buildAmazonDpUrl(asin, tag)
    : (link(record.product_url) ?? buildAmazonSearchUrl(name || (slug ? CATEGORIES[slug].label : "computer parts"), tag));
  const affiliateLink = link(record.affiliate_link) ?? link(record.product_url) ?? amazonLink;
  const description = text(pick(record, "description", "summary"));
  const imageSrc = text(pick(record, "image_src", "image_url"));
  return {
    id: text(pick(record, "id", "asin")) || `product-${index}`,
    title: name,
    name,
    description,
    price: toDisplayPrice(pick(record, "price")),
    imageSrc: isSafeImageSrc(imageSrc) ? imageSrc : slug ? CATEGORIES[slug].image : "",
    amazonLink,
    affiliateLink,
    rating: readRating(record),
    textSnippet: text(pick(record, "text_snippet")) || description,
    features: readFeatures(record.features),
    priceTier: readPriceTier(record.price_tier),
    modelNumber: text(pick(record, "model_number")),
  };
}

/** This site's paths or the marketplace's image servers only: nothing else reaches an <img>. */
export function isSafeImageSrc(src: string): boolean {
  return isProductImageSrc(src);
}

export type ProductsResult = { ok: true; products: DisplayProduct[] } | { ok: false; reason: string };

/**
 * Spec §7: the listing call answers a list of records or an object with an error field.
 * Anything else, an error field or an empty list is a failure the page meets with its
 * local fallback list.
 */
export function readProductsBody(body: unknown, options: { tag: string; category: CategorySlug }): ProductsResult {
  if (body && typeof body === "object" && !Array.isArray(body) && "error" in body) {
    return { ok: false, reason: `API returned an error: ${text((body as Json).error) || "unknown error"}` };
  }
  if (!Array.isArray(body)) return { ok: false, reason: "API returned something other than a list" };
  const products = body
    .filter((r): r is Json => !!r && typeof r === "object" && !Array.isArray(r) && !("error" in r && r.error))
    .map((r, index) => mapServerProduct(r, { ...options, index }));
  if (products.length === 0) return { ok: false, reason: "API returned no products" };
  return { ok: true, products };
}
