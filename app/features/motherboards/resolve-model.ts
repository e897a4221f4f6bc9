import { DEFAULT_MOTHERBOARD_MODEL, type MotherboardModelEntry } from "./schema";

/**
 * The board a `?model=` value selects: itself when listed, otherwise the default board (or
 * the first listed one). `unknownModel` keeps a value that matched nothing so the page can
 * say so instead of silently showing another board.
 */
export function resolveModel(
  models: readonly MotherboardModelEntry[],
  requested: string | null | undefined,
): { model: string; unknownModel: string | null } {
  const wanted = requested?.trim() || null;
  if (wanted && models.some((m) => m.model === wanted)) return { model: wanted, unknownModel: null };
  const fallback = models.find((m) => m.model === DEFAULT_MOTHERBOARD_MODEL)?.model ?? models[0]?.model ?? "";
  return { model: fallback, unknownModel: wanted ? wanted.slice(0, 64) : null };
}
