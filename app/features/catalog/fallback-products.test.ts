import { describe, expect, it } from "vitest";

import { CATEGORY_SLUGS } from "./categories";
import { getFallbackProducts } from "./fallback-products";

describe("getFallbackProducts (spec §9)", () => {
  it("has three items for every category but keyboards, which has none", () => {
    for (const c of CATEGORY_SLUGS) expect(getFallbackProducts(c, "t-20")).toHaveLength(c === "keyboards" ? 0 : 3);
  });
  it("carries the image object, motherboardModelNumber and pricingPoint, with tagged local links", () => {
    const [first] = getFallbackProducts("memory", "t-20");
    expect(first!.image).toEqual({
      src: "/images/products/cards/corsair-vengeance-ddr5-32gb-2x16gb-6000mhz-cl36.svg",
      affiliateLink: first!.affiliateLink,
    });
    expect(first!.affiliateLink).toMatch(/^https:\/\/www\.amazon\.com\/.*tag=t-20/);
    expect(first!.motherboardModelNumber).toBe("ASUS-ROG-Z790");
    expect(first!.pricingPoint).toBe("Mid-range");
    expect(first!.price).toMatch(/^\$\d+\.\d\d$/);
  });
});
