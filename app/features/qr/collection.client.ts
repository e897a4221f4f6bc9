import { COLLECTION_KEY, parseCollection, serializeCollection, type ParsedCollection } from "./collection";
import type { SavedQrCode } from "./schema";

export type WriteResult = { ok: true } | { ok: false; reason: "full" | "unavailable" };

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22 || error.code === 1014
  );
}

/** Reads and validates the collection; unreadable parts are removed from storage as well. */
export function readStoredCollection(storage: Storage = window.localStorage): ParsedCollection {
  let raw: string | null;
  try {
    raw = storage.getItem(COLLECTION_KEY);
  } catch {
    return { items: [], dropped: false };
  }
  const parsed = parseCollection(raw);
  if (parsed.dropped) writeStoredCollection(parsed.items, storage);
  return parsed;
}

export function writeStoredCollection(items: SavedQrCode[], storage: Storage = window.localStorage): WriteResult {
  const text = serializeCollection(items);
  try {
    if (text === null) storage.removeItem(COLLECTION_KEY);
    else storage.setItem(COLLECTION_KEY, text);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? "full" : "unavailable" };
  }
}

/** Calls back when another tab changes the collection (the storage event fires only there). */
export function subscribeToCollection(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === COLLECTION_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
