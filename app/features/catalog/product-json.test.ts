import { describe, expect, it } from "vitest";

import { DEFAULT_RATING, mapServerProduct, readProductsBody } from "./product-json";

const TAG = "shop-20";
const map = (record: Record<string, unknown>) => mapServerProduct(record, { tag: TAG, category: "mice" });

describe("mapServerProduct (a product record → the displayed product)", () => {
  it("id: takes id, else asin, else a stable index-based id", () => {
    expect(map({ id: 7, asin: "B0TEST1234" }).id).toBe("7");
    expect(map({ asin: "B0TEST1234" }).id).toBe("B0TEST1234");
    expect(mapServerProduct({}, { tag: TAG, index: 4 }).id).toBe("product-4");
  });

  it("name: takes name, else fetched_title", () => {
    expect(map({ name: "Mouse A", fetched_title: "Other" }).name).toBe("Mouse A");
    expect(map({ fetched_title: "Fetched Mouse" }).name).toBe("Fetched Mouse");
  });

  it("description: takes description, else summary, else empty", () => {
    expect(map({ description: "Desc", summary: "Sum" }).description).toBe("Desc");
    expect(map({ summary: "Sum" }).description).toBe("Sum");
    expect(map({}).description).toBe("");
  });

  it("price: keeps a display string, formats numbers and numeric strings, defaults to $0.00", () => {
    expect(map({ price: "$1,299.99" }).price).toBe("$1,299.99");
    expect(map({ price: 99.9 }).price).toBe("$99.90");
    expect(map({ price: "1299" }).price).toBe("$1,299.00");
    expect(map({ price: "call us" }).price).toBe("$0.00");
    expect(map({ price: -0 }).price).toBe("$0.00");
    expect(map({}).price).toBe("$0.00");
  });

  it("imageSrc: takes image_src, else image_url, else the category illustration; never a non-http(s) URL", () => {
    expect(map({ image_src: "/images/a.svg", image_url: "https://m.media-amazon.com/b.png" }).imageSrc).toBe("/images/a.svg");
    expect(map({ image_url: "https://m.media-amazon.com/images/I/b.png" }).imageSrc).toBe(
      "https://m.media-amazon.com/images/I/b.png",
    );
    expect(map({}).imageSrc).toBe("/images/products/mice.svg");
    expect(map({ image_src: "javascript:alert(1)" }).imageSrc).toBe("/images/products/mice.svg");
    expect(map({ image_src: "//evil.test/x.png" }).imageSrc).toBe("/images/products/mice.svg");
  });

  it("imageSrc: only this site's paths and the marketplace's image servers are shown", () => {
    for (const src of [
      "https://x.test/b.png",
      "https://m.media-amazon.com@evil.test/b.png",
      "https://m.media-amazon.com.evil.test/b.png",
      "/\\evil.test/b.png",
    ]) {
      expect(map({ image_src: src }).imageSrc, src).toBe("/images/products/mice.svg");
    }
  });

  it("affiliateLink: a link that is not the marketplace's is never shown", () => {
    for (const link of [
      "https://www.amazon.com@evil.test/",
      "https://user:pw@www.amazon.com/dp/B0TEST1234",
      "https://www.amazon.com.evil.test/dp/B0TEST1234",
      "https://evil.test/dp/B0TEST1234",
    ]) {
      const p = map({ affiliate_link: link, product_url: link, name: "M" });
      expect(p.affiliateLink, link).toBe("https://www.amazon.com/s?k=M&tag=shop-20");
    }
  });

  it("without an affiliate_link: the /dp/ link when an asin is given, else product_url, else a marketplace search for the name", () => {
    expect(map({ asin: "B0TEST1234", name: "X" }).affiliateLink).toBe("https://www.amazon.com/dp/B0TEST1234?tag=shop-20");
    expect(map({ product_url: "https://www.amazon.com/dp/B0OTHER?tag=shop-20", name: "X" }).affiliateLink).toBe(
      "https://www.amazon.com/dp/B0OTHER?tag=shop-20",
    );
    expect(map({ name: "Logitech M185" }).affiliateLink).toBe("https://www.amazon.com/s?k=Logitech+M185&tag=shop-20");
  });

  it("affiliateLink: takes affiliate_link, else product_url, else falls back to the marketplace link", () => {
    expect(map({ affiliate_link: "https://amzn.to/abc", product_url: "https://www.amazon.com/x" }).affiliateLink).toBe(
      "https://amzn.to/abc",
    );
    expect(map({ product_url: "https://www.amazon.com/x" }).affiliateLink).toBe("https://www.amazon.com/x");
    expect(map({ asin: "B0TEST1234" }).affiliateLink).toBe("https://www.amazon.com/dp/B0TEST1234?tag=shop-20");
    expect(map({ affiliate_link: "javascript:alert(1)", name: "M" }).affiliateLink).toBe(
      "https://www.amazon.com/s?k=M&tag=shop-20",
    );
  });

  it("rating: takes rating, else average_rating, else star_rating; numeric strings work; absent means 4.5", () => {
    expect(map({ rating: 4.2, average_rating: 3 }).rating).toBe(4.2);
    expect(map({ average_rating: "3.5" }).rating).toBe(3.5);
    expect(map({ star_rating: 4 }).rating).toBe(4);
    expect(map({}).rating).toBe(DEFAULT_RATING);
    expect(DEFAULT_RATING).toBe(4.5);
  });

  it("rating: a null or unreadable value shows the default 4.5, as the server renders an unrated product", () => {
    expect(map({ rating: null }).rating).toBe(4.5);
    expect(map({ rating: "n/a" }).rating).toBe(4.5);
    expect(map({ rating: 9 }).rating).toBe(5);
  });

  it("textSnippet: takes text_snippet, else the description", () => {
    expect(map({ text_snippet: "Snip", description: "D" }).textSnippet).toBe("Snip");
    expect(map({ description: "D" }).textSnippet).toBe("D");
  });

  it("features: splits one string on |||, accepts a list, drops blanks", () => {
    expect(map({ features: "A|||B||| |||C" }).features).toEqual(["A", "B", "C"]);
    expect(map({ features: ["A", " ", "B", 3] }).features).toEqual(["A", "B", "3"]);
    expect(map({}).features).toEqual([]);
  });

  it("priceTier: budget, mid, premium or unknown (the default)", () => {
    expect(map({ price_tier: "budget" }).priceTier).toBe("budget");
    expect(map({ price_tier: "Premium" }).priceTier).toBe("premium");
    expect(map({ price_tier: "luxury" }).priceTier).toBe("unknown");
    expect(map({}).priceTier).toBe("unknown");
  });

  it("modelNumber: takes model_number, else empty", () => {
    expect(map({ model_number: "910-006557" }).modelNumber).toBe("910-006557");
    expect(map({}).modelNumber).toBe("");
  });
});

describe("readProductsBody (the listing call's failure rules)", () => {
  const opts = { tag: TAG, category: "mice" as const };
  it("maps a list of records", () => {
    const result = readProductsBody(
      [
        { id: 1, name: "A" },
        { id: 2, name: "B" },
      ],
      opts,
    );
    expect(result.ok && result.products.map((p) => p.name)).toEqual(["A", "B"]);
  });
  it("treats an error object, an empty list and a non-list as failures", () => {
    expect(readProductsBody({ error: "db down" }, opts)).toEqual({ ok: false, reason: "API returned an error: db down" });
    expect(readProductsBody([], opts).ok).toBe(false);
    expect(readProductsBody("oops", opts).ok).toBe(false);
    expect(readProductsBody(null, opts).ok).toBe(false);
  });
  it("skips entries that are not records or carry an error field", () => {
    const result = readProductsBody([null, 3, { error: "bad row" }, { id: 9, name: "Good" }], opts);
    expect(result.ok && result.products.map((p) => p.id)).toEqual(["9"]);
  });
});
