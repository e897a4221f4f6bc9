import { QueryClient } from "@tanstack/react-query";

const HOUR = 60 * 60 * 1000;

/**
 * Catalog prices change slowly: data stays fresh 1 hour and is kept 24 hours, a failure is
 * retried once after 1 s, and nothing refetches on mount or window focus.
 */
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
