import { describe, expect, it } from "vitest";

import { REVIEW_PAGES } from "~/content/reviews";

import { mapServerProduct } from "./product-json";
import { buildReviewListJsonLd } from "./json-ld";

describe("review page JSON-LD", () => {
  const products = [
    mapServerProduct(
      { id: 1, name: "Rated", rating: 4.6, image_src: "/images/products/mice.svg", model_number: "M1" },
      { tag: "t" },
    ),
    // The page shows an unrated product with the default 4.5; the loader hands the JSON-LD its stored null.
    { ...mapServerProduct({ id: 2, name: "Unrated", rating: null }, { tag: "t" }), rating: null },
  ];
  const ld = buildReviewListJsonLd({
    products,
    reviews: REVIEW_PAGES.mice.reviews.slice(0, 2),
    authorName: "Shop",
    siteUrl: "https://shop.test",
    pageUrl: "https://shop.test/products/mice-reviews",
  });

  it("is an ItemList of Products each carrying the site's own review", () => {
    expect(ld["@type"]).toBe("ItemList");
    const item = ld.itemListElement[0]!.item;
    expect(item).toMatchObject({
      "@type": "Product",
      name: "Rated",
      image: "https://shop.test/images/products/mice.svg",
      mpn: "M1",
    });
    expect(item.review.author).toEqual({ "@type": "Organization", name: "Shop", url: "https://shop.test" });
    expect(item.review.reviewRating).toEqual({ "@type": "Rating", ratingValue: 4.6, bestRating: 5, worstRating: 0 });
    expect(item.review.positiveNotes.itemListElement[0].name).toBe(REVIEW_PAGES.mice.reviews[0].pros[0]);
    expect(item.review.negativeNotes.itemListElement).toHaveLength(REVIEW_PAGES.mice.reviews[0].cons.length);
  });

  it("never carries an aggregate rating, and omits the rating of an unrated product", () => {
    expect(JSON.stringify(ld)).not.toContain("aggregateRating");
    expect(ld.itemListElement[1]!.item.review).not.toHaveProperty("reviewRating");
  });
});
