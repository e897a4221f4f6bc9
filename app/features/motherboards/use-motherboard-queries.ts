import { useQuery } from "@tanstack/react-query";

import { CATALOG_QUERY_OPTIONS } from "~/lib/query-client";

import { fetchMotherboardComponents, fetchMotherboardModels, motherboardKeys } from "./queries";
import type { MotherboardComponentsResponse, MotherboardModelEntry } from "./schema";

/** Loader data that seeds a query, so the server-rendered page needs no fetch. */
export interface Seed<T> {
  data: T;
  updatedAt: number;
}

export function useMotherboardModels(seed: Seed<MotherboardModelEntry[]>) {
  return useQuery({
    queryKey: motherboardKeys.models,
    queryFn: () => fetchMotherboardModels(),
    // Spec §7 caching, set here too so it holds whatever the provider's defaults are.
    ...CATALOG_QUERY_OPTIONS,
    initialData: seed.data,
    initialDataUpdatedAt: seed.updatedAt,
  });
}

/** Spec §7: enabled only when a model is set. The seed applies only to the model it was loaded for. */
export function useMotherboardComponents(model: string, seed?: Seed<MotherboardComponentsResponse> & { model: string }) {
  const seeded = seed && seed.model === model ? seed : undefined;
  return useQuery({
    queryKey: motherboardKeys.components(model),
    queryFn: () => fetchMotherboardComponents(model),
    enabled: model !== "",
    ...CATALOG_QUERY_OPTIONS,
    initialData: seeded?.data,
    initialDataUpdatedAt: seeded?.updatedAt,
  });
}
