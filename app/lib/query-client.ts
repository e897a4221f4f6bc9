import { QueryClient } from "@tanstack/react-query";

const HOUR = 60 * 60 * 1000;

/** Spec §7/§9: fresh 1 hour, kept 24 hours, one retry after 1 s, no refetch on mount or focus. */
export const CATALOG_QUERY_OPTIONS = {
  staleTime: HOUR,
  gcTime: 24 * HOUR,
  retry: 1,
  retryDelay: 1000,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { ...CATALOG_QUERY_OPTIONS } } });
}
