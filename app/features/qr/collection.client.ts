import { webStorage } from "~/lib/web-storage.client";

import { COLLECTION_KEY, parseCollection, serializeCollection, type ParsedCollection, type RemakeLegacy } from "./collection";

export type WriteResult = { ok: true } | { ok: false; reason: "full" | "unavailable" };

function isQuotaError(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22 || error.code === 1014
  );
}

/** The site's localStorage, or null where the browser refuses it: the generator works without it. */
const siteStorage = () => webStorage("localStorage");

/** True when something is stored under the collection's key (false too when storage cannot be read). */
export function hasStoredCollection(storage: Storage | null = siteStorage()): boolean {
  try {
    return storage?.getItem(COLLECTION_KEY) != null;
  } catch {
    return false;
  }
}

/**
 * Reads and validates the collection; unreadable parts are removed from storage as well.
 * With `remake`, old-format entries are re-made and stored in the new format.
 */
export function readStoredCollection(storage: Storage | null = siteStorage(), remake?: RemakeLegacy): ParsedCollection {
  let raw: string | null;
  try {
    // No storage reads as nothing stored, so nothing is written back either.
    raw = storage ? storage.getItem(COLLECTION_KEY) : null;
  } catch {
    return { items: [], dropped: false, legacy: [], kept: [] };
  }
  const parsed = parseCollection(raw, remake);
  const remade = remake !== undefined && parsed.kept.length > 0 && serializeCollection(parsed.kept) !== raw;
  if (parsed.dropped || remade) writeStoredCollection(parsed.kept, storage);
  return parsed;
}

export function writeStoredCollection(items: unknown[], storage: Storage | null = siteStorage()): WriteResult {
  const text = serializeCollection(items);
  if (!storage) return { ok: false, reason: "unavailable" };
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
