type PrintSheetModule = typeof import("./print-sheet");

let module: Promise<PrintSheetModule> | null = null;

/** Loads the PDF writer on first use (never on the first visit); a failed load may be retried. */
export function loadPrintSheet(): Promise<PrintSheetModule> {
  module ??= import("./print-sheet").catch((error: unknown) => {
    module = null;
    throw error;
  });
  return module;
}
