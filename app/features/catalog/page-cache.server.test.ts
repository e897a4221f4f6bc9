import { describe, expect, it, vi } from "vitest";

import { invalidateCatalogCache } from "./catalog-cache.server";
import { NONCE_PLACEHOLDER, createPageCache, type RenderedPage } from "./page-cache.server";

const page = (html: string, extra: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  html,
  ...extra,
});

describe("review page cache", () => {
  it("renders once and gives every response its own nonce", async () => {
    const render = vi.fn(async () => page(`<script nonce="${NONCE_PLACEHOLDER}">a</script><p>x</p><script nonce="${NONCE_PLACEHOLDER}">b</script>`));
    const cache = createPageCache(render);
    const now = new Date("2026-05-01T15:00:00Z");
    const one = await cache.get("/products/mice-reviews", "NONCE1", now);
    const two = await cache.get("/products/mice-reviews", "NONCE2", now);
    expect(render).toHaveBeenCalledTimes(1);
    expect(one!.html).toBe('<script nonce="NONCE1">a</script><p>x</p><script nonce="NONCE1">b</script>');
    expect(two!.html).not.toContain("NONCE1");
    expect(two!.html).not.toContain(NONCE_PLACEHOLDER);
  });

  it("renders concurrent first requests only once", async () => {
    const render = vi.fn(async () => page("<p>hi</p>"));
    const cache = createPageCache(render);
    await Promise.all([cache.get("/a", "n"), cache.get("/a", "n"), cache.get("/a", "n")]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("keys by path and shop day, expires after the TTL, and clears on a catalog write", async () => {
    let n = 0;
    const cache = createPageCache(async () => page(`<p>${++n}</p>`));
    const t = new Date("2026-05-01T15:00:00Z");
    expect((await cache.get("/a", "n", t))!.html).toBe("<p>1</p>");
    expect((await cache.get("/b", "n", t))!.html).toBe("<p>2</p>");
    expect((await cache.get("/a", "n", t))!.html).toBe("<p>1</p>");
    expect((await cache.get("/a", "n", new Date("2026-05-02T15:00:00Z")))!.html).toBe("<p>3</p>");
    expect((await cache.get("/a", "n", new Date("2026-05-02T15:00:59Z")))!.html).toBe("<p>3</p>");
    expect((await cache.get("/a", "n", new Date("2026-05-02T15:01:01Z")))!.html).toBe("<p>4</p>");
    invalidateCatalogCache();
    expect((await cache.get("/a", "n", new Date("2026-05-02T15:01:02Z")))!.html).toBe("<p>5</p>");
  });

  it("never keeps errors, cookies or no-store pages", async () => {
    for (const bad of [
      page("<p>err</p>", { status: 500 }),
      page("<p>c</p>", { headers: [["set-cookie", "a=b"]] }),
      page("<p>d</p>", { headers: [["cache-control", "no-store"]] }),
    ]) {
      const render = vi.fn(async () => bad);
      const cache = createPageCache(render);
      expect(await cache.get("/x", "n")).toBeNull();
      await cache.get("/x", "n");
      expect(render).toHaveBeenCalledTimes(2);
      expect(cache.size()).toBe(0);
    }
  });

  it("drops a failed render so the next request tries again", async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValue(page("<p>ok</p>"));
    const cache = createPageCache(render);
    await expect(cache.get("/x", "n")).rejects.toThrow("boom");
    expect((await cache.get("/x", "n"))!.html).toBe("<p>ok</p>");
  });
});
