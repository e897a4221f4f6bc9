import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";

import { createQueryClient } from "~/lib/query-client";

/**
 * The motherboard pages' parent layout. They query the catalog on the client from their first
 * interaction, so the query client (with the catalog caching rules) lives here rather than in
 * the root: pages that never query don't download it.
 */
export default function ProductsLayout() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
