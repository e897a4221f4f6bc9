import { QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";

import type { AdminProductRecord, CategorySlug } from "~/features/catalog";

import { InvalidProductDataError, fetchAdminProducts, postProductWrite } from "./admin-api.client";
import { notify } from "~/lib/toast.client";

export const LOAD_MESSAGES = {
  loadFailedTitle: "Load Failed",
  loadFailedDescription: "Failed to load products. Please try again.",
  dataErrorTitle: "Data Error",
  dataErrorDescription: "Received invalid data from the server.",
} as const;

/**
 * The product manager's query client. The admin reads its own writes, so a list is never
 * fresh for long, and a failed load is reported at once (a toast per failure, no silent
 * retries); lists are fetched when shown, on "Refresh Products" and after a write.
 */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

const ADMIN_PRODUCTS_KEY = ["admin", "products"] as const;
const adminProductsQueryKey = (category: CategorySlug) => [...ADMIN_PRODUCTS_KEY, category] as const;

export type ProductListState =
  | { status: "loading"; products: AdminProductRecord[] }
  | { status: "ready"; products: AdminProductRecord[] }
  | { status: "error"; products: AdminProductRecord[]; message: string };

function reportLoadFailure(error: unknown) {
  if (error instanceof InvalidProductDataError)
    notify("error", LOAD_MESSAGES.dataErrorTitle, { description: LOAD_MESSAGES.dataErrorDescription });
  else notify("error", LOAD_MESSAGES.loadFailedTitle, { description: LOAD_MESSAGES.loadFailedDescription });
}

/** The Manage tab's list for one category; `reload` fetches it again. */
export function useAdminProducts(category: CategorySlug): { state: ProductListState; reload: () => void } {
  // No placeholder data: while another category loads, the last category's cards would stand
  // under "Loading products...". A category loaded before shows its own list while it reloads.
  const query = useQuery({
    queryKey: adminProductsQueryKey(category),
    queryFn: async ({ signal }) => {
      try {
        return await fetchAdminProducts(category, signal);
      } catch (error) {
        if (!signal.aborted) reportLoadFailure(error);
        throw error;
      }
    },
  });
  const { isFetching, isError, data, error, refetch } = query;
  const state = useMemo<ProductListState>(() => {
    if (isFetching) return { status: "loading", products: data ?? [] };
    if (isError) {
      const invalid = error instanceof InvalidProductDataError;
      return {
        status: "error",
        products: [],
        message: invalid ? LOAD_MESSAGES.dataErrorDescription : LOAD_MESSAGES.loadFailedDescription,
      };
    }
    return { status: "ready", products: data ?? [] };
  }, [isFetching, isError, data, error]);
  const reload = useMemo(() => () => void refetch(), [refetch]);
  return { state, reload };
}

type ProductWriteEndpoint =
  "/api/add-product.php" | "/api/update-product.php" | "/api/delete-product.php" | "/api/move-product.php";

/**
 * One of the admin write APIs as a mutation: it resolves to the product's id, and on success
 * every category's list is marked stale (a product may have changed category), so the one on
 * screen loads again.
 */
export function useProductWrite<Body>(endpoint: ProductWriteEndpoint) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => postProductWrite(endpoint, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
