import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";

import { CATALOG_QUERY_OPTIONS } from "~/lib/query-client";
import { notify } from "~/lib/toast.client";

import { CATEGORIES, type CategorySlug } from "./categories";
import type { DisplayProduct } from "./display-product";
import { readProductsBody } from "./product-json";

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

/**
 * A category's products for a listing or review page. The server-rendered records seed the
 * query so the first paint needs no request; refetches follow the caching rules above.
 */
export function useCategoryProducts({
  category,
  tag,
  initialProducts,
  fallback,
  loadedAt,
}: {
  category: CategorySlug;
  tag: string;
  /** null when the server could not read the catalog: the client then asks the API itself. */
  initialProducts: DisplayProduct[] | null;
  /** The local list, sent with the page. */
  fallback: DisplayProduct[];
  loadedAt: number;
}) {
  const query = useQuery({
    queryKey: productsQueryKey(category),
    queryFn: ({ signal }) => fetchCategoryProducts(category, tag, signal),
    ...PRODUCT_QUERY_OPTIONS,
    ...(initialProducts ? { initialData: initialProducts, initialDataUpdatedAt: loadedAt } : {}),
  });
  const fromApi = query.data ?? [];
  // The local list is for when there is nothing else to show: the first load failed or the API
  // answered an empty list. A failed refresh keeps the products already on the page.
  const usingFallback = fromApi.length === 0 && (query.status === "error" || query.status === "success");
  const products = usingFallback ? fallback : fromApi;
  const reason = query.error?.message ?? "API returned no products";
  useEffect(() => {
    if (usingFallback) console.warn(`Showing the local ${category} list: ${reason}`);
  }, [usingFallback, category, reason]);

  /** "Refresh Prices": a 2 s toast, the refetch, then a 3 s success toast or the Error toast. */
  async function refresh() {
    await notify("default", "Refreshing Products", { description: "Updating product information...", duration: 2000 });
    const result = await query.refetch();
    if (result.isError) {
      void notify("error", "Error", { description: "Failed to refresh products. Please try again later." });
    } else {
      void notify("success", "Products Refreshed", { description: CATEGORIES[category].refreshedMessage, duration: 3000 });
    }
  }

  return {
    products,
    usingFallback,
    /** The last refresh failed while earlier products stay on screen. */
    refreshFailed: query.isError && fromApi.length > 0,
    isLoading: query.isPending,
    isRefreshing: query.isFetching && !query.isPending,
    refresh,
  };
}
