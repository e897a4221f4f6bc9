import { TriangleAlert } from "~/components/ui/icons/triangle-alert";
import { CheckCircle2 } from "~/components/ui/icons/check-circle2";
import { Clock } from "~/components/ui/icons/clock";
import type { Ref } from "react";

import { ButtonLink } from "~/components/ui/button";
import { availabilityClaims } from "~/content/availability";
import { ISSUE_LABELS } from "~/content/diagnosis";
import type { OpeningHours } from "~/content/hours";

import type { DiagnosisResult } from "../solutions";

/**
 * The canned result: the expert alert for 'other', the numbered steps for the rest, whose note
 * on when experts answer follows the shop's saved opening hours.
 */
export function DiagnosisResultPanel({
  result,
  openingHours,
  headingRef,
}: {
  result: DiagnosisResult;
  openingHours: OpeningHours;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  if (result.kind === "expert") {
    return (
      <section aria-labelledby="diagnosis-result-heading" className="rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-300">
        <div className="flex items-start gap-3">
          <TriangleAlert className="mt-1 shrink-0 text-amber-800" size={24} />
          <div>
            <h2 id="diagnosis-result-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-amber-950">
              Expert assistance recommended
            </h2>
            <p className="mt-1 text-amber-950">
              Your issue needs a closer look from one of our technicians. Until then, these steps keep your data safe:
            </p>
          </div>
        </div>
        <ul className="mt-4 list-disc space-y-2 pl-10 text-slate-900">
          {result.suggestions.map((s, i) => (
            <li key={i} className="break-words whitespace-pre-line">
              {s}
            </li>
          ))}
        </ul>
        <ButtonLink to="/about" variant="primary" className="mt-5">
          Contact Technical Support
        </ButtonLink>
      </section>
    );
  }
  return (
    <section aria-labelledby="diagnosis-result-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-slate-600">Issue: {ISSUE_LABELS[result.issue]}</p>
      <h2 id="diagnosis-result-heading" ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-bold text-slate-900">
        Recommended Solutions:
      </h2>
      <ol className="mt-4 space-y-3">
        {result.suggestions.map((s, i) => (
          <li key={i} className="flex gap-3 text-slate-900">
            <CheckCircle2 className="text-accent-700 mt-0.5 shrink-0" size={20} />
            <span>
              <span className="sr-only">Step {i + 1}: </span>
              {s}
            </span>
          </li>
        ))}
      </ol>
      <p className="bg-brand-50 text-brand-900 mt-5 flex items-center gap-2 rounded-lg p-3">
        <Clock size={18} className="shrink-0" />
        {availabilityClaims(openingHours).resultNote}
      </p>
      <ButtonLink to="/about" variant="primary" className="mt-5">
        Contact Us
      </ButtonLink>
    </section>
  );
}
