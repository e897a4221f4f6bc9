// @vitest-environment jsdom
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { isMarketplaceImageUrl, isMarketplaceUrl } from "~/lib/affiliate";

import { PASTE_MESSAGES, parseAmazonPaste } from "./paste-parser";

// Pieces of real snippets and of hostile ones; the generator strings them together at random.
const FRAGMENTS = [
  '<a href="',
  '<a target="_blank" href="',
  '">',
  "</a>",
  '<img src="',
  '<img alt="',
  '" />',
  "<script>alert(1)</script>",
  '<span class="a-offscreen">',
  "</span>",
  "https://www.amazon.com/dp/B0C5BJTTX1",
  "https://www.amazon.com/gp/product/B09HM94VDS/ref=as_li_tl?ie=UTF8&amp;tag=other-20",
  "http://smile.amazon.com/Some-Product/dp/B0BSHF7WHW?th=1",
  "https://amzn.to/3xYz",
  "https://amazon.com/",
  "https://m.media-amazon.com/images/I/71p2uQ3aWDL.jpg",
  "//ws-na.amazon-adsystem.com/widgets/q?ASIN=B09HM94VDS",
  "https://ir-na.amazon-adsystem.com/e/ir?t=x",
  "javascript:alert(1)//https://www.amazon.com/dp/B0C5BJTTX1",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "https://www.amazon.com.evil.example/dp/B0C5BJTTX1",
  "https://www.amazon.com@evil.example/dp/B0C5BJTTX1",
  "https://m.media-amazon.com@evil.example/images/I/x.jpg",
  "https://evil.example/?u=https://www.amazon.com/dp/B0C5BJTTX1",
  "$1,299.99",
  "$5",
  "&amp;",
  "&quot;",
  " ",
  "\n",
  '"',
  "'",
  "<",
  ">",
];

const paste = fc
  .array(
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FRAGMENTS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) }),
    { maxLength: 14 },
  )
  .map((parts) => parts.join(""));

const MARKETPLACE_HOSTS = new Set(["www.amazon.com", "amazon.com", "smile.amazon.com", "amzn.to"]);

describe("paste parser", () => {
  it("never throws, and only ever returns marketplace links and images from the marketplace's image servers", () => {
    fc.assert(
      fc.property(paste, (text) => {
        const result = parseAmazonPaste(text, { tag: "spacecoastpc-20" });
        if (!result.ok) return void expect(result.message).toBe(PASTE_MESSAGES.noUrl);
        const { affiliateLink, imageSrc, price } = result.values;
        expect(isMarketplaceUrl(affiliateLink)).toBe(true);
        expect(MARKETPLACE_HOSTS.has(new URL(affiliateLink).hostname)).toBe(true);
        if (imageSrc !== undefined) expect(isMarketplaceImageUrl(imageSrc)).toBe(true);
        if (price !== undefined) expect(price).toMatch(/^\d+\.\d{2}$/);
      }),
      { numRuns: 400 },
    );
  });
});
