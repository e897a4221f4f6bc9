import { AffiliateLink } from "~/components/ui/affiliate-link";
import { buttonClass } from "~/components/ui/button";
import { StarRating } from "~/components/ui/star-rating";

import type { DisplayComponent } from "../view-model";

export function ComponentRow({ component, showTier = false }: { component: DisplayComponent; showTier?: boolean }) {
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
      data-testid="component-row"
      data-price-tier={component.priceTier}
    >
      <img
        src={component.imageSrc}
        alt=""
        width={96}
        height={72}
        loading="lazy"
        className="h-18 w-24 shrink-0 rounded-lg bg-slate-50 object-contain"
      />
      <div className="min-w-0 flex-1">
        <h3 className="text-lg font-semibold text-slate-900">{component.title}</h3>
        {showTier && <p className="text-brand-800 text-sm font-medium">{component.tier}</p>}
        <p className="mt-1 text-slate-700">{component.description}</p>
        {component.textSnippet && <p className="mt-1 text-sm text-slate-600 italic">{component.textSnippet}</p>}
        {component.rating !== null && <StarRating rating={component.rating} showValue className="mt-2" />}
      </div>
      <div className="flex shrink-0 flex-row items-center gap-4 sm:flex-col sm:items-end">
        <p className="text-xl font-bold text-slate-900">{component.price}</p>
        <AffiliateLink
          href={component.affiliateLink}
          track={{ kind: "component", id: component.id }}
          className={buttonClass("accent", "sm")}
        >
          View on Amazon<span className="sr-only">: {component.title}</span>
        </AffiliateLink>
      </div>
    </li>
  );
}
