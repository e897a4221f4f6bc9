import { ExternalLink } from "~/components/ui/icons/external-link";
import { X } from "~/components/ui/icons/x";
import { useEffect, useRef, type MouseEvent } from "react";

import type { CannedReview } from "~/content/reviews/types";
import { AffiliateLink } from "~/components/ui/affiliate-link";
import { buttonClass } from "~/components/ui/button";
import { FallbackImage } from "~/components/ui/fallback-image";
import { StarRating } from "~/components/ui/star-rating";

import { getBadges, splitBadges } from "../badges";
import type { DisplayProduct } from "../display-product";
import type { ProductReview } from "../review-content";

import { PriceTag } from "./price-tag";

function Badge({ label }: { label: string }) {
  return (
    <span
      className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase"
      data-testid="badge"
    >
      {label}
    </span>
  );
}

/** A click on the card itself toggles it; clicks on its links and buttons, or ending a text selection, do not. */
function isCardClick(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.closest("a, button")) return false;
  return !window.getSelection()?.toString();
}

/**
 * One product on a review page. Collapsed: rank, first badge, title, price, stars,
 * teaser, model and buttons. Expanded: the full review (the product's own, or its rank's canned
 * text while it has none) with its spec table and the remaining badges aside.
 */
export function ReviewCard({
  product,
  rank,
  review,
  badge = "",
  priceCheckedAt,
  showPrices = true,
  trackClicks = true,
  expanded,
  onToggle,
}: {
  product: DisplayProduct;
  rank: number;
  review: ProductReview | CannedReview;
  /** The owner's own badge, after the ones rank and tier give. */
  badge?: string;
  priceCheckedAt?: string | null;
  showPrices?: boolean;
  /** The admin's preview does not count its clicks. */
  trackClicks?: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const badges = getBadges(rank, product.priceTier);
  if (badge.trim() && !badges.includes(badge.trim())) badges.push(badge.trim());
  const { first, rest } = splitBadges(badges);
  const track = trackClicks ? ({ kind: "product", id: product.id } as const) : undefined;
  const specs = "specs" in review ? review.specs : [];
  const openButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const headingId = `review-title-${product.id}`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (expanded ? closeButton : openButton).current?.focus();
  }, [expanded]);

  const toggleFromButton = () => {
    moveFocus.current = true;
    onToggle();
  };

  const stars = (
    <div className="flex items-center gap-2" data-testid="rating">
      <StarRating rating={product.rating} showValue />
    </div>
  );

  return (
    <article
      aria-labelledby={headingId}
      data-testid="review-card"
      data-expanded={expanded}
      onClick={(e) => isCardClick(e) && onToggle()}
      className={`cursor-pointer rounded-2xl border bg-white shadow-sm transition-shadow hover:shadow-md ${expanded ? "border-brand-600 ring-brand-600/20 ring-2" : "border-slate-200"}`}
    >
      {expanded ? (
        <div className="p-6">
          <header className="flex items-start justify-between gap-4">
            <div className="space-y-2">
              {first && <Badge label={first} />}
              <h2 id={headingId} className="text-2xl font-bold text-slate-900">
                {product.name}
              </h2>
              {stars}
              {product.modelNumber && <p className="text-sm text-slate-600">Model: {product.modelNumber}</p>}
            </div>
            <button
              ref={closeButton}
              type="button"
              aria-expanded="true"
              aria-label={`Close review of ${product.name}`}
              onClick={toggleFromButton}
              className="rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <X size={22} />
            </button>
          </header>
          <div className="mt-6 grid gap-8 md:grid-cols-3">
            <div className="space-y-5 md:col-span-2">
              <p className="text-slate-800">{review.verdict}</p>
              <section>
                <h3 className="mb-2 text-lg font-semibold text-green-800">What We Liked</h3>
                <ul className="list-disc space-y-1 pl-5 text-slate-700">
                  {review.pros.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </section>
              <section>
                <h3 className="mb-2 text-lg font-semibold text-red-800">Room for Improvement</h3>
                <ul className="list-disc space-y-1 pl-5 text-slate-700">
                  {review.cons.map((c) => (
                    <li key={c}>{c}</li>
                  ))}
                </ul>
              </section>
              <p className="bg-brand-50 rounded-lg p-4 text-slate-800">
                <strong>Best For:</strong> {review.bestFor}
              </p>
              {specs.length > 0 && (
                <table className="w-full text-left text-sm" data-testid="spec-table">
                  <caption className="mb-2 text-left text-lg font-semibold text-slate-900">Key Specs</caption>
                  <tbody>
                    {specs.map((spec, i) => (
                      <tr key={`${i}-${spec.label}`} className="border-t border-slate-200">
                        <th scope="row" className="py-2 pr-4 font-semibold text-slate-800">
                          {spec.label}
                        </th>
                        <td className="py-2 text-slate-700">{spec.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
            <aside className="space-y-4" aria-label={`${product.name} at a glance`}>
              <FallbackImage
                src={product.imageSrc}
                fallbackSrc={product.placeholderSrc}
                alt={product.name}
                width={400}
                height={300}
                decoding="async"
                className="w-full rounded-lg bg-slate-50"
              />
              {rest.length > 0 && (
                <div className="flex flex-wrap gap-2" data-testid="side-badges">
                  {rest.map((b) => (
                    <Badge key={b} label={b} />
                  ))}
                </div>
              )}
              <div className="rounded-lg border border-slate-200 p-4 text-center">
                <PriceTag price={product.price} checkedAt={priceCheckedAt} showPrices={showPrices} className="items-center" />
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Live Price</p>
                <AffiliateLink href={product.affiliateLink} track={track} className={buttonClass("accent", "md", "mt-3 w-full")}>
                  See on Amazon <ExternalLink size={16} />
                </AffiliateLink>
              </div>
              {product.features.length > 0 && (
                <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {product.features.map((f, i) => (
                    <li key={`${i}-${f}`}>{f}</li>
                  ))}
                </ul>
              )}
            </aside>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-5 p-6 sm:flex-row">
          <FallbackImage
            src={product.imageSrc}
            fallbackSrc={product.placeholderSrc}
            alt=""
            width={400}
            height={300}
            loading={rank === 0 ? "eager" : "lazy"}
            decoding="async"
            className="w-full rounded-lg bg-slate-50 sm:w-48 sm:shrink-0"
          />
          <div className="flex flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-slate-600">#{rank + 1}</span>
              {first && <Badge label={first} />}
            </div>
            <h2 id={headingId} className="text-xl font-bold text-slate-900">
              {product.name}
            </h2>
            <div className="flex flex-wrap items-center gap-4">
              <PriceTag price={product.price} checkedAt={priceCheckedAt} showPrices={showPrices} />
              {stars}
            </div>
            <p className="text-slate-700">{review.teaser}</p>
            {product.modelNumber && <p className="text-sm text-slate-600">Model: {product.modelNumber}</p>}
            <div className="mt-2 flex flex-wrap gap-3">
              <AffiliateLink href={product.affiliateLink} track={track} className={buttonClass("accent", "md")}>
                See on Amazon <ExternalLink size={16} />
              </AffiliateLink>
              <button
                ref={openButton}
                type="button"
                aria-expanded="false"
                onClick={toggleFromButton}
                className={buttonClass("outline", "md")}
              >
                Read Full Review<span className="sr-only">: {product.name}</span>
              </button>
            </div>
          </div>
        </div>
      )}
    </article>
  );
}
