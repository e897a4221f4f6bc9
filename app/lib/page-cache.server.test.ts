import { beforeEach, describe, expect, it } from "vitest";

import {
  PAGE_CACHE_MAX_ENTRIES,
  PAGE_CACHE_TTL_MS,
  clearPageCache,
  currentPageCacheGeneration,
  getCachedPage,
  pageCacheSize,
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
});
