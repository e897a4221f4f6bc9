import { TriangleAlert } from "~/components/ui/icons/triangle-alert";

/** A failed query's message, announced to screen readers as it appears. */
export function QueryError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <TriangleAlert className="mt-0.5 size-5 shrink-0" />
      <p>{error.message}</p>
    </div>
  );
}
