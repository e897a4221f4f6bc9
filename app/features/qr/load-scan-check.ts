import { loadOnce } from "~/lib/load-once";

/** Loads the decoder chunk on first use (never on the first visit); a failed load may be retried. */
export const loadScanCheck = loadOnce(() => import("./scan-check")).load;
