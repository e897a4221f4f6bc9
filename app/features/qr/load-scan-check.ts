type ScanCheckModule = typeof import("./scan-check");

let module: Promise<ScanCheckModule> | null = null;

/** Loads the decoder chunk on first use (never on the first visit); a failed load may be retried. */
export function loadScanCheck(): Promise<ScanCheckModule> {
  module ??= import("./scan-check").catch((error: unknown) => {
    module = null;
    throw error;
  });
  return module;
}
