import { Banner } from "~/components/ui/form-field";
import { Loader2 } from "~/components/ui/icons/loader2";
import type { OpeningHours } from "~/content/hours";

import { useVisitorGuard } from "../use-visitor-guard";
import { DiagnosisTool, type AfterResult } from "./diagnosis-tool";
import { ToolErrorBoundary } from "./tool-error-boundary";

/** What /diagnosis shows under its hero: the guard's loading state, then the tool (or the reason for leaving). */
export function DiagnosisScreen({
  shopPhone,
  openingHours,
  loadAfterResult,
}: {
  shopPhone: string;
  /** The saved opening hours, which the result's note on when experts answer follows. */
  openingHours: OpeningHours;
  /** Loads what the page shows under a result; see DiagnosisTool. */
  loadAfterResult?: () => Promise<AfterResult>;
}) {
  const guard = useVisitorGuard();

  if (guard.status === "valid") {
    return (
      <>
        <p className="mb-6 text-slate-700">
          Hi <span className="font-semibold text-slate-900">{guard.info.name}</span>, tell us what is going on and we will suggest
          safe first steps.
        </p>
        <ToolErrorBoundary>
          <DiagnosisTool
            visitor={guard.info}
            shopPhone={shopPhone}
            openingHours={openingHours}
            loadAfterResult={loadAfterResult}
          />
        </ToolErrorBoundary>
      </>
    );
  }

  if (guard.status === "invalid") {
    return <Banner tone="error">{guard.message}</Banner>;
  }

  return (
    <div role="status" className="flex items-center gap-3 rounded-xl bg-white p-6 text-slate-800 shadow-sm ring-1 ring-slate-200">
      <Loader2 className="text-brand-700 animate-spin motion-reduce:animate-none" size={22} />
      <span>Checking your registration…</span>
      <noscript>
        <span className="block font-semibold">The diagnosis tool needs JavaScript. Please turn it on and reload this page.</span>
      </noscript>
    </div>
  );
}
