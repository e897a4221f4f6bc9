import { useCallback, useEffect, useState } from "react";

import { notify } from "~/lib/toast.client";

import { makeSavedCode } from "./collection";
import { readStoredCollection, subscribeToCollection, writeStoredCollection } from "./collection.client";
import type { GeneratedQr } from "./generate";
import { QR_MESSAGES } from "./messages";
import type { SavedQrCode } from "./schema";

/**
 * The saved collection, kept in localStorage only. Every change starts from what is stored
 * now (another tab may have changed it) and the screen changes only once storage accepted it.
 */
export function useQrCollection() {
  const [items, setItems] = useState<SavedQrCode[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [corrupt, setCorrupt] = useState(false);

  useEffect(() => {
    const load = () => {
      const stored = readStoredCollection();
      setItems(stored.items);
      if (stored.dropped) {
        setCorrupt(true);
        notify("error", QR_MESSAGES.corruptCollection);
      }
    };
    load();
    setLoaded(true);
    return subscribeToCollection(load);
  }, []);

  const commit = useCallback((next: SavedQrCode[], successMessage: string) => {
    const result = writeStoredCollection(next);
    if (!result.ok) {
      notify("error", result.reason === "full" ? QR_MESSAGES.storageFull : QR_MESSAGES.storageUnavailable);
      return false;
    }
    setItems(next);
    notify("success", successMessage);
    return true;
  }, []);

  const save = useCallback(
    (code: GeneratedQr) => {
      const current = readStoredCollection().items;
      return commit([...current, makeSavedCode(code, current, Date.now())], QR_MESSAGES.saved);
    },
    [commit],
  );

  const remove = useCallback(
    (id: string) =>
      commit(
        readStoredCollection().items.filter((item) => item.id !== id),
        QR_MESSAGES.removed,
      ),
    [commit],
  );

  const clear = useCallback(() => commit([], QR_MESSAGES.cleared), [commit]);

  return { items, loaded, corrupt, dismissCorrupt: () => setCorrupt(false), save, remove, clear };
}

export type QrCollection = ReturnType<typeof useQrCollection>;
