import { useCallback, useEffect, useState } from "react";

import type { CategorySlug } from "~/features/catalog/categories";
import type { AdminProductRecord } from "~/features/catalog/records";
import { notify } from "~/lib/toast.client";

import { InvalidProductDataError, fetchAdminProducts } from "./admin-api.client";

export const LOAD_MESSAGES = {
  loadFailedTitle: "Load Failed",
  loadFailedDescription: "Failed to load products. Please try again.",
  dataErrorTitle: "Data Error",
  dataErrorDescription: "Received invalid data from the server.",
} as const;

export type ProductListState =
  | { status: "loading"; products: AdminProductRecord[] }
  | { status: "ready"; products: AdminProductRecord[] }
  | { status: "error"; products: AdminProductRecord[]; message: string };

/** The Manage tab's list for one category (spec §8 Admin): loads on mount, on category change and on reload(). */
export function useAdminProducts(category: CategorySlug) {
  const [state, setState] = useState<ProductListState>({ status: "loading", products: [] });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: "loading", products: s.products }));
    fetchAdminProducts(category, controller.signal).then(
      (products) => setState({ status: "ready", products }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const invalid = error instanceof InvalidProductDataError;
        const message = invalid ? LOAD_MESSAGES.dataErrorDescription : LOAD_MESSAGES.loadFailedDescription;
        setState({ status: "error", products: [], message });
        if (invalid) notify("error", LOAD_MESSAGES.dataErrorTitle, { description: LOAD_MESSAGES.dataErrorDescription });
        else notify("error", LOAD_MESSAGES.loadFailedTitle, { description: LOAD_MESSAGES.loadFailedDescription });
      },
    );
    return () => controller.abort();
  }, [category, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
