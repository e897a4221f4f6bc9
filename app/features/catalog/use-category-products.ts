import { useEffect, useState } from "react";

import { loadOnce } from "~/lib/load-once";
import { notify } from "~/lib/toast.client";

import type { CategorySlug } from "./categories";
import type { DisplayProduct } from "./display-product";
import type { ObserveArgs, ProductsObserver, ProductsResult } from "./product-query";

const productQuery = loadOnce(() => import("./product-query"));

/** Loads the query module on first use and keeps one observer per mounted page. */
function lazyObserver(args: ObserveArgs) {
  let pending: Promise<ProductsObserver> | null = null;
  let listener: (result: ProductsResult) => void = () => {};
  return {
    listen(fn: (result: ProductsResult) => void) {
      listener = fn;
    },
    get() {
      // A failed download is forgotten, so the next Refresh Prices tries again.
      pending ??= productQuery
        .load()
        .then((m) => m.observeCategoryProducts(args, (r) => listener(r)))
        .catch((error: unknown) => {
          pending = null;
          throw error;
        });
      return pending;
    },
    destroy() {
      const current = pending;
      pending = null;
      void current?.then((o) => o.destroy());
    },
  };
}

/** The query's state after the query code failed to download: earlier products stay. */
function failed(error: unknown) {
  return (previous: ProductsResult): ProductsResult => ({
    ...previous,
    status: "error",
    error: error instanceof Error ? error : new Error(String(error)),
    isFetching: false,
  });
}

/**
 * A category's products for a listing or review page. The server-rendered records are shown as
 * they are, so the first paint and hydration need no request and no query library; the query
 * (with the catalog's caching rules) loads when the page refreshes or has nothing to show.
 */
export function useCategoryProducts({
  category,
  tag,
  initialProducts,
  fallback,
  loadedAt,
  refreshedMessage,
}: {
  category: CategorySlug;
  tag: string;
  /** The "Products Refreshed" toast's description (CategoryText). */
  refreshedMessage: string;
  /** null when the server could not read the catalog: the client then asks the API itself. */
  initialProducts: DisplayProduct[] | null;
  /** The local list, sent with the page. */
  fallback: DisplayProduct[];
  loadedAt: number;
}) {
  const [query, setQuery] = useState<ProductsResult>(() =>
    initialProducts
      ? { status: "success", data: initialProducts, error: null, isFetching: false }
      : { status: "pending", data: undefined, error: null, isFetching: true },
  );
  const [source] = useState(() => lazyObserver({ category, tag, initialProducts, loadedAt }));
  const fetchNow = initialProducts === null;
  useEffect(() => {
    source.listen(setQuery);
    // Without the query code there is no answer to wait for: the page shows the local list.
    if (fetchNow) source.get().catch((error: unknown) => setQuery(failed(error)));
    return () => source.destroy();
  }, [source, fetchNow]);

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
    let result: ProductsResult;
    try {
      result = await (await source.get()).refetch();
    } catch (error) {
      // The query code could not be downloaded: the products on the page stay, as after a failed fetch.
      setQuery(failed(error));
      result = { status: "error", data: undefined, error: null, isFetching: false };
    }
    if (result.status === "error") {
      void notify("error", "Error", { description: "Failed to refresh products. Please try again later." });
    } else {
      void notify("success", "Products Refreshed", { description: refreshedMessage, duration: 3000 });
    }
  }

  return {
    products,
    usingFallback,
    /** The last refresh failed while earlier products stay on screen. */
    refreshFailed: query.status === "error" && fromApi.length > 0,
    isLoading: query.status === "pending",
    isRefreshing: query.isFetching && query.status !== "pending",
    refresh,
  };
}
