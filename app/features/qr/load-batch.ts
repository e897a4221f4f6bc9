type BatchModule = typeof import("./batch");

let module: Promise<BatchModule> | null = null;

/** Loads the CSV reader and batch builder on first use; a failed load may be retried. */
export function loadBatch(): Promise<BatchModule> {
  module ??= import("./batch").catch((error: unknown) => {
    module = null;
    throw error;
  });
  return module;
}
