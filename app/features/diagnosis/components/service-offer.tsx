import { Button } from "~/components/ui/button";
import { Wrench } from "~/components/ui/icons/wrench";

import type { TriageService } from "../triage/types";
import { formatPriceBand, turnaroundLine } from "~/lib/price-words";

/** What the shop would do about it, at the price list's price, and the way to the drop-off picker below. */
export function ServiceOffer({ service, onBringItIn }: { service: TriageService; onBringItIn?: () => void }) {
  const days = turnaroundLine(service.turnaroundDays);
  return (
    <section aria-labelledby="service-offer-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="service-offer-heading" className="text-xl font-bold text-slate-900">
        How we can help
      </h2>
      <div className="mt-3 flex items-start gap-3">
        <Wrench className="text-brand-700 mt-1 shrink-0" size={22} />
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words text-slate-900">{service.title}</p>
          <p className="mt-1 text-slate-800">
            <span className="text-lg font-bold text-slate-900">{formatPriceBand(service.fromCents, service.toCents)}</span>
            {days && <span>, {days}</span>}
          </p>
          <p className="mt-1 text-sm text-slate-700">We look first and confirm the price with you before any work starts.</p>
        </div>
      </div>
      {onBringItIn && (
        <Button variant="accent" className="mt-4" onClick={onBringItIn}>
          Bring it in
        </Button>
      )}
    </section>
  );
}
