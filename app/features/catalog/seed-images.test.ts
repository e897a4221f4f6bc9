import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { seedCards } from "../../../scripts/product-cards";
import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { runSeeders } from "~/db/seed";
import { seedProductContent } from "~/db/seed/products";

import { isCategorySlug } from "./categories";
import { listAllProducts } from "./products.server";

const publicFile = (src: string) => path.join(process.cwd(), "public", src);

describe("seeded product pictures", () => {
  it("are the committed files, drawn from the seed data as they stand (run npm run product-cards after a change)", () => {
    for (const { file, svg } of seedCards()) {
      expect(readFileSync(publicFile(`/images/products/cards/${file}`), "utf8"), file).toBe(svg);
    }
  });
});

// The seed names its pictures itself (app/db imports no feature), so this holds it to the catalog's.
describe.each(testDatabaseKinds())("seeded products on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
    await runSeeders(handle.db);
  });
  afterAll(async () => cleanup?.());

  it("gives each seeded product a picture of its own, served from this site", async () => {
    const products = await listAllProducts(handle.db);
    expect(products.length).toBeGreaterThan(30);
    const images = products.map((p) => p.imageSrc);
    expect(new Set(images).size).toBe(images.length);
    for (const p of products) {
      expect(isCategorySlug(p.category)).toBe(true);
      expect(p.imageSrc, p.name).toMatch(/^\/images\/products\/cards\/[a-z0-9-]+\.svg$/);
      expect(existsSync(publicFile(p.imageSrc)), p.imageSrc).toBe(true);
    }
  });

  it("gives each seeded product its own valid review, no two alike", async () => {
    const products = await listAllProducts(handle.db);
    for (const p of products) expect(p.review, p.name).not.toBeNull();
    for (const key of ["teaser", "verdict", "bestFor"] as const) {
      const texts = products.map((p) => p.review![key]);
      expect(new Set(texts).size, key).toBe(texts.length);
    }
    const pros = products.map((p) => p.review!.pros.join("|"));
    expect(new Set(pros).size).toBe(pros.length);
    for (const p of products) expect(p.review!.specs.length, p.name).toBeGreaterThanOrEqual(3);
  });

  it("fills the review and picture of a product seeded before they existed, and leaves the owner's changes", async () => {
    const [first, second] = await listAllProducts(handle.db);
    await handle.db
      .updateTable("products")
      .set({ review: null, image_src: `/images/products/${first!.category}.svg` })
      .where("id", "=", first!.id)
      .execute();
    await handle.db
      .updateTable("products")
      .set({ review: null, image_src: "/images/mine.png" })
      .where("id", "=", second!.id)
      .execute();
    await seedProductContent(handle.db);
    const after = await listAllProducts(handle.db);
    expect(after.find((p) => p.id === first!.id)).toMatchObject({ imageSrc: first!.imageSrc, review: first!.review });
    expect(after.find((p) => p.id === second!.id)).toMatchObject({ imageSrc: "/images/mine.png", review: second!.review });
  });
});
