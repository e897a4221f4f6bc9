import { isMarketplaceUrl } from "~/lib/affiliate";

import { isCategorySlug, isPriceTier, type CategorySlug, type PriceTier } from "./categories";
import { DEFAULT_RATING, makeDisplayProduct, type DisplayProduct } from "./display-product";
import { readPriceCents } from "./price";
import { FEATURE_SEPARATOR } from "./records";

/*
 * Reads product JSON from the legacy APIs in the browser, where a record may use any of its
 * alternate field names or types, into the same view model the server renders.
 */

export { DEFAULT_RATING };

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

/** A rating field that is absent, null or unreadable shows the default 4.5, as the server renders it. */
function readRating(record: Json): number {
  const raw = pick(record, "rating", "average_rating", "star_rating");
  if (raw === undefined) return DEFAULT_RATING;
  const value = typeof raw === "number" ? raw : Number(text(raw));
  if (!Number.isFinite(value) || text(raw) === "") return DEFAULT_RATING;
  return Math.min(Math.max(value, 0), 5);
}

/** features is one "|||"-joined string on the listing API and a list on the admin API. */
export function readFeatures(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(FEATURE_SEPARATOR) : [];
  return items.map(text).filter((f) => f.length > 0);
}

function readPriceTier(value: unknown): PriceTier {
  const tier = text(value).toLowerCase();
  return isPriceTier(tier) ? tier : "unknown";
}

/**
 * A product record (with any of its alternate field names) to the product the pages show.
 * `index` names records that carry neither id nor asin.
 */
export function mapServerProduct(
  record: Json,
  { tag, category, index = 0 }: { tag: string; category?: CategorySlug; index?: number },
): DisplayProduct {
  const recordCategory = text(record.category);
  return makeDisplayProduct(
    {
      id: text(pick(record, "id", "asin")) || `product-${index}`,
      category: isCategorySlug(recordCategory) ? recordCategory : category,
      name: text(pick(record, "name", "fetched_title")),
      description: text(pick(record, "description", "summary")),
      priceCents: readPriceCents(pick(record, "price")),
      imageSrc: text(pick(record, "image_src", "image_url")),
      affiliateLink: link(record.affiliate_link) ?? link(record.product_url) ?? "",
      asin: text(pick(record, "asin")),
      rating: readRating(record),
      textSnippet: text(pick(record, "text_snippet")),
      features: readFeatures(record.features),
      priceTier: readPriceTier(record.price_tier),
      modelNumber: text(pick(record, "model_number")),
    },
    tag,
  );
}

export type ProductsResult = { ok: true; products: DisplayProduct[] } | { ok: false; reason: string };

/**
 * The listing call answers a list of records or an object with an error field. Anything else,
 * an error field or an empty list is a failure the page meets with its local fallback list.
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
