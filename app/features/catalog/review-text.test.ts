import { describe, expect, it } from "vitest";

import { REVIEW_PAGES } from "~/content/reviews";

import { CATEGORY_SLUGS } from "./categories";
import { getCannedReview } from "./canned-reviews";

describe("getCannedReview (spec §2 canned texts)", () => {
  it.each(CATEGORY_SLUGS)("%s has five distinct, complete texts whose teasers end in an ellipsis", (category) => {
    const reviews = [0, 1, 2, 3, 4].map((rank) => getCannedReview(category, rank));
    expect(new Set(reviews.map((r) => r.teaser)).size).toBe(5);
    for (const r of reviews) {
      expect(r.teaser.endsWith("...")).toBe(true);
      expect(r.pros.length).toBeGreaterThanOrEqual(2);
      expect(r.cons.length).toBeGreaterThanOrEqual(2);
      expect(r.bestFor.length).toBeGreaterThan(10);
      expect(r.verdict.length).toBeGreaterThan(40);
    }
  });

  it("returns the text of the given rank", () => {
    expect(getCannedReview("mice", 3)).toBe(REVIEW_PAGES.mice.reviews[3]);
  });

  it("falls back to rank 0 for a rank of 5 or more, or a bad rank", () => {
    expect(getCannedReview("laptops", 5)).toBe(REVIEW_PAGES.laptops.reviews[0]);
    expect(getCannedReview("laptops", 42)).toBe(REVIEW_PAGES.laptops.reviews[0]);
    expect(getCannedReview("laptops", -1)).toBe(REVIEW_PAGES.laptops.reviews[0]);
    expect(getCannedReview("laptops", 1.5)).toBe(REVIEW_PAGES.laptops.reviews[0]);
  });

  it("keeps texts specific to each category", () => {
    const zeros = CATEGORY_SLUGS.map((c) => getCannedReview(c, 0).teaser);
    expect(new Set(zeros).size).toBe(CATEGORY_SLUGS.length);
  });
});
