import { AFFILIATE_DISCLOSURE } from "~/content/business";

/** The review page's freshness line, followed by the Amazon Associates sentence. */
export function ReviewDisclosure({ updatedOn }: { updatedOn: string }) {
  return (
    <aside
      aria-label="Affiliate disclosure"
      className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-medium">Reviews updated {updatedOn}, Pricing verified daily, Live Amazon ratings</p>
      <p className="mt-1">{AFFILIATE_DISCLOSURE}</p>
    </aside>
  );
}

export function AffiliateDisclosure() {
  return (
    <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950" data-testid="affiliate-disclosure">
      {AFFILIATE_DISCLOSURE}
    </p>
  );
}
