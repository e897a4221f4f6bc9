import { AlertOctagon } from "~/components/ui/icons/alert-octagon";

import { Button, ButtonLink } from "~/components/ui/button";

/** The /diagnosis route's error page: reload to retry, or go home. */
export function DiagnosticErrorPanel({ reload = () => window.location.reload() }: { reload?: () => void }) {
  return (
    <div className="container-page py-16">
      <div role="alert" className="mx-auto max-w-2xl rounded-2xl bg-white p-8 shadow-sm ring-1 ring-red-200">
        <div className="flex items-start gap-3">
          <AlertOctagon className="mt-1 shrink-0 text-red-800" size={28} />
          <div>
            <h1 className="text-2xl font-bold text-red-900">Diagnostic Error</h1>
            <p className="mt-2 text-slate-800">We encountered an issue while processing your diagnostic request.</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button variant="primary" onClick={reload}>
                Try Again
              </Button>
              <ButtonLink to="/" variant="outline">
                Return Home
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
