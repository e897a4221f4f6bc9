import type { GeneratedQr } from "./generate";
import { readLegacyEntry, type LegacyQrCode } from "./legacy";
import { loadedSchema } from "./load-schema";
import type { SavedQrCode } from "./schema";

export const COLLECTION_KEY = "savedQRCodes";

/** Entries are checked with zod: `await loadSchema()` (load-schema.ts) before the first read. */
function savedCodeSchema() {
  const schema = loadedSchema();
  if (schema === undefined) throw new Error("The QR schemas are not loaded yet: await loadSchema() first");
  return schema.SavedQrCodeSchema;
}

export interface ParsedCollection {
  items: SavedQrCode[];
  /** True when something stored under the key was unreadable and left out. */
  dropped: boolean;
  /** Old-format entries still waiting to be re-made (only when no remake was given). */
  legacy: LegacyQrCode[];
  /** What storage should hold: readable entries, with waiting old-format ones as they were. */
  kept: unknown[];
}

/** Re-makes an old entry's picture locally; null when its content cannot be encoded. */
export type RemakeLegacy = (entry: LegacyQrCode) => SavedQrCode | null;

/**
 * Reads the stored text back; entries that fail the schema are left out, never thrown on.
 * Old-format entries (an image-service address) are re-made with `remake` when given, in
 * their place and with their id and name; without it they wait in `legacy`.
 */
export function parseCollection(raw: string | null, remake?: RemakeLegacy): ParsedCollection {
  const empty = (dropped: boolean): ParsedCollection => ({ items: [], dropped, legacy: [], kept: [] });
  if (raw === null) return empty(false);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return empty(true);
  }
  if (!Array.isArray(value)) return empty(true);
  const result = empty(false);
  const seen = new Set<string>();
  for (const entry of value) {
    const parsed = savedCodeSchema().safeParse(entry);
    const old = parsed.success ? null : readLegacyEntry(entry);
    const id = parsed.success ? parsed.data.id : old?.id;
    if (id === undefined || seen.has(id)) {
      result.dropped = true;
      continue;
    }
    if (parsed.success) {
      seen.add(id);
      result.items.push(parsed.data);
      result.kept.push(parsed.data);
    } else if (old && !remake) {
      seen.add(id);
      result.legacy.push(old);
      result.kept.push(entry);
    } else if (old && remake) {
      const remade = remake(old);
      if (remade === null) {
        result.dropped = true;
        continue;
      }
      seen.add(id);
      result.items.push(remade);
      result.kept.push(remade);
    }
  }
  return result;
}

/** null means: remove the key, so an empty collection leaves nothing behind in storage. */
export function serializeCollection(items: unknown[]): string | null {
  return items.length === 0 ? null : JSON.stringify(items);
}

/**
 * True when the collection already holds this code: the same picture (content and look) of the
 * same type, or an old-format entry with the same content waiting to be re-made in the plain look.
 */
export function holdsCode(collection: Pick<ParsedCollection, "items" | "legacy">, code: GeneratedQr): boolean {
  return (
    collection.items.some((item) => item.url === code.url && item.type === code.type) ||
    (!code.styled && collection.legacy.some((entry) => entry.content === code.content && entry.type === code.type))
  );
}

/** id is the save time in ms as a string, made unique within the collection. */
export function makeSavedCode(code: GeneratedQr, existing: ReadonlyArray<{ id: string }>, now: number): SavedQrCode {
  const taken = new Set(existing.map((item) => item.id));
  let stamp = now;
  while (taken.has(String(stamp))) stamp++;
  return { id: String(stamp), url: code.url, name: code.name, type: code.type };
}

/** The id of an entry `parseCollection` kept (new entries have string ids, old ones may have numbers). */
export function keptEntryId(entry: unknown): string {
  return String((entry as { id: unknown }).id);
}

export function isSavedCode(entry: unknown): entry is SavedQrCode {
  return savedCodeSchema().safeParse(entry).success;
}
