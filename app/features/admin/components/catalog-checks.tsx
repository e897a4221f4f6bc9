import { CheckCircle2 } from "~/components/ui/icons/check-circle2";

import { PRICE_STALE_DAYS } from "~/features/catalog";

import type { OverviewItem } from "../catalog-overview";
import { buttonClass } from "~/components/ui/button";

export type PriceAnswer = { message: string } | { error: string } | undefined;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What needs the owner's eye across the whole catalog: links that open a marketplace search
 * instead of the product, prices older than a week (each with "Price still right", which
 * renews its date without retyping it), and products still on their rank's canned review.
 */
export function CatalogChecks({ items, answer }: { items: OverviewItem[]; answer?: PriceAnswer }) {
  const searchLinks = items.filter((i) => i.searchLink);
  const stale = items.filter((i) => i.priceStale);
  const canned = items.filter((i) => i.cannedReview);

  return (
    <section aria-labelledby="catalog-checks-heading" className="mt-4 space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id="catalog-checks-heading" className="text-lg font-semibold">
        Catalog Checks
      </h2>
      <ul className="space-y-1 text-slate-800">
        <li data-testid="search-link-count">
          {searchLinks.length === 0
            ? "Every product links to its own product page."
            : `${plural(searchLinks.length, "product links", "products link")} to a search page`}
        </li>
        <li data-testid="stale-price-count">
          {stale.length === 0
            ? `Every price was checked in the last ${PRICE_STALE_DAYS} days.`
            : `${plural(stale.length, "price was", "prices were")} last checked more than ${PRICE_STALE_DAYS} days ago`}
        </li>
        <li data-testid="canned-review-count">
          {canned.length === 0
            ? "Every product has its own review."
            : `${plural(canned.length, "product uses", "products use")} the canned review text for its rank`}
        </li>
      </ul>
      <div role="status">
        {answer && "message" in answer && <p className="font-medium text-green-800">{answer.message}</p>}
        {answer && "error" in answer && <p className="font-medium text-red-800">{answer.error}</p>}
      </div>
      {searchLinks.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold text-slate-900">Products that link to a search page</summary>
          <p className="mt-1 text-sm text-slate-700">
            Paste the product’s own link (one with /dp/ in it) into its Affiliate Link and save.
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-800">
            {searchLinks.map((item) => (
              <li key={item.id}>
                {item.name} <span className="text-slate-600">({item.categoryLabel})</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {stale.length > 0 && (
        <details>
          <summary className="cursor-pointer font-semibold text-slate-900">Prices to check</summary>
          <ul className="mt-2 space-y-2" aria-label="Prices to check">
            {stale.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="stale-price">
                <span>
                  {item.name} <span className="text-slate-600">({item.categoryLabel})</span>: {item.price}
                  {item.priceCheckedOn ? `, as of ${item.priceCheckedOn}` : ", never checked"}
                </span>
                {/* A plain post: the page's action renews the date and the page comes back with the answer. */}
                <form method="post">
                  <input type="hidden" name="id" value={item.id} />
                  <button type="submit" className={buttonClass("outline", "sm")}>
                    <CheckCircle2 size={16} />
                    Price still right<span className="sr-only">: {item.name}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
