import type { ReactNode, Ref } from "react";

import { ButtonLink } from "~/components/ui/button";
import { TriangleAlert } from "~/components/ui/icons/triangle-alert";

/**
 * "Expert assistance recommended": the general steps that keep the visitor's data safe until a
 * technician looks, with the visitor's own words as the last line, and the way to reach one.
 */
export function ExpertAlert({
  suggestions,
  headingRef,
  children,
}: {
  suggestions: readonly string[];
  headingRef?: Ref<HTMLHeadingElement>;
  /** Shown under the steps (the triage view's note on where its suggestions come from). */
  children?: ReactNode;
}) {
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
        {suggestions.map((s, i) => (
          <li key={i} className="break-words whitespace-pre-line">
            {s}
          </li>
        ))}
      </ul>
      {children}
      <ButtonLink to="/about" variant="primary" className="mt-5">
        Contact Technical Support
      </ButtonLink>
    </section>
  );
}
