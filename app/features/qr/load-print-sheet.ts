import { loadOnce } from "~/lib/load-once";

/** Loads the PDF writer on first use (never on the first visit); a failed load may be retried. */
export const loadPrintSheet = loadOnce(() => import("./print-sheet")).load;
