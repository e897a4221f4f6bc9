import { useCallback, useEffect, useRef, useState } from "react";

import { notify } from "~/lib/toast.client";

import { holdsCode, isSavedCode, keptEntryId, makeSavedCode, type RemakeLegacy } from "./collection";
import { hasStoredCollection, readStoredCollection, subscribeToCollection, writeStoredCollection } from "./collection.client";
import type { GeneratedQr } from "./generate";
import { loadQrEngine } from "./load-engine";
import { loadedSchema, loadSchema } from "./load-schema";
import { QR_MESSAGES } from "./messages";
import type { SavedQrCode } from "./schema";

/** Set once the engine has loaded: from then on old-format entries are re-made as they are read. */
let remakeLegacy: RemakeLegacy | undefined;

function readCurrent() {
  return readStoredCollection(undefined, remakeLegacy);
}

/**
 * The saved collection, kept in localStorage only. Every change starts from what is stored
 * now (another tab may have changed it) and the screen changes only once storage accepted it.
 * Entries in the old site's format are re-made locally (the engine loads for that) and stored
 * in the new format; until then they stay in storage untouched. Entries are checked with the
 * zod schemas, which load for the first read of a stored collection or the first save (their
 * chunk also comes with the engine's, so once the engine is there they need no network).
 */
export function useQrCollection() {
  const [items, setItems] = useState<SavedQrCode[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [corrupt, setCorrupt] = useState(false);
  /** Reads the collection once the schemas are there; a save retries it if their first download failed. */
  const startReading = useRef<() => void>(() => {});

  useEffect(() => {
    let active = true;
    let started = false;
    // The schemas are needed only once something is stored: a first visit (nothing saved yet)
    // reads the empty collection at once, and they load with its first save, or when another
    // tab saves one.
    const needsSchema = () => loadedSchema() === undefined && hasStoredCollection();
    // Said once: while the download keeps failing, each change in another tab would repeat it.
    let warned = false;
    const unavailable = () => {
      if (!active || warned) return;
      warned = true;
      notify("error", QR_MESSAGES.engineUnavailable);
    };
    const load = () => {
      if (needsSchema()) {
        loadSchema().then(() => {
          if (active) load();
        }, unavailable);
        return;
      }
      const stored = readCurrent();
      setItems(stored.items);
      if (stored.dropped) {
        setCorrupt(true);
        notify("error", QR_MESSAGES.corruptCollection);
      }
      if (stored.legacy.length > 0) {
        loadQrEngine().then(
          (engine) => {
            remakeLegacy = engine.remakeLegacyCode;
            if (active) load();
          },
          () => notify("error", QR_MESSAGES.engineUnavailable),
        );
      }
    };
    let unsubscribe = () => {};
    const start = () => {
      if (!active || started) return;
      started = true;
      load();
      setLoaded(true);
      unsubscribe = subscribeToCollection(load);
    };
    startReading.current = start;
    if (!needsSchema()) start();
    else loadSchema().then(start, unavailable);
    return () => {
      active = false;
      startReading.current = () => {};
      unsubscribe();
    };
  }, []);

  const commit = useCallback((next: unknown[], successMessage: string) => {
    const result = writeStoredCollection(next);
    if (!result.ok) {
      notify("error", result.reason === "full" ? QR_MESSAGES.storageFull : QR_MESSAGES.storageUnavailable);
      return false;
    }
    setItems(next.filter(isSavedCode));
    notify("success", successMessage);
    return true;
  }, []);

  const save = useCallback(
    (code: GeneratedQr) => {
      const saveNow = () => {
        const current = readCurrent();
        if (holdsCode(current, code)) {
          notify("info", QR_MESSAGES.alreadySaved);
          return false;
        }
        const taken = [...current.items, ...current.legacy];
        return commit([...current.kept, makeSavedCode(code, taken, Date.now())], QR_MESSAGES.saved);
      };
      if (loadedSchema()) return saveNow();
      // Saved before the first read finished loading the schemas: the save waits for them.
      loadSchema().then(
        () => {
          saveNow();
          // The first read may have failed to download the schemas: the collection shows now.
          startReading.current();
        },
        () => notify("error", QR_MESSAGES.engineUnavailable),
      );
      return false;
    },
    [commit],
  );

  const remove = useCallback(
    (id: string) =>
      commit(
        readCurrent().kept.filter((entry) => keptEntryId(entry) !== id),
        QR_MESSAGES.removed,
      ),
    [commit],
  );

  const clear = useCallback(() => commit([], QR_MESSAGES.cleared), [commit]);

  return { items, loaded, corrupt, dismissCorrupt: () => setCorrupt(false), save, remove, clear };
}

export type QrCollection = ReturnType<typeof useQrCollection>;
