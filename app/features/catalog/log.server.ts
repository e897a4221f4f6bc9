import { errorFields, log } from "~/lib/log.server";

/** One JSON log line; the detail stays in the log and never reaches a client. */
export function logCatalogError(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
  log("error", message, { ...fields, ...errorFields(error) });
}
