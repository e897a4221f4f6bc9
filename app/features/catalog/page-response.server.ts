import { data } from "react-router";

import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";

/** A page rendered without the catalog (the local fallback) must not be kept by any cache. */
export function catalogPageResponse<T extends { products: unknown }>(page: T) {
  return data(page, page.products ? undefined : { headers: { "Cache-Control": "no-store" } });
}

/** Rendered once and kept by the server's page cache, unless the catalog could not be read. */
export function catalogPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : PUBLIC_PAGE_HEADERS;
}
