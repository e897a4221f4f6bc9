/**
 * Rendered responses of public pages, kept in memory so a popular page is rendered once
 * per TTL rather than once per visit. A route opts in with `headers: () => PUBLIC_PAGE_HEADERS`,
 * or `publicPageHeaders({ query: [...] })` when it reads query parameters. Anything that changes
 * what such a page shows (a catalog write) calls clearPageCache(); other app servers drop their
 * copies when the TTL runs out.
 */
export const PAGE_CACHE_TTL_MS = 30_000;
export const PAGE_CACHE_MAX_ENTRIES = 500;
/**
 * What the cached pages may hold in all, in bytes: each counts its key and twice its UTF-8 size
 * (the text, and the encoded copy the first hit makes of it). The oldest go first; a page bigger
 * than an eighth of this is not kept.
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Internal marker header: set by routes, read and removed by the server's cache middleware. */
export const PAGE_CACHE_HEADER = "x-page-cache";

/**
 * The headers of a page every visitor sees the same. `query` names the query parameters the page
 * reads: a request with any other parameter is rendered for itself and not kept (so made-up query
 * strings cannot fill the cache with copies of one page).
 */
export function publicPageHeaders(options: { query?: readonly string[] } = {}) {
  const query = options.query ?? [];
  return {
    "Cache-Control": "public, max-age=0, must-revalidate",
    [PAGE_CACHE_HEADER]: query.length > 0 ? `public; query=${query.join(",")}` : "public",
  } as const;
}

/** A page that reads no query parameter. */
export const PUBLIC_PAGE_HEADERS = publicPageHeaders();

/**
 * Whether a response marked `marker` (the x-page-cache value) may be kept for a request with this
 * query string (without its "?"): the page is public and reads every parameter the request has.
 */
export function mayCachePage(marker: unknown, search: string): boolean {
  if (typeof marker !== "string") return false;
  const [kind, ...options] = marker.split(";").map((part) => part.trim());
  if (kind !== "public") return false;
  const reads = new Set(
    options.flatMap((option) => (option.startsWith("query=") ? option.slice("query=".length).split(",") : [])),
  );
  for (const key of new URLSearchParams(search).keys()) if (!reads.has(key)) return false;
  return true;
}

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The body, with the CSP nonce of the render replaced by NONCE_PLACEHOLDER. */
  body: string;
  expires: number;
}

export const NONCE_PLACEHOLDER = "__CSP_NONCE_PLACEHOLDER__";

const pages = new Map<string, CachedPage>();
const costs = new Map<string, number>();
let bytes = 0;
let generation = 0;

function cost(key: string, body: string): number {
  return Buffer.byteLength(key) + 2 * Buffer.byteLength(body);
}

function drop(key: string): void {
  pages.delete(key);
  bytes -= costs.get(key) ?? 0;
  costs.delete(key);
}

export function getCachedPage(key: string, now = Date.now()): CachedPage | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  if (page.expires <= now) {
    drop(key);
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
  drop(key);
  const size = cost(key, page.body);
  if (size > PAGE_CACHE_MAX_BYTES / 8) return;
  while (pages.size > 0 && (pages.size >= PAGE_CACHE_MAX_ENTRIES || bytes + size > PAGE_CACHE_MAX_BYTES)) {
    drop(pages.keys().next().value!);
  }
  pages.set(key, { ...page, expires: now + PAGE_CACHE_TTL_MS });
  costs.set(key, size);
  bytes += size;
}

export function currentPageCacheGeneration(): number {
  return generation;
}

export function clearPageCache(): void {
  generation += 1;
  pages.clear();
  costs.clear();
  bytes = 0;
}

export function pageCacheSize(): number {
  return pages.size;
}

/** What the cached pages count against PAGE_CACHE_MAX_BYTES now. */
export function pageCacheBytes(): number {
  return bytes;
}
