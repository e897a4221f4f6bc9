import { QueryObserver, type QueryClient, type QueryObserverResult } from "@tanstack/react-query";

import { CATALOG_QUERY_OPTIONS, createQueryClient } from "~/lib/query-client";

import type { CategorySlug } from "./categories";
import type { DisplayProduct } from "./display-product";
import { readProductsBody } from "./product-json";

/**
 * The catalog's client-side fetching, loaded only when a page first needs it (Refresh Prices,
 * or a page the server sent without products): TanStack Query and the API reader stay out of
 * the listing and review pages' first-visit JavaScript. use-category-products.ts imports it.
 */

/** The catalog's caching rules (fresh an hour, one retry), set per query too so they hold under any QueryClient. */
export const PRODUCT_QUERY_OPTIONS = CATALOG_QUERY_OPTIONS;

export const productsQueryKey = (category: CategorySlug) => ["catalog", "products", category] as const;

export const productsApiUrl = (category: CategorySlug) =>
  `/api/enhanced-get-products.php?category=${encodeURIComponent(category)}`;

/**
 * The listing call. A non-ok status or an error body throws (the query fails and
 * the page falls back); an empty list resolves to [] and falls back the same way.
 */
export async function fetchCategoryProducts(
  category: CategorySlug,
  tag: string,
  signal?: AbortSignal,
): Promise<DisplayProduct[]> {
  const response = await fetch(productsApiUrl(category), {
    headers: { Accept: "application/json", "Cache-Control": "no-cache" },
    signal,
  });
  if (!response.ok) throw new Error(`Failed to fetch products: ${response.status} ${response.statusText}`);
  const body: unknown = await response.json();
  if (Array.isArray(body) && body.length === 0) return [];
  const result = readProductsBody(body, { tag, category });
  if (!result.ok) throw new Error(result.reason);
  return result.products;
}

/** What the page shows of a category's query. */
export interface ProductsResult {
  status: "pending" | "error" | "success";
  data: DisplayProduct[] | undefined;
  error: Error | null;
  isFetching: boolean;
}

export interface ProductsObserver {
  refetch(): Promise<ProductsResult>;
  destroy(): void;
}

export interface ObserveArgs {
  category: CategorySlug;
  tag: string;
  /** The server-rendered records, or null when the server could not read the catalog. */
  initialProducts: DisplayProduct[] | null;
  loadedAt: number;
}

// One cache for the browser tab, so a category fetched on one page is not fetched again on the
// next within the caching rules. This module only ever runs in the browser (it is imported from
// effects and click handlers), so no request's data can reach another visitor.
let client: QueryClient | undefined;

/** Drops the tab's cached products (tests start each case from an empty cache). */
export function forgetCachedProducts() {
  client?.clear();
}

const pick = (r: QueryObserverResult<DisplayProduct[]>): ProductsResult => ({
  status: r.status,
  data: r.data,
  error: r.error,
  isFetching: r.isFetching,
});

/**
 * Watches a category's products query. The server's records seed it (unless the tab already
 * holds newer ones), so nothing is fetched until a refetch; without them it fetches at once.
 */
export function observeCategoryProducts(args: ObserveArgs, onChange: (result: ProductsResult) => void): ProductsObserver {
  client ??= createQueryClient();
  const queryKey = productsQueryKey(args.category);
  if (args.initialProducts && (client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) < args.loadedAt) {
    client.setQueryData(queryKey, args.initialProducts, { updatedAt: args.loadedAt });
  }
  const observer = new QueryObserver(client, {
    queryKey,
    queryFn: ({ signal }) => fetchCategoryProducts(args.category, args.tag, signal),
    ...PRODUCT_QUERY_OPTIONS,
  });
  const unsubscribe = observer.subscribe((result) => onChange(pick(result)));
  onChange(pick(observer.getCurrentResult()));
  return { refetch: async () => pick(await observer.refetch()), destroy: unsubscribe };
}
