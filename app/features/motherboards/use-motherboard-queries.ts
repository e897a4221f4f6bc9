import { useQuery } from "@tanstack/react-query";

import {
  MOTHERBOARD_QUERY_OPTIONS,
  fetchMotherboardComponents,
  fetchMotherboardModels,
  motherboardKeys,
} from "./queries";
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
    ...MOTHERBOARD_QUERY_OPTIONS,
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
    ...MOTHERBOARD_QUERY_OPTIONS,
    initialData: seeded?.data,
    initialDataUpdatedAt: seeded?.updatedAt,
  });
}
