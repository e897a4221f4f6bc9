import type { Kysely, Selectable } from "kysely";

import type { Database, MotherboardsTable, PcComponentsTable } from "~/db/types";
import { buildAmazonSearchUrl, isMarketplaceUrl } from "~/lib/affiliate";
import { formatUsd } from "~/lib/money";

import { selectCompatible, type BoardFit, type ComponentFit } from "./compatibility";
import {
  COMPONENT_KINDS,
  COMPONENT_PRICE_GROUPS,
  FORM_FACTORS,
  MEMORY_TYPES,
  STORAGE_INTERFACES,
  type ApiComponent,
  type ComponentKind,
  type ComponentPriceGroup,
  type MotherboardComponentsResponse,
  type MotherboardDetails,
  type MotherboardModelEntry,
} from "./schema";

/** Everything the motherboard pages and API answer with, computed once from the two tables. */
export interface MotherboardCatalog {
  /** Sorted by name, as the model dropdown lists them. */
  models: MotherboardModelEntry[];
  details: Map<string, MotherboardDetails>;
  components: Map<string, MotherboardComponentsResponse>;
}

interface ComponentEntry extends ComponentFit {
  tier: ComponentPriceGroup;
  priceCents: number;
  api: ApiComponent;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** A JSON list of strings, or null when the text is missing or not such a list. */
function parseStringList(text: string | null): string[] | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : null;
  } catch {
    return null;
  }
}

function toBoard(row: Selectable<MotherboardsTable>): (BoardFit & { details: MotherboardDetails }) | null {
  const memoryType = oneOf(MEMORY_TYPES, row.memory_type);
  const formFactor = oneOf(FORM_FACTORS, row.form_factor);
  if (!memoryType || !formFactor) return null;
  const details: MotherboardDetails = {
    model: row.model,
    name: row.name,
    price: formatUsd(row.price_cents),
    socket: row.socket,
    chipset: row.chipset,
    memoryType,
    memoryMaxSpeed: row.memory_max_speed,
    formFactor,
    m2Slots: row.m2_slots,
    imageSrc: row.image_src,
    features: parseStringList(row.features) ?? [],
    compatibility: parseStringList(row.compatibility) ?? [],
  };
  return { socket: row.socket, memoryType, formFactor, m2Slots: row.m2_slots, details };
}

function toComponent(row: Selectable<PcComponentsTable>, tag: string): ComponentEntry | null {
  const kind = oneOf<ComponentKind>(COMPONENT_KINDS, row.kind);
  const tier = oneOf(COMPONENT_PRICE_GROUPS, row.price_tier);
  if (!kind || !tier) return null;
  const link =
    row.affiliate_link && isMarketplaceUrl(row.affiliate_link) ? row.affiliate_link : buildAmazonSearchUrl(row.name, tag);
  return {
    kind,
    tier,
    priceCents: row.price_cents,
    socket: row.socket,
    supportedSockets: parseStringList(row.supported_sockets),
    memoryType: oneOf(MEMORY_TYPES, row.memory_type),
    supportedFormFactors: parseStringList(row.supported_form_factors),
    storageInterface: oneOf(STORAGE_INTERFACES, row.storage_interface),
    api: {
      id: row.id,
      name: row.name,
      description: row.description,
      price: formatUsd(row.price_cents),
      image_src: row.image_src,
      affiliate_link: link,
      rating: row.rating_tenths === null ? null : row.rating_tenths / 10,
      text_snippet: row.text_snippet,
    },
  };
}

const KIND_ORDER = new Map(COMPONENT_KINDS.map((k, i) => [k, i]));

/** Within a tier: by kind (CPU first, case last), then dearest first, then by name. */
function compareEntries(a: ComponentEntry, b: ComponentEntry): number {
  return KIND_ORDER.get(a.kind)! - KIND_ORDER.get(b.kind)! || b.priceCents - a.priceCents || a.api.name.localeCompare(b.api.name);
}

function groupByTier(entries: ComponentEntry[]): MotherboardComponentsResponse {
  const grouped: MotherboardComponentsResponse = { "High Price": [], "Mid Price": [], "Low Price": [] };
  for (const entry of [...entries].sort(compareEntries)) grouped[entry.tier].push(entry.api);
  return grouped;
}

/**
 * Reads both tables and works out every board's compatible components with the rules in
 * compatibility.ts. Rows with values the rules do not know are left out rather than guessed.
 */
export async function buildMotherboardCatalog(db: Kysely<Database>, associateTag: string): Promise<MotherboardCatalog> {
  const [boardRows, componentRows] = await Promise.all([
    db.selectFrom("motherboards").selectAll().orderBy("name").orderBy("model").execute(),
    db.selectFrom("pc_components").selectAll().orderBy("id").execute(),
  ]);
  const components = componentRows.map((r) => toComponent(r, associateTag)).filter((c) => c !== null);

  const catalog: MotherboardCatalog = { models: [], details: new Map(), components: new Map() };
  for (const row of boardRows) {
    const board = toBoard(row);
    if (!board) continue;
    const fitting = selectCompatible(board, components);
    catalog.models.push({ model: row.model, name: row.name, componentCount: fitting.length });
    catalog.details.set(row.model, board.details);
    catalog.components.set(row.model, groupByTier(fitting));
  }
  return catalog;
}

/** When the motherboard pages' data last changed: the newest updated_at of either table, or null when both are empty. */
export async function motherboardsLastChanged(db: Kysely<Database>): Promise<string | null> {
  const [boards, components] = await Promise.all([
    db
      .selectFrom("motherboards")
      .select((eb) => eb.fn.max("updated_at").as("last"))
      .executeTakeFirst(),
    db
      .selectFrom("pc_components")
      .select((eb) => eb.fn.max("updated_at").as("last"))
      .executeTakeFirst(),
  ]);
  const stamps = [boards?.last, components?.last].filter((s): s is string => typeof s === "string" && s !== "");
  return stamps.length ? stamps.reduce((a, b) => (a > b ? a : b)) : null;
}
