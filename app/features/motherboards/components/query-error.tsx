import { Banner } from "~/components/ui/form-field";
import { TriangleAlert } from "~/components/ui/icons/triangle-alert";

/** A failed query's message, announced to screen readers as it appears. */
export function QueryError({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <Banner tone="error" className="flex items-start gap-2">
      <TriangleAlert className="mt-0.5 size-5 shrink-0" />
      <p>{error.message}</p>
    </Banner>
  );
}
