import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";

import { runSeeders } from "~/db/seed";
import { SEED_PRODUCTS } from "~/db/seed/products-data";

import { getCachedProducts, invalidateCatalogCache } from "./catalog-cache.server";
import { CATEGORY_SLUGS } from "./categories";
import { readProductsBody } from "./product-json";
import { respondProductApi } from "./product-api.server";
import { insertProduct } from "./products.server";
import { makeNewProduct } from "./test-factories";

const json = (r: Response): Promise<any> => r.clone().json();

describe.each(testDatabaseKinds())("product API on $kind", ({ make }) => {
  let h: Awaited<ReturnType<typeof openMigratedDatabase>>["handle"];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: h, cleanup } = await openMigratedDatabase(make));
    await runSeeders(h.db, { force: true });
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("seeds at least six real products per category, and a second run adds nothing", async () => {
    for (const c of CATEGORY_SLUGS)
      expect((await h.db.selectFrom("products").select("id").where("category", "=", c).execute()).length).toBeGreaterThanOrEqual(
        6,
      );
    expect((await runSeeders(h.db, { force: true })).products).toBe(0);
  });

  it("GET enhanced-get-products answers the listing records in review order, features joined by |||", async () => {
    const r = await respondProductApi(h.db, "enhanced", { category: "laptops" });
    expect(r.status).toBe(200);
    expect(r.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    const body = await json(r);
    const seeded = SEED_PRODUCTS.filter((p) => p.category === "laptops");
    expect(body.map((p: { name: string }) => p.name)).toEqual(seeded.map((p) => p.name));
    const first = body[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        "id",
        "asin",
        "name",
        "description",
        "price",
        "image_src",
        "affiliate_link",
        "rating",
        "text_snippet",
        "features",
        "price_tier",
        "model_number",
        "category",
      ].sort(),
    );
    expect(first).toMatchObject({
      asin: null,
      price: "$999.00",
      image_src: "/images/products/cards/apple-macbook-air-13-inch-m4-2025-16gb-ram-256gb-ssd.svg",
      rating: 4.8,
      price_tier: "mid",
      model_number: seeded[0]!.modelNumber,
      category: "laptops",
      features: seeded[0]!.features.join("|||"),
    });
    expect(typeof first.id).toBe("number");
    expect(first.affiliate_link).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=.+&tag=/);
    // The client mapping reads what the server writes.
    const mapped = readProductsBody(body, { tag: "t", category: "laptops" });
    expect(mapped.ok && mapped.products[0]!.features).toEqual(seeded[0]!.features);
  });

  it("GET get-products answers the admin records with features as a list", async () => {
    const r = await respondProductApi(h.db, "admin", { category: "mice" });
    expect(r.status).toBe(200);
    const body = await json(r);
    expect(Object.keys(body[0]).sort()).toEqual(
      ["id", "name", "description", "price", "image_src", "affiliate_link", "features", "model_number"].sort(),
    );
    expect(Array.isArray(body[0].features)).toBe(true);
    expect(body[0].features).toEqual(SEED_PRODUCTS.find((p) => p.category === "mice")!.features);
  });

  it.each(["enhanced", "admin"] as const)("%s: a missing or unknown category is a 400 with a clear error", async (api) => {
    const missing = await respondProductApi(h.db, api, { category: null });
    expect(missing.status).toBe(400);
    expect((await json(missing)).error).toMatch(/^Missing category\. Use \?category= with one of: laptops, hard-drives/);
    const blank = await respondProductApi(h.db, api, { category: " " });
    expect(blank.status).toBe(400);
    const unknown = await respondProductApi(h.db, api, { category: "toasters" });
    expect(unknown.status).toBe(400);
    expect(await json(unknown)).toEqual({
      error: 'Unknown category "toasters". Use one of: laptops, hard-drives, monitors, keyboards, mice, memory.',
    });
  });

  it("sends an ETag, answers 304 to a matching If-None-Match, and lets a CDN cache briefly", async () => {
    const r = await respondProductApi(h.db, "enhanced", { category: "memory" });
    expect(r.headers.get("ETag")!).toMatch(/^W\/"[\w-]+"$/);
    expect(r.headers.get("Cache-Control")).toContain("s-maxage=60");
    const again = await respondProductApi(h.db, "enhanced", { category: "memory", ifNoneMatch: r.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const strong = await respondProductApi(h.db, "enhanced", {
      category: "memory",
      ifNoneMatch: `"other", ${r.headers.get("ETag")!.slice(2)}`,
    });
    expect(strong.status).toBe(304);
    const stale = await respondProductApi(h.db, "enhanced", { category: "memory", ifNoneMatch: '"stale"' });
    expect(stale.status).toBe(200);
  });

  it("shows a write only after invalidateCatalogCache, then with a new ETag", async () => {
    const before = await respondProductApi(h.db, "enhanced", { category: "keyboards" });
    await insertProduct(h.db, makeNewProduct({ category: "keyboards", name: "Brand New Board", features: ["a|||b", "c"] }));
    const cached = await respondProductApi(h.db, "enhanced", { category: "keyboards" });
    expect(cached.headers.get("ETag")!).toBe(before.headers.get("ETag")!);
    invalidateCatalogCache();
    const after = await respondProductApi(h.db, "enhanced", { category: "keyboards" });
    expect(after.headers.get("ETag")!).not.toBe(before.headers.get("ETag")!);
    const last = (await json(after)).at(-1);
    expect(last).toMatchObject({ name: "Brand New Board", features: "a b|||c", price: "$1,299.99" });
  });

  it("an empty category is an empty list, not an error", async () => {
    await h.db.deleteFrom("products").where("category", "=", "hard-drives").execute();
    invalidateCatalogCache();
    const r = await respondProductApi(h.db, "admin", { category: "hard-drives" });
    expect(r.status).toBe(200);
    expect(await json(r)).toEqual([]);
  });

  it("answers 500 with a generic error and keeps the detail in the log", async () => {
    await h.db.schema.alterTable("products").renameTo("products_hidden").execute();
    invalidateCatalogCache();
    const write = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      const r = await respondProductApi(h.db, "enhanced", { category: "mice" });
      expect(r.status).toBe(500);
      expect(await json(r)).toEqual({ error: "Could not load products right now. Please try again later." });
      const logged = String(write.mock.calls[0]?.[0]);
      expect(JSON.parse(logged)).toMatchObject({ level: "error", msg: "product API failed", category: "mice" });
      expect(logged).toMatch(/products/);
    } finally {
      write.mockRestore();
      await h.db.schema.alterTable("products_hidden").renameTo("products").execute();
    }
    // The failure is not cached: the next request succeeds.
    expect((await respondProductApi(h.db, "enhanced", { category: "mice" })).status).toBe(200);
  });

  it("getCachedProducts returns plain objects with parsed features", async () => {
    invalidateCatalogCache();
    const [p] = await getCachedProducts(h.db, "mice");
    expect(p).toMatchObject({ category: "mice", priceTier: "mid", sortPosition: 0 });
    expect(Array.isArray(p!.features)).toBe(true);
    expect(typeof p!.priceCents).toBe("number");
  });
});

describe("respondProductApiFromCache", () => {
  it.each(testDatabaseKinds())("answers from memory only once a body is cached and fresh ($kind)", async ({ make }) => {
    const { respondProductApiFromCache } = await import("./product-api.server");
    const { handle, cleanup } = await openMigratedDatabase(make);
    try {
      await runSeeders(handle.db, { force: true });
      invalidateCatalogCache();
      expect(respondProductApiFromCache(handle.db, "enhanced", { category: "mice" })).toBeUndefined();
      const loaded = await respondProductApi(handle.db, "enhanced", { category: "mice" });
      const hit = respondProductApiFromCache(handle.db, "enhanced", { category: "mice" });
      expect(hit?.status).toBe(200);
      expect(await hit!.text()).toBe(await loaded.text());
      expect(
        respondProductApiFromCache(handle.db, "enhanced", { category: "mice", ifNoneMatch: loaded.headers.get("ETag")! })?.status,
      ).toBe(304);
      expect(respondProductApiFromCache(handle.db, "enhanced", { category: "toasters" })).toBeUndefined();
      invalidateCatalogCache();
      expect(respondProductApiFromCache(handle.db, "enhanced", { category: "mice" })).toBeUndefined();
    } finally {
      await cleanup();
    }
  });
});
