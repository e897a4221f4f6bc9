import type { Ref } from "react";

import { AlertOctagon } from "~/components/ui/icons/alert-octagon";

/** The engine's stop warning, first on the page: what not to do before anything else is tried. */
export function StopWarning({ message, headingRef }: { message: string; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section aria-labelledby="diagnosis-stop-heading" className="rounded-2xl bg-red-50 p-6 ring-2 ring-red-700">
      <div className="flex items-start gap-3">
        <AlertOctagon className="mt-1 shrink-0 text-red-800" size={26} />
        <div className="min-w-0">
          <h2 id="diagnosis-stop-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-red-900">
            Stop: read this before you try anything
          </h2>
          <p className="mt-2 text-lg font-medium break-words text-red-950">{message}</p>
        </div>
      </div>
    </section>
  );
}
