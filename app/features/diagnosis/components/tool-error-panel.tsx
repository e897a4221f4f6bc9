import { AlertOctagon } from "~/components/ui/icons/alert-octagon";

import { Button } from "~/components/ui/button";

/** What ToolErrorBoundary shows once the tool has failed; loaded only then. */
export default function ToolErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-2xl bg-red-50 p-6 ring-1 ring-red-200">
      <div className="flex items-start gap-3">
        <AlertOctagon className="mt-1 shrink-0 text-red-800" size={24} />
        <div>
          <h2 className="text-xl font-bold text-red-900">Something went wrong</h2>
          <p className="mt-1 text-red-900">There was an error processing your diagnostic request.</p>
          <Button variant="danger" className="mt-4" onClick={onRetry}>
            Try Again
          </Button>
        </div>
      </div>
    </div>
  );
}
