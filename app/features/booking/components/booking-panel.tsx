import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

import { SlotPicker, type BookingContext } from "./slot-picker";

/**
 * The lazily loaded part of "Bring it in" (picker, query client, .ics builder), so the diagnosis
 * page's first visit does not carry it. Places left change with every booking: nothing is kept
 * fresh, and a failure is retried once.
 */
export default function BookingPanel(props: BookingContext) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <SlotPicker {...props} />
    </QueryClientProvider>
  );
}
