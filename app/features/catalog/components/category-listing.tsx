import { RefreshCw } from "~/components/ui/icons/refresh-cw";
import { memo, useState } from "react";

import { PageHero } from "~/components/layout/page-hero";
import { Button } from "~/components/ui/button";

import type { CategorySlug, CategoryText } from "../categories";
import { SKELETON_COUNT } from "../limits";
import type { DisplayProduct } from "../display-product";
import type { EditorialById } from "../editorial";
import { useCategoryProducts } from "../use-category-products";

import { AffiliateDisclosure } from "./disclosure";
import { ProductCard, ProductCardSkeleton } from "./product-card";

export const REFRESH_FAILED_MESSAGE =
  "The prices could not be refreshed just now, so these are the ones loaded before. Please try Refresh Prices again later.";

/**
 * A category listing: hero, Refresh Prices, a 1/2/3-column grid, skeletons while loading, fallback
 * products. Memoised: its props are the loader's data, unchanged when the router renders the page
 * again just after hydration (route discovery), so that render stops here.
 */
export const CategoryListing = memo(function CategoryListing({
  category,
  tag,
  initialProducts,
  fallback,
  loadedAt,
  title,
  text,
  editorial = {},
  showPrices = true,
}: {
  category: CategorySlug;
  tag: string;
  initialProducts: DisplayProduct[] | null;
  fallback: DisplayProduct[];
  loadedAt: number;
  title: string;
  /** The category's label, blurb and refresh message (categoryText, from the loader). */
  text: CategoryText;
  /** Each stored product's price date, by id. */
  editorial?: EditorialById;
  showPrices?: boolean;
}) {
  const { products, isLoading, isRefreshing, refreshFailed, refresh } = useCategoryProducts({
    category,
    tag,
    initialProducts,
    fallback,
    loadedAt,
    refreshedMessage: text.refreshedMessage,
  });
  // Memory cards keep their details behind a toggle, and opening one closes the one open before.
  const oneAtATime = category === "memory";
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <>
      <PageHero title={title} subtitle={text.blurb} />
      <div className="container-page space-y-6 py-10">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <AffiliateDisclosure />
          <Button variant="primary" onClick={() => void refresh()} disabled={isRefreshing || isLoading}>
            <RefreshCw size={18} className={isRefreshing ? "animate-spin" : undefined} />
            {isRefreshing ? "Refreshing..." : "Refresh Prices"}
          </Button>
        </div>
        {refreshFailed && !isRefreshing && (
          // The error toast is the announcement; this stays beside the list it is about.
          <p className="rounded-lg bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300">{REFRESH_FAILED_MESSAGE}</p>
        )}
        <div aria-live="polite" aria-busy={isLoading || isRefreshing}>
          {isLoading ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              <p className="sr-only">Loading products...</p>
              {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                <ProductCardSkeleton key={i} />
              ))}
            </div>
          ) : products.length === 0 ? (
            <p className="rounded-lg border border-slate-200 bg-white p-8 text-center text-slate-700">
              No {text.label.toLowerCase()} are available right now. Please try Refresh Prices again later.
            </p>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {products.map((p, index) => (
                <ProductCard
                  key={p.id}
                  product={p}
                  priceCheckedAt={editorial[p.id]?.priceCheckedAt}
                  showPrices={showPrices}
                  eagerImage={index === 0}
                  {...(oneAtATime
                    ? { expanded: openId === p.id, onToggle: () => setOpenId((id) => (id === p.id ? null : p.id)) }
                    : {})}
                />
              ))}
            </div>
          )}
        </div>
      </div>
    </>
  );
});
