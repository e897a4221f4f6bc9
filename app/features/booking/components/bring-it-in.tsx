import { lazy, Suspense } from "react";

import type { BookingContext } from "./slot-picker";

const BookingPanel = lazy(() => import("./booking-panel"));

/** "Bring it in" under the diagnosis result: the heading now, the picker once its code has loaded. */
export function BringItIn(props: BookingContext) {
  return (
    <section aria-labelledby="bring-it-in-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="bring-it-in-heading" className="text-xl font-bold text-slate-900">
        Bring it in
      </h2>
      <p className="mt-1 mb-4 text-slate-700">
        Pick a time to drop your computer off at the shop. We already have your contact details.
      </p>
      <Suspense fallback={<p className="text-slate-700">Loading drop-off times…</p>}>
        <BookingPanel {...props} />
      </Suspense>
    </section>
  );
}
