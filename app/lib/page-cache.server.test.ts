import { beforeEach, describe, expect, it } from "vitest";

import {
  PAGE_CACHE_MAX_BYTES,
  PAGE_CACHE_MAX_ENTRIES,
  PAGE_CACHE_TTL_MS,
  clearPageCache,
  currentPageCacheGeneration,
  getCachedPage,
  mayCachePage,
  pageCacheBytes,
  pageCacheSize,
  publicPageHeaders,
  storeCachedPage,
} from "./page-cache.server";

const page = { status: 200, headers: [["content-type", "text/html"]] as Array<[string, string]>, body: "<p>hi</p>" };

describe("page cache", () => {
  beforeEach(() => clearPageCache());

  it("returns a stored page until its TTL runs out", () => {
    storeCachedPage("/a", page, currentPageCacheGeneration(), 1000);
    expect(getCachedPage("/a", 1000 + PAGE_CACHE_TTL_MS - 1)?.body).toBe("<p>hi</p>");
    expect(getCachedPage("/a", 1000 + PAGE_CACHE_TTL_MS)).toBeUndefined();
  });

  it("is emptied by clearPageCache, and a render that raced the clear is not stored", () => {
    const before = currentPageCacheGeneration();
    storeCachedPage("/a", page, before);
    clearPageCache();
    expect(getCachedPage("/a")).toBeUndefined();
    storeCachedPage("/b", page, before);
    expect(getCachedPage("/b")).toBeUndefined();
  });

  it("holds at most PAGE_CACHE_MAX_ENTRIES pages, dropping the oldest", () => {
    const g = currentPageCacheGeneration();
    for (let i = 0; i <= PAGE_CACHE_MAX_ENTRIES; i++) storeCachedPage(`/p${i}`, page, g);
    expect(pageCacheSize()).toBe(PAGE_CACHE_MAX_ENTRIES);
    expect(getCachedPage("/p0")).toBeUndefined();
    expect(getCachedPage(`/p${PAGE_CACHE_MAX_ENTRIES}`)).toBeDefined();
  });

  it("holds at most PAGE_CACHE_MAX_BYTES however many long unique URLs come, dropping the oldest", () => {
    const g = currentPageCacheGeneration();
    const keys: string[] = [];
    // 500 pages of 200 KB, each at a URL with 8 KB of query string it echoes: 100 MB offered.
    for (let i = 0; i < 500; i++) {
      const query = `${i}-${"q".repeat(8_000)}`;
      const key = `/products/motherboard-components?model=${query}`;
      keys.push(key);
      storeCachedPage(key, { ...page, body: `<p>${query}</p>${String(i).padEnd(200_000, "x")}` }, g);
      // Counted here from what the cache returns (ASCII: a character is a byte), not from its own figure.
      const held = keys.reduce((sum, k) => {
        const kept = getCachedPage(k);
        return kept ? sum + k.length + kept.body.length : sum;
      }, 0);
      expect(held).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
      expect(pageCacheBytes()).toBeLessThanOrEqual(PAGE_CACHE_MAX_BYTES);
      expect(pageCacheBytes()).toBeGreaterThanOrEqual(held);
    }
    expect(getCachedPage(keys[0]!)).toBeUndefined();
    expect(getCachedPage(keys[499]!)).toBeDefined();
    clearPageCache();
    expect(pageCacheBytes()).toBe(0);
  });

  it("keeps no page bigger than an eighth of its budget", () => {
    storeCachedPage("/huge", { ...page, body: "x".repeat(PAGE_CACHE_MAX_BYTES / 8) }, currentPageCacheGeneration());
    expect(getCachedPage("/huge")).toBeUndefined();
    expect(pageCacheBytes()).toBe(0);
  });
});

describe("which queries a public page may be kept for", () => {
  const marker = (query?: string[]) => publicPageHeaders({ query })["x-page-cache"];

  it("a page that reads no parameter: only for no query at all", () => {
    expect(mayCachePage(marker(), "")).toBe(true);
    expect(mayCachePage(marker(), "utm_source=mail")).toBe(false);
    expect(mayCachePage(marker(), "x")).toBe(false);
  });

  it("a page that reads some: for queries of those parameters only", () => {
    expect(mayCachePage(marker(["model"]), "model=B650")).toBe(true);
    expect(mayCachePage(marker(["model"]), "")).toBe(true);
    expect(mayCachePage(marker(["model"]), "model=B650&fbclid=abc")).toBe(false);
    expect(mayCachePage(marker(["model", "tab"]), "tab=2&model=B650")).toBe(true);
  });

  it("never a response without the public marker", () => {
    expect(mayCachePage(undefined, "")).toBe(false);
    expect(mayCachePage("private", "")).toBe(false);
  });
});
