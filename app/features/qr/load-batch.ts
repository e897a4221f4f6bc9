import { loadOnce } from "~/lib/load-once";

/** Loads the CSV reader and batch builder on first use; a failed load may be retried. */
export const loadBatch = loadOnce(() => import("./batch")).load;
