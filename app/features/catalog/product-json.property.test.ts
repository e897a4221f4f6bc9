import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isMarketplaceUrl, isProductImageSrc } from "~/lib/affiliate";

import { CATEGORY_SLUGS, PRICE_TIERS } from "./categories";
import { mapServerProduct, readFeatures, readProductsBody } from "./product-json";
import { FEATURE_SEPARATOR } from "./records";

const hostileLink = fc.constantFrom(
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox",
  "//evil.example/x",
  "file:///etc/passwd",
  "/local/path",
  "",
);
const linkLike = fc.oneof(hostileLink, fc.webUrl(), fc.string({ maxLength: 30 }));
const fieldValue = fc.oneof(
  linkLike,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 4 }),
);
const KEYS = [
  "id",
  "asin",
  "name",
  "fetched_title",
  "category",
  "product_url",
  "affiliate_link",
  "description",
  "summary",
  "image_src",
  "image_url",
  "price",
  "rating",
  "average_rating",
  "star_rating",
  "text_snippet",
  "features",
  "price_tier",
  "model_number",
];
const record = fc.dictionary(fc.constantFrom(...KEYS), fieldValue, { maxKeys: KEYS.length });

describe("product mapping", () => {
  it("never throws and never lets a non-marketplace link or an image from elsewhere through", () => {
    fc.assert(
      fc.property(record, fc.constantFrom(...CATEGORY_SLUGS), fc.nat(50), (r, category, index) => {
        const p = mapServerProduct(r, { tag: "test-20", category, index });
        expect(isMarketplaceUrl(p.affiliateLink)).toBe(true);
        expect(p.imageSrc === "" || isProductImageSrc(p.imageSrc)).toBe(true);
        expect(p.imageSrc.startsWith("//")).toBe(false);
        expect(p.rating === null || (p.rating >= 0 && p.rating <= 5)).toBe(true);
        expect(PRICE_TIERS).toContain(p.priceTier);
        expect(p.price).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(p.id.length).toBeGreaterThan(0);
        for (const f of p.features) expect(f).toBe(f.trim());
        expect(p.features.every((f) => f.length > 0)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("features survive the listing API's joined form", () => {
    const feature = fc.string({ maxLength: 20 }).filter((f) => !f.includes("|"));
    fc.assert(
      fc.property(fc.array(feature, { maxLength: 8 }), (features) => {
        const wanted = features.map((f) => f.trim()).filter((f) => f !== "");
        expect(readFeatures(features.join(FEATURE_SEPARATOR))).toEqual(wanted);
        expect(readFeatures(features)).toEqual(wanted);
      }),
    );
  });

  it("a listing body of any shape either maps or reports a reason", () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), fc.array(record, { maxLength: 5 })), (body) => {
        const result = readProductsBody(body, { tag: "test-20", category: "mice" });
        if (result.ok) expect(result.products.length).toBeGreaterThan(0);
        else expect(result.reason).toMatch(/^API returned /);
      }),
      { numRuns: 500 },
    );
  });
});
