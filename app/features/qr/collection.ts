import type { GeneratedQr } from "./generate";
import { SavedQrCodeSchema, type SavedQrCode } from "./schema";

export const COLLECTION_KEY = "savedQRCodes";

export interface ParsedCollection {
  items: SavedQrCode[];
  /** True when something stored under the key was unreadable and left out. */
  dropped: boolean;
}

/** Reads the stored text back; entries that fail the schema are left out, never thrown on. */
export function parseCollection(raw: string | null): ParsedCollection {
  if (raw === null) return { items: [], dropped: false };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { items: [], dropped: true };
  }
  if (!Array.isArray(value)) return { items: [], dropped: true };
  const items: SavedQrCode[] = [];
  const seen = new Set<string>();
  let dropped = false;
  for (const entry of value) {
    const parsed = SavedQrCodeSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) {
      dropped = true;
      continue;
    }
    seen.add(parsed.data.id);
    items.push(parsed.data);
  }
  return { items, dropped };
}

/** null means: remove the key, so an empty collection leaves nothing behind in storage. */
export function serializeCollection(items: SavedQrCode[]): string | null {
  return items.length === 0 ? null : JSON.stringify(items);
}

/** id is the save time in ms as a string, made unique within the collection. */
export function makeSavedCode(code: GeneratedQr, existing: SavedQrCode[], now: number): SavedQrCode {
  const taken = new Set(existing.map((item) => item.id));
  let stamp = now;
  while (taken.has(String(stamp))) stamp++;
  return { id: String(stamp), url: code.url, name: code.name, type: code.type };
}
