import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { CATEGORY_SLUGS, PRICE_TIERS } from "./categories";
import { toDisplayProduct } from "./display-product";
import type { Product } from "./product";
import { mapServerProduct } from "./product-json";
import { toEnhancedRecord } from "./records";

const TAG = "shop-20";

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 7,
  category: "mice",
  name: "Logitech M185",
  description: "A small wireless mouse.",
  priceCents: 1499,
  imageSrc: "/images/products/mice.svg",
  affiliateLink: "https://www.amazon.com/dp/B004YAVF8I?tag=shop-20",
  asin: "B004YAVF8I",
  rating: 4.4,
  textSnippet: "Cheap and cheerful.",
  features: ["Wireless", "12-month battery"],
  priceTier: "budget",
  modelNumber: "910-002225",
  sortPosition: 0,
  review: null,
  badge: "",
  priceCheckedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("toDisplayProduct (a stored product → the displayed product)", () => {
  it("shows the product's own fields, with the price as dollars and the id as text", () => {
    expect(toDisplayProduct(product(), TAG)).toEqual({
      id: "7",
      name: "Logitech M185",
      description: "A small wireless mouse.",
      price: "$14.99",
      imageSrc: "/images/products/mice.svg",
      placeholderSrc: "/images/products/mice.svg",
      affiliateLink: "https://www.amazon.com/dp/B004YAVF8I?tag=shop-20",
      rating: 4.4,
      textSnippet: "Cheap and cheerful.",
      features: ["Wireless", "12-month battery"],
      priceTier: "budget",
      modelNumber: "910-002225",
    });
  });

  it("replaces an unsafe link with the product page by ASIN, else a search for the name", () => {
    expect(toDisplayProduct(product({ affiliateLink: "javascript:alert(1)" }), TAG).affiliateLink).toBe(
      "https://www.amazon.com/dp/B004YAVF8I?tag=shop-20",
    );
    expect(toDisplayProduct(product({ affiliateLink: "", asin: null }), TAG).affiliateLink).toBe(
      "https://www.amazon.com/s?k=Logitech+M185&tag=shop-20",
    );
  });

  it("shows $0.00 for a missing or negative price, the default 4.5 for no rating, and the description for no snippet", () => {
    const shown = toDisplayProduct(product({ priceCents: null, rating: null, textSnippet: " " }), TAG);
    expect(shown).toMatchObject({ price: "$0.00", rating: 4.5, textSnippet: "A small wireless mouse." });
    expect(toDisplayProduct(product({ priceCents: -500 }), TAG).price).toBe("$0.00");
    expect(toDisplayProduct(product({ rating: 9 }), TAG).rating).toBe(5);
  });

  it("falls back to the category's illustration for an unsafe image", () => {
    expect(toDisplayProduct(product({ imageSrc: "data:image/png;base64,AAAA" }), TAG).imageSrc).toBe("/images/products/mice.svg");
  });

  it("shows a feature holding the listing separator with a space there, as the listing API does", () => {
    expect(toDisplayProduct(product({ features: ["a|||b", " ", "c "] }), TAG).features).toEqual(["a b", "c"]);
  });

  it("shows any product exactly as a client refetch of the listing API reads it back", () => {
    const anyText = fc.oneof(
      fc.string({ maxLength: 20 }),
      fc.constantFrom("", " ", "|", "|||", " x ", "javascript:alert(1)", "//evil.example/x", "/images/a.svg"),
      fc.webUrl(),
    );
    const anyProduct = fc.record({
      id: fc.nat(),
      category: fc.constantFrom(...CATEGORY_SLUGS),
      name: anyText,
      description: anyText,
      priceCents: fc.option(fc.integer({ min: -10_000, max: 100_000_000 })),
      imageSrc: anyText,
      affiliateLink: anyText,
      asin: fc.option(anyText),
      rating: fc.option(fc.double({ min: -2, max: 9, noNaN: true })),
      textSnippet: anyText,
      features: fc.array(anyText, { maxLength: 5 }),
      priceTier: fc.constantFrom(...PRICE_TIERS),
      modelNumber: anyText,
      sortPosition: fc.nat(),
      review: fc.constant(null),
      badge: fc.constant(""),
      priceCheckedAt: fc.constant(null),
      createdAt: fc.constant("2026-01-01T00:00:00.000Z"),
      updatedAt: fc.constant("2026-01-01T00:00:00.000Z"),
    });
    fc.assert(
      fc.property(anyProduct, (p) => {
        const wire = JSON.parse(JSON.stringify([toEnhancedRecord(p)])) as Record<string, unknown>[];
        expect(toDisplayProduct(p, TAG)).toEqual(mapServerProduct(wire[0]!, { tag: TAG, category: p.category }));
      }),
      { numRuns: 300 },
    );
  });
});
