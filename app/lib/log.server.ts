type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold = ORDER.info;

export function setLogLevel(level: Level | "silent"): void {
  threshold = ORDER[level];
}

/**
 * One JSON object per line on stdout. Callers pass only operational facts (paths without
 * query strings, status codes, timings): never addresses, bodies, names or e-mails.
 */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) return { error: error.message, stack: error.stack };
  return { error: String(error) };
}

/**
 * The one request line, written by Express and by the paths answered ahead of it: the path
 * only (a query string can carry what a visitor typed), never an address or a body.
 */
/** A repair status link, a booking's confirmation link, a photo link and a staff invitation or reset link are keys: logs name the route, never the token. */
export function loggablePath(path: string): string {
  return path
    .replace(/^\/repair\/[^/]+/i, "/repair/:token")
    .replace(/^\/booking\/confirm\/[^/]+/i, "/booking/confirm/:token")
    .replace(/^\/intake\/photos\/[^/]+/i, "/intake/photos/:token")
    .replace(/^\/admin\/(reset|welcome)\/[^/]+/i, "/admin/$1/:token");
}

export function logRequest(method: string | undefined, path: string, status: number, startedNs: bigint): void {
  log(status >= 500 ? "error" : "info", "request", {
    method,
    path: loggablePath(path),
    status,
    ms: Math.round(Number(process.hrtime.bigint() - startedNs) / 1e5) / 10,
  });
}

/**
 * A failed database write. Driver messages can quote the rejected value (what a visitor typed),
 * so only the error's kind and code are logged.
 */
export function logStoreError(msg: string, error: unknown): void {
  const code = (error as { code?: unknown } | null)?.code;
  log("error", msg, {
    errorName: error instanceof Error ? error.name : typeof error,
    ...(typeof code === "string" ? { code } : {}),
  });
}
