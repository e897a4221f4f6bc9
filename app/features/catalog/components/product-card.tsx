import { ChevronDown } from "~/components/ui/icons/chevron-down";
import { ExternalLink } from "~/components/ui/icons/external-link";

import { AffiliateLink } from "~/components/ui/affiliate-link";
import { buttonClass } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { StarRating } from "~/components/ui/star-rating";

import type { DisplayProduct } from "../display-product";

import { PriceTag } from "./price-tag";

/**
 * A listing card. With `expanded`/`onToggle` (the memory page) the details sit behind a
 * toggle; otherwise the first features show directly. The admin shows the same card with
 * `trackClicks={false}`, so the owner's own clicks are not counted as visitors'.
 */
export function ProductCard({
  product,
  expanded,
  onToggle,
  trackClicks = true,
  priceCheckedAt,
  showPrices = true,
  eagerImage = false,
}: {
  product: DisplayProduct;
  expanded?: boolean;
  onToggle?: () => void;
  trackClicks?: boolean;
  /** When the price was last checked; shown as "as of <date>" under it. */
  priceCheckedAt?: string | null;
  /** false: "See price on Amazon" in place of the price. */
  showPrices?: boolean;
  /** The first cards are in view on load; the rest load their pictures when scrolled to. */
  eagerImage?: boolean;
}) {
  const detailsId = `details-${product.id}`;
  const track = trackClicks ? ({ kind: "product", id: product.id } as const) : undefined;
  const toggleable = onToggle !== undefined;
  return (
    <article
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="product-card"
    >
      <AffiliateLink href={product.affiliateLink} track={track} className="block bg-slate-50" tabIndex={-1} aria-hidden="true">
        <FallbackImage
          src={product.imageSrc}
          fallbackSrc={product.placeholderSrc}
          alt=""
          width={400}
          height={300}
          loading={eagerImage ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[4/3] w-full object-cover"
        />
      </AffiliateLink>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg leading-snug font-semibold">
          <AffiliateLink
            href={product.affiliateLink}
            track={track}
            className="hover:text-brand-700 text-slate-900 hover:underline"
          >
            {product.name}
          </AffiliateLink>
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={product.rating} showValue />
          <PriceTag price={product.price} checkedAt={priceCheckedAt} showPrices={showPrices} className="text-right" />
        </div>
        {product.modelNumber && <p className="text-sm text-slate-600">Model: {product.modelNumber}</p>}
        <p className="line-clamp-3 text-slate-700" data-testid="snippet">
          {product.textSnippet}
        </p>
        {toggleable ? (
          <div>
            <button
              type="button"
              className="text-brand-700 inline-flex items-center gap-1 text-sm font-semibold hover:underline"
              aria-expanded={expanded}
              aria-controls={detailsId}
              onClick={onToggle}
            >
              {expanded ? "Hide Details" : "Show Details"}
              <ChevronDown size={16} className={expanded ? "rotate-180 transition-transform" : "transition-transform"} />
            </button>
            <div id={detailsId} hidden={!expanded} className="mt-3 space-y-2 text-sm text-slate-700">
              <p>{product.description}</p>
              <FeatureList features={product.features} />
            </div>
          </div>
        ) : (
          <FeatureList features={product.features.slice(0, 4)} />
        )}
        <div className="mt-auto pt-2">
          <AffiliateLink href={product.affiliateLink} track={track} className={buttonClass("accent", "md", "w-full")}>
            View on Amazon <ExternalLink size={16} />
          </AffiliateLink>
        </div>
      </div>
    </article>
  );
}

function FeatureList({ features }: { features: string[] }) {
  if (features.length === 0) return null;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      {features.map((f, i) => (
        <li key={`${i}-${f}`}>{f}</li>
      ))}
    </ul>
  );
}

export function ProductCardSkeleton() {
  return (
    <div
      className="animate-pulse overflow-hidden rounded-xl border border-slate-200 bg-white"
      data-testid="product-skeleton"
      aria-hidden="true"
    >
      <div className="aspect-[4/3] bg-slate-200" />
      <div className="space-y-3 p-5">
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="h-11 w-full rounded bg-slate-200" />
      </div>
    </div>
  );
}
