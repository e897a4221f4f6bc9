import type { RankedCause } from "../triage/types";
import { confidenceLabel } from "../triage-words";

const BADGE: Record<RankedCause["confidence"], string> = {
  "most likely": "bg-brand-700 text-white",
  likely: "bg-brand-50 text-brand-900 ring-1 ring-brand-700/30",
  possible: "bg-slate-100 text-slate-800",
  "less likely": "bg-slate-100 text-slate-700",
};

/**
 * The causes in the engine's order, each with its likelihood in plain words and why it fits:
 * the visitor's own words quoted back, drawn as text.
 */
export function LikelyCauses({ causes }: { causes: readonly RankedCause[] }) {
  return (
    <section aria-labelledby="likely-causes-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="likely-causes-heading" className="text-xl font-bold text-slate-900">
        What it might be
      </h2>
      <ol aria-label="Possible causes, most likely first" className="mt-4 space-y-4">
        {causes.map((cause) => (
          <li key={cause.id} className="min-w-0">
            <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold break-words text-slate-900">{cause.title}</span>
              <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[cause.confidence]}`}>
                <span className="sr-only">(</span>
                {confidenceLabel(cause.confidence)}
                <span className="sr-only">)</span>
              </span>
            </p>
            {cause.why.length > 0 && (
              <ul aria-label={`Why: ${cause.title}`} className="mt-1 list-disc space-y-0.5 pl-6 text-sm text-slate-700">
                {cause.why.map((why, i) => (
                  <li key={i} className="break-words">
                    {why}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
