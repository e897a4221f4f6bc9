/** One JSON line on stderr; the detail stays in the log and never reaches a client. */
export function logCatalogError(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
  const detail = error instanceof Error ? { error: error.message, stack: error.stack } : { error: String(error) };
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: message, ...fields, ...detail })}\n`);
}
