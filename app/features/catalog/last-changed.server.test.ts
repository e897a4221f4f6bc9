import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";

import { moveProduct, updateProduct } from "./product-writes.server";
import { insertProduct, lastChangedByCategory } from "./products.server";
import { makeNewProduct } from "./test-factories";

describe.each(testDatabaseKinds())("when each category last changed, on $kind", ({ make }) => {
  let h: Awaited<ReturnType<typeof openMigratedDatabase>>["handle"];
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle: h, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("has no date for a category without products", async () => {
    expect(await lastChangedByCategory(h.db)).toEqual(new Map());
  });

  it("is the newest add, edit or move of the category's products, each category on its own", async () => {
    const a = await insertProduct(h.db, makeNewProduct({ category: "mice" }), new Date("2026-03-01T10:00:00Z"));
    await insertProduct(h.db, makeNewProduct({ category: "mice" }), new Date("2026-03-05T10:00:00Z"));
    await insertProduct(h.db, makeNewProduct({ category: "memory" }), new Date("2026-02-01T08:30:00Z"));
    expect(await lastChangedByCategory(h.db)).toEqual(
      new Map([
        ["mice", "2026-03-05T10:00:00.000Z"],
        ["memory", "2026-02-01T08:30:00.000Z"],
      ]),
    );

    const changes = {
      category: a.category,
      name: "Renamed mouse",
      description: a.description,
      priceCents: a.priceCents ?? 0,
      imageSrc: a.imageSrc,
      affiliateLink: a.affiliateLink,
      asin: a.asin,
      features: a.features,
      modelNumber: a.modelNumber,
    };
    await updateProduct(h.db, a.id, changes, new Date("2026-04-02T12:00:00Z"));
    expect((await lastChangedByCategory(h.db)).get("mice")).toBe("2026-04-02T12:00:00.000Z");

    await moveProduct(h.db, a.id, "down", new Date("2026-05-09T09:15:00Z"));
    const last = await lastChangedByCategory(h.db);
    expect(last.get("mice")).toBe("2026-05-09T09:15:00.000Z");
    expect(last.get("memory")).toBe("2026-02-01T08:30:00.000Z");
  });
});
