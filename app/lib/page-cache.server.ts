/**
 * Rendered responses of public pages, kept in memory so a popular page is rendered once
 * per TTL rather than once per visit. A route opts in with `headers: () => PUBLIC_PAGE_HEADERS`.
 * Anything that changes what such a page shows (a catalog write) calls clearPageCache();
 * other app servers drop their copies when the TTL runs out.
 */
export const PAGE_CACHE_TTL_MS = 30_000;
export const PAGE_CACHE_MAX_ENTRIES = 500;
/** Internal marker header: set by routes, read and removed by the server's cache middleware. */
export const PAGE_CACHE_HEADER = "x-page-cache";

export const PUBLIC_PAGE_HEADERS = {
  "Cache-Control": "public, max-age=0, must-revalidate",
  [PAGE_CACHE_HEADER]: "public",
} as const;

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The body, with the CSP nonce of the render replaced by NONCE_PLACEHOLDER. */
  body: string;
  expires: number;
}

export const NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";

const pages = new Map<string, CachedPage>();
let generation = 0;

export function getCachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  if (page.expires <= now) {
    pages.delete(key);
    return undefined;
  }
  return page;
}

/** Stores a page unless the cache was cleared since `renderedInGeneration` (a write raced the render). */
export function storeCachedPage(
  key: string,
  page: Omit<CachedPage, "expires">,
  renderedInGeneration: number,
  now = Date.now(),
): void {
  if (renderedInGeneration !== generation) return;
  if (pages.size >= PAGE_CACHE_MAX_ENTRIES && !pages.has(key)) {
    const oldest = pages.keys().next().value;
    if (oldest !== undefined) pages.delete(oldest);
  }
  pages.set(key, { ...page, expires: now + PAGE_CACHE_TTL_MS });
}

export function currentPageCacheGeneration(): number {
  return generation;
}

export function clearPageCache(): void {
  generation += 1;
  pages.clear();
}

export function pageCacheSize(): number {
  return pages.size;
}
