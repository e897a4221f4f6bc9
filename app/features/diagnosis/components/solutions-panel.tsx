import type { ReactNode, Ref } from "react";

import { ButtonLink } from "~/components/ui/button";
import { CheckCircle2 } from "~/components/ui/icons/check-circle2";
import { Clock } from "~/components/ui/icons/clock";
import { availabilityClaims } from "~/content/availability";
import { ISSUE_LABELS, type IssueType } from "~/content/diagnosis";
import type { OpeningHours } from "~/content/hours";

/** "Recommended Solutions:": the numbered steps, then the note on when experts answer (the saved opening hours). */
export function SolutionsPanel({
  issue,
  steps,
  openingHours,
  headingRef,
  children,
}: {
  issue: IssueType;
  steps: readonly string[];
  openingHours: OpeningHours;
  headingRef?: Ref<HTMLHeadingElement>;
  /** Shown under the steps (the triage view's note on where its suggestions come from). */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="diagnosis-result-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <p className="text-sm font-semibold text-slate-600">Issue: {ISSUE_LABELS[issue]}</p>
      <h2 id="diagnosis-result-heading" ref={headingRef} tabIndex={-1} className="mt-1 text-xl font-bold text-slate-900">
        Recommended Solutions:
      </h2>
      <ol className="mt-4 space-y-3">
        {steps.map((s, i) => (
          <li key={i} className="flex gap-3 text-slate-900">
            <CheckCircle2 className="text-accent-700 mt-0.5 shrink-0" size={20} />
            <span className="min-w-0 break-words">
              <span className="sr-only">Step {i + 1}: </span>
              {s}
            </span>
          </li>
        ))}
      </ol>
      {children}
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
