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
    // The catalog caching rules, set here too so they hold whatever the provider's defaults are.
    ...CATALOG_QUERY_OPTIONS,
    initialData: seed.data,
    initialDataUpdatedAt: seed.updatedAt,
  });
}

/** Fetches nothing until a model is chosen. The seed applies only to the model it was loaded for. */
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
