import { getDb } from "~/db/index.server";
import { getConfig } from "~/lib/config.server";

import { getCannedReview, getReviewPageContent } from "./canned-reviews";
import { getCachedProducts } from "./catalog-cache.server";
import { getCatalogDay } from "./catalog-day";
import { CATEGORIES, type CategorySlug } from "./categories";
import { REVIEW_PAGE_LIMIT } from "./limits";
import { toDisplayProduct, type DisplayProduct } from "./display-product";
import { editorialById, type EditorialById } from "./editorial";
import { getFallbackProducts } from "./fallback-products";
import { buildReviewListJsonLd } from "./json-ld";
import { logCatalogError } from "./log.server";
import { currentBusiness, currentTimeZone } from "~/features/settings/index.server";

export interface CategoryPageData {
  category: CategorySlug;
  tag: string;
  /** null when the catalog could not be read; the page then asks the API from the browser. */
  products: DisplayProduct[] | null;
  /** Each product's own review, badge and price date, by id (the listing API does not carry them). */
  editorial: EditorialById;
  /** false when the owner has turned prices off (SHOW_PRICES=false). */
  showPrices: boolean;
  /**
   * The local list shown when the API fails or answers nothing. It travels with the page
   * (three items) rather than in the script bundle, and is there even when the network is not.
   */
  fallback: DisplayProduct[];
  loadedAt: number;
  year: number;
  updatedOn: string;
  siteUrl: string;
  authorName: string;
}

/**
 * Loader data for a listing or review page. Products map straight to the view model, the same
 * one a client refetch of the listing API reads back to, so both show the same thing.
 */
export async function loadCategoryPage(category: CategorySlug, now = new Date()): Promise<CategoryPageData> {
  const config = getConfig();
  const business = currentBusiness();
  const tag = business.amazonAssociateTag;
  const day = getCatalogDay(now, currentTimeZone());
  let products: DisplayProduct[] | null = null;
  let editorial: EditorialById = {};
  try {
    const rows = await getCachedProducts(getDb(), category);
    products = rows.map((p) => toDisplayProduct(p, tag));
    editorial = editorialById(rows);
  } catch (error) {
    logCatalogError("catalog page could not read products", error, { category });
  }
  return {
    category,
    tag,
    products,
    editorial,
    showPrices: config.SHOW_PRICES,
    fallback: getFallbackProducts(category, tag),
    loadedAt: now.getTime(),
    year: day.year,
    updatedOn: day.label,
    siteUrl: config.SITE_URL,
    authorName: business.name,
  };
}

/** A review page's data: the category's page plus its canned text and JSON-LD. */
export async function loadReviewPage(category: CategorySlug, now = new Date()) {
  const page = await loadCategoryPage(category, now);
  const shown = (page.products?.length ? page.products : page.fallback).slice(0, REVIEW_PAGE_LIMIT);
  const jsonLd = buildReviewListJsonLd({
    // The structured data states only a rating the site has set, never the shown default.
    products: shown.map((p) => {
      const own = page.editorial[p.id];
      return own ? { ...p, rating: own.rating } : p;
    }),
    reviews: shown.map((p, rank) => page.editorial[p.id]?.review ?? getCannedReview(category, rank)),
    authorName: page.authorName,
    siteUrl: page.siteUrl,
    pageUrl: `${page.siteUrl}${CATEGORIES[category].reviewPath}`,
  });
  return { ...page, content: getReviewPageContent(category), jsonLd };
}
