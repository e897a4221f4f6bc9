import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { AFFILIATE_DISCLOSURE } from "~/content/business";

import type { MotherboardComponentsResponse, MotherboardDetails, MotherboardModelEntry } from "../schema";
import { useMotherboardComponents, useMotherboardModels, type Seed } from "../use-motherboard-queries";

import { BoardDetails } from "./board-details";
import { LoadingComponents } from "./loading-components";
import { ModelSelect } from "./model-select";
import { QueryError } from "./query-error";
import { TierSections } from "./tier-sections";

export type MotherboardMode = "details" | "components";

export interface MotherboardComponentsViewProps {
  model: string;
  onModelChange(model: string): void;
  boards: MotherboardDetails[];
  modelsSeed: Seed<MotherboardModelEntry[]>;
  componentsSeed?: Seed<MotherboardComponentsResponse> & { model: string };
}

export function MotherboardComponentsView({
  model,
  onModelChange,
  boards,
  modelsSeed,
  componentsSeed,
}: MotherboardComponentsViewProps) {
  const [mode, setMode] = useState<MotherboardMode>("details");
  const models = useMotherboardModels(modelsSeed);
  const components = useMotherboardComponents(model, componentsSeed);
  const board = boards.find((b) => b.model === model);

  // After a mode switch, focus moves to the new view's heading so keyboard and screen-reader
  // users land on what just appeared.
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const componentsHeading = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    (mode === "details" ? detailsHeading : componentsHeading).current?.focus();
  }, [mode]);
  const switchMode = (next: MotherboardMode) => {
    switched.current = true;
    setMode(next);
  };

  const refreshing = components.isFetching || models.isFetching;
  const refresh = () => {
    void models.refetch();
    void components.refetch();
  };

  return (
    <div className="space-y-6">
      <ModelSelect models={models.data} value={model} onChange={onModelChange} />
      <QueryError error={models.error} />

      {mode === "details" ? (
        board ? (
          <BoardDetails board={board} onViewComponents={() => switchMode("components")} headingRef={detailsHeading} />
        ) : (
          <p className="rounded-lg bg-slate-100 p-6 text-slate-700">No details are listed for this motherboard.</p>
        )
      ) : (
        <section aria-labelledby="compatible-components" className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="compatible-components"
              ref={componentsHeading}
              tabIndex={-1}
              className="text-2xl font-bold text-slate-900 focus:outline-none"
            >
              Compatible components for {board?.name ?? model}
            </h2>
            <div className="flex gap-2">
              <Button variant="outline" onClick={() => switchMode("details")}>
                Back to Details
              </Button>
              <Button variant="secondary" onClick={refresh} disabled={refreshing}>
                {refreshing ? "Refreshing..." : "Refresh"}
              </Button>
            </div>
          </div>
          <p className="text-sm text-slate-600">{AFFILIATE_DISCLOSURE}</p>
          <QueryError error={components.error} />
          {components.data ? <TierSections components={components.data} /> : components.isFetching && <LoadingComponents />}
        </section>
      )}
    </div>
  );
}
