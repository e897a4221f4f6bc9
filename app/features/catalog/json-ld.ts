import type { CannedReview } from "~/content/reviews";

import type { DisplayProduct } from "./display-product";
import type { ProductReview } from "./review-content";

/**
 * schema.org ItemList of Products, each with the site's own editorial Review. There is
 * never an aggregateRating: the site has one rating per product, its own.
 */
export function buildReviewListJsonLd({
  products,
  reviews,
  authorName,
  siteUrl,
  pageUrl,
}: {
  products: DisplayProduct[];
  /** Each product's own review, or its rank's canned text. */
  reviews: Array<ProductReview | CannedReview>;
  authorName: string;
  siteUrl: string;
  pageUrl: string;
}) {
  const absolute = (src: string) => (src.startsWith("/") ? `${siteUrl}${src}` : src);
  const notes = (items: string[]) => ({
    "@type": "ItemList",
    itemListElement: items.map((name, i) => ({ "@type": "ListItem", position: i + 1, name })),
  });
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: pageUrl,
    itemListElement: products.map((p, i) => {
      const review = reviews[i]!;
      return {
        "@type": "ListItem",
        position: i + 1,
        item: {
          "@type": "Product",
          name: p.name,
          description: p.description || p.textSnippet,
          image: p.imageSrc ? absolute(p.imageSrc) : undefined,
          ...(p.modelNumber ? { model: p.modelNumber, mpn: p.modelNumber } : {}),
          review: {
            "@type": "Review",
            author: { "@type": "Organization", name: authorName, url: siteUrl },
            reviewBody: review.verdict,
            ...(p.rating === null
              ? {}
              : { reviewRating: { "@type": "Rating", ratingValue: p.rating, bestRating: 5, worstRating: 0 } }),
            positiveNotes: notes(review.pros),
            negativeNotes: notes(review.cons),
          },
        },
      };
    }),
  };
}
