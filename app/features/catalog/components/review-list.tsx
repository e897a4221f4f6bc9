import { memo, useState } from "react";

import type { ReviewPageContent } from "~/content/reviews/types";

import type { CategorySlug, CategoryText } from "../categories";
import { REVIEW_PAGE_LIMIT } from "../limits";
import type { DisplayProduct } from "../display-product";
import type { EditorialById } from "../editorial";
import { useCategoryProducts } from "../use-category-products";
import { pickCannedReview } from "../review-text";

import { ReviewDisclosure } from "./disclosure";
import { ReviewCard } from "./review-card";

/**
 * A review page: hero with background image, disclosure, up to five cards, one open at a time.
 * Memoised like CategoryListing: the router's re-render after hydration passes the same loader data.
 */
export const ReviewList = memo(function ReviewList({
  category,
  tag,
  initialProducts,
  fallback,
  loadedAt,
  heading,
  text,
  content,
  updatedOn,
  editorial = {},
  showPrices = true,
}: {
  category: CategorySlug;
  tag: string;
  initialProducts: DisplayProduct[] | null;
  fallback: DisplayProduct[];
  loadedAt: number;
  heading: string;
  /** The category's label, blurb and refresh message (categoryText, from the loader). */
  text: CategoryText;
  content: ReviewPageContent;
  updatedOn: string;
  /** Each stored product's own review, badge and price date, by id. */
  editorial?: EditorialById;
  showPrices?: boolean;
}) {
  const { products, isLoading } = useCategoryProducts({
    category,
    tag,
    initialProducts,
    fallback,
    loadedAt,
    refreshedMessage: text.refreshedMessage,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = products.slice(0, REVIEW_PAGE_LIMIT);

  return (
    <>
      <section className="bg-brand-900 relative isolate overflow-hidden text-white">
        <img src="/images/products/review-hero.svg" alt="" className="absolute inset-0 -z-10 h-full w-full object-cover" />
        <div className="container-page py-14 sm:py-20">
          <h1 className="text-3xl font-bold sm:text-5xl">{heading}</h1>
          <p className="mt-3 text-xl text-blue-100">{content.subtitle}</p>
        </div>
      </section>
      <div className="container-page space-y-6 py-10">
        <p className="max-w-3xl text-lg text-slate-700">{content.intro}</p>
        <ReviewDisclosure updatedOn={updatedOn} />
        {isLoading ? (
          <p role="status" className="py-12 text-center text-lg text-slate-700">
            Loading comprehensive reviews...
          </p>
        ) : shown.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">
            Our reviews for this category are being updated. Please check back soon.
          </p>
        ) : (
          <ol className="space-y-6" aria-label="Reviewed products, best first">
            {shown.map((p, rank) => (
              <li key={p.id}>
                <ReviewCard
                  product={p}
                  rank={rank}
                  // The product's own review; its rank's canned text while it has none.
                  review={editorial[p.id]?.review ?? pickCannedReview(content.reviews, rank)}
                  badge={editorial[p.id]?.badge}
                  priceCheckedAt={editorial[p.id]?.priceCheckedAt}
                  showPrices={showPrices}
                  expanded={openId === p.id}
                  onToggle={() => setOpenId((id) => (id === p.id ? null : p.id))}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
});
