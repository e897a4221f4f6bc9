import { getDb } from "~/db/index.server";
import { getConfig } from "~/lib/config.server";

import { getCachedProducts } from "./catalog-cache.server";
import { getCatalogDay } from "./catalog-day";
import type { CategorySlug } from "./categories";
import { mapServerProduct, type DisplayProduct } from "./display-product";
import { logCatalogError } from "./log.server";
import { toEnhancedRecord } from "./records";

export interface CategoryPageData {
  category: CategorySlug;
  tag: string;
  /** null when the catalog could not be read; the page then asks the API from the browser. */
  products: DisplayProduct[] | null;
  loadedAt: number;
  year: number;
  updatedOn: string;
  siteUrl: string;
  authorName: string;
}

/**
 * Loader data for a listing or review page. Products go through the same record and mapping
 * as the API, so the server-rendered page and a client refetch show the same thing.
 */
export async function loadCategoryPage(category: CategorySlug, now = new Date()): Promise<CategoryPageData> {
  const config = getConfig();
  const tag = config.business.amazonAssociateTag;
  const day = getCatalogDay(now);
  let products: DisplayProduct[] | null = null;
  try {
    const rows = await getCachedProducts(getDb(), category);
    products = rows.map((p, index) => mapServerProduct({ ...toEnhancedRecord(p) }, { tag, category, index }));
  } catch (error) {
    logCatalogError("catalog page could not read products", error, { category });
  }
  return {
    category,
    tag,
    products,
    loadedAt: now.getTime(),
    year: day.year,
    updatedOn: day.label,
    siteUrl: config.SITE_URL,
    authorName: config.business.name,
  };
}
