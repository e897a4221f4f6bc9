import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { respondProductApi } from "~/features/catalog/product-api.server";
import { listProductsByCategory } from "~/features/catalog/products.server";
import * as logModule from "~/lib/log.server";

import { staffCookie } from "../../../tests/staff";
import { confirmPrice, loadCatalogOverview } from "./catalog-overview.server";
import { handleAddProduct, handleUpdateProduct } from "./product-api.server";

const ORIGIN = "http://site.test";
/** Who confirms a price: any user id, since the audit log keeps ids as they are. */
const BY = { userId: 41, address: "203.0.113.5" };

const review = {
  teaser: "Quiet, precise and comfortable for a full workday.",
  verdict: "The MX Master 3S is the mouse we hand to anyone who works at a desk all day.",
  pros: ["Near-silent clicks", "  ", "MagSpeed wheel"],
  cons: ["Heavy for gaming"],
  bestFor: "Office workers and creators",
  specs: [
    { label: "Sensor", value: "8,000 DPI" },
    { label: " ", value: "" },
    { label: "Battery", value: "Up to 70 days" },
  ],
};

const base = {
  name: "Logitech MX Master 3S",
  description: "Ergonomic wireless mouse.",
  price: "99.99",
  category: "mice",
  image_src: "/images/products/mice.svg",
  affiliate_link: "https://www.amazon.com/dp/B09HM94VDS?tag=spacecoastpc-20",
  features: ["Quiet clicks"],
  model_number: "910-006557",
};

describe.each(testDatabaseKinds())("products' own content on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let cookie: string;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    cookie = await staffCookie(handle.db);
    vi.spyOn(logModule, "log").mockImplementation(() => {});
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await cleanup?.();
  });

  const post = async (handler: typeof handleAddProduct, body: unknown) => {
    const response = await handler(handle.db, {
      request: new Request(`${ORIGIN}/api/x.php`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie, origin: ORIGIN },
        body: JSON.stringify(body),
      }),
      context: { clientAddress: "203.0.113.41" },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stored = async (id: unknown) => (await listProductsByCategory(handle.db, "mice")).find((p) => p.id === id)!;

  it("stores a product's review, rating, tier and badge, cleaned, and answers the unchanged shape", async () => {
    const added = await post(handleAddProduct, { ...base, review, rating: "4.7", price_tier: "premium", badge: "Desk Pick" });
    expect(added.status).toBe(201);
    expect(Object.keys(added.body).sort()).toEqual(["id", "success"]);
    const product = await stored(added.body.id);
    expect(product.review).toEqual({
      ...review,
      pros: ["Near-silent clicks", "MagSpeed wheel"],
      specs: [
        { label: "Sensor", value: "8,000 DPI" },
        { label: "Battery", value: "Up to 70 days" },
      ],
    });
    expect(product).toMatchObject({ rating: 4.7, priceTier: "premium", badge: "Desk Pick" });
    expect(product.priceCheckedAt).not.toBeNull();
    // The public API records keep their documented keys.
    const api = await respondProductApi(handle.db, "admin", { category: "mice" });
    const records = (await api.json()) as Array<Record<string, unknown>>;
    expect(Object.keys(records[0]!).sort()).toEqual(
      ["id", "name", "description", "price", "image_src", "affiliate_link", "features", "model_number"].sort(),
    );
  });

  it("keeps the editorial fields on an edit that leaves them out, and clears a review sent as null", async () => {
    const { body } = await post(handleAddProduct, { ...base, name: "Keep Me", review, rating: 4.2, badge: "Kept" });
    const id = body.id as number;
    expect((await post(handleUpdateProduct, { ...base, id, name: "Keep Me 2" })).status).toBe(200);
    expect(await stored(id)).toMatchObject({
      name: "Keep Me 2",
      rating: 4.2,
      badge: "Kept",
      review: expect.objectContaining({ teaser: review.teaser }),
    });
    expect((await post(handleUpdateProduct, { ...base, id, review: null, rating: "" })).status).toBe(200);
    expect(await stored(id)).toMatchObject({ review: null, rating: null, badge: "Kept" });
  });

  it("refuses markup, over-long text, bad ratings and half-filled reviews with a 400 naming the problem", async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...review, teaser: "<b>Bold</b> claim" }, "Review text must be plain text (no < or > characters)"],
      [{ ...review, teaser: "x".repeat(301) }, "Review teaser must be at most 300 characters"],
      [{ ...review, pros: [] }, "Add at least one thing you liked"],
      [{ ...review, specs: [{ label: "Sensor", value: "" }] }, "Each spec row needs both a label and a value"],
      [{ teaser: "Only a teaser" }, "Review verdict is required"],
    ];
    for (const [bad, message] of cases) {
      expect(await post(handleAddProduct, { ...base, review: bad })).toEqual({
        status: 400,
        body: { success: false, error: message },
      });
    }
    for (const rating of ["0.5", "5.1", "4.55", "abc", 7]) {
      const answer = await post(handleAddProduct, { ...base, rating });
      expect(answer.status, String(rating)).toBe(400);
      expect(answer.body.error).toMatch(/^Rating must be a number from 1.0 to 5.0/);
    }
    expect((await post(handleAddProduct, { ...base, badge: "<script>" })).status).toBe(400);
    expect((await post(handleAddProduct, { ...base, price_tier: "luxury" })).status).toBe(400);
  });

  it("renews the price date when the price changes, not on other edits; 'price still right' renews it alone", async () => {
    const { body } = await post(handleAddProduct, { ...base, name: "Dated" });
    const id = body.id as number;
    const old = "2026-01-01T00:00:00.000Z";
    await handle.db.updateTable("products").set({ price_checked_at: old }).where("id", "=", id).execute();
    await post(handleUpdateProduct, { ...base, id, name: "Dated", description: "New words" });
    expect((await stored(id)).priceCheckedAt).toBe(old);

    const overview = await loadCatalogOverview(handle.db, new Date("2026-11-23T12:00:00Z"));
    const item = overview.items.find((i) => i.id === id)!;
    expect(item).toMatchObject({ priceStale: true, priceCheckedOn: "Jan 1, 2026", searchLink: false, cannedReview: true });

    const form = new FormData();
    form.set("id", String(id));
    const confirmedAt = new Date("2026-11-23T12:00:00Z");
    expect(await confirmPrice(handle.db, form, confirmedAt, BY)).toEqual({
      ok: true,
      message: "Price confirmed as of Nov 23, 2026.",
    });
    expect(await stored(id)).toMatchObject({ priceCheckedAt: confirmedAt.toISOString(), priceCents: 9999 });
    const audit = await handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("subject", "=", `product:${id}`)
      .where("detail", "=", "Price confirmed")
      .execute();
    expect(audit).toMatchObject([{ user_id: BY.userId, kind: "product-changed", address: BY.address }]);

    await post(handleUpdateProduct, { ...base, id, name: "Dated", price: "89.99" });
    expect((await stored(id)).priceCheckedAt).not.toBe(confirmedAt.toISOString());

    const missing = new FormData();
    missing.set("id", "999999");
    expect(await confirmPrice(handle.db, missing, confirmedAt, BY)).toMatchObject({ ok: false, status: 404 });
    expect(await confirmPrice(handle.db, new FormData(), confirmedAt, BY)).toMatchObject({ ok: false, status: 400 });
  });

  it("flags products whose link opens a marketplace search", async () => {
    const { body } = await post(handleAddProduct, {
      ...base,
      name: "Searchy",
      affiliate_link: "https://www.amazon.com/s?k=logitech+mouse&tag=spacecoastpc-20",
    });
    const overview = await loadCatalogOverview(handle.db, new Date());
    expect(overview.items.find((i) => i.id === body.id)).toMatchObject({ searchLink: true });
    expect(overview.items.filter((i) => i.searchLink)).toHaveLength(1);
    expect(overview.editorial[String(body.id)]).toMatchObject({ rating: null, review: null, badge: "" });
  });
});
