import type { Kysely } from "kysely";

import type { Database } from "~/db/types";

import { getMotherboardCatalog } from "./cache.server";
import { resolveModel } from "./resolve-model";
import {
  DEFAULT_MOTHERBOARD_MODEL,
  type MotherboardComponentsResponse,
  type MotherboardDetails,
  type MotherboardModelEntry,
} from "./schema";

export interface MotherboardComponentsPageData {
  /** The board shown: the requested one when it exists, else the default. "" when no board is listed. */
  model: string;
  /** The `?model=` value that matched no board, so the page can say so; null otherwise. */
  unknownModel: string | null;
  models: MotherboardModelEntry[];
  boards: MotherboardDetails[];
  components: MotherboardComponentsResponse | null;
  loadedAt: number;
}

export async function loadMotherboardComponentsPage(
  db: Kysely<Database>,
  associateTag: string,
  requestedModel: string | null,
): Promise<MotherboardComponentsPageData> {
  const catalog = await getMotherboardCatalog(db, associateTag);
  const { model, unknownModel } = resolveModel(catalog.models, requestedModel);
  return {
    model,
    unknownModel,
    models: catalog.models,
    boards: [...catalog.details.values()],
    components: catalog.components.get(model) ?? null,
    loadedAt: Date.now(),
  };
}

export interface MotherboardMemoryPageData {
  model: string;
  components: MotherboardComponentsResponse | null;
  loadedAt: number;
}

/** The memory page's URL names no board, so it always shows the default board's memory. */
export async function loadMotherboardMemoryPage(db: Kysely<Database>, associateTag: string): Promise<MotherboardMemoryPageData> {
  const catalog = await getMotherboardCatalog(db, associateTag);
  return {
    model: DEFAULT_MOTHERBOARD_MODEL,
    components: catalog.components.get(DEFAULT_MOTHERBOARD_MODEL) ?? null,
    loadedAt: Date.now(),
  };
}
