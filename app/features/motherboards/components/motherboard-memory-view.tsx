import { Button } from "~/components/ui/button";
import { AFFILIATE_DISCLOSURE } from "~/content/business";
import { notify } from "~/lib/toast.client";

import type { MotherboardComponentsResponse } from "../schema";
import { useMotherboardComponents, type Seed } from "../use-motherboard-queries";
import { selectMemoryComponents } from "../view-model";

import { ComponentRow } from "./component-row";
import { LoadingComponents } from "./loading-components";
import { QueryError } from "./query-error";

export const NO_MEMORY_MESSAGE = "No memory modules found for this motherboard model.";

export function MotherboardMemoryView({
  model,
  componentsSeed,
}: {
  model: string;
  componentsSeed?: Seed<MotherboardComponentsResponse> & { model: string };
}) {
  const components = useMotherboardComponents(model, componentsSeed);
  const memory = components.data ? selectMemoryComponents(components.data) : [];

  const refresh = () => {
    void notify("default", "Refreshing Prices", { description: "Getting the latest pricing information..." });
    void components.refetch();
  };

  return (
    <section aria-labelledby="memory-modules" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="memory-modules" className="text-2xl font-bold text-slate-900">
          Compatible memory
        </h2>
        <Button variant="secondary" onClick={refresh} disabled={components.isFetching}>
          {components.isFetching ? "Refreshing..." : "Refresh Prices"}
        </Button>
      </div>
      <p className="text-sm text-slate-600">{AFFILIATE_DISCLOSURE}</p>
      <QueryError error={components.error} />
      {!components.data ? (
        components.isFetching && <LoadingComponents />
      ) : memory.length === 0 ? (
        <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-700">{NO_MEMORY_MESSAGE}</p>
      ) : (
        <ul className="space-y-4">
          {memory.map((component) => (
            <ComponentRow key={component.id} component={component} showTier />
          ))}
        </ul>
      )}
    </section>
  );
}
