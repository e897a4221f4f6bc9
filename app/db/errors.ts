/**
 * Whether a failed query means the store cannot be reached or cannot take writes right now
 * (answer 503 and let the client retry), as opposed to a bug (answer 500). PostgreSQL through
 * `pg` reports a lost server as a socket error, a connection-class SQLSTATE or one of a few
 * messages without a code; SQLite reports a locked, full or unreadable file by its code.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error",
  "connection is not open",
];

/** Seconds a client is asked to wait after a 503 for an unreachable database. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (UNAVAILABLE_CODES.has(code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    if (/^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL)/.test(code)) return true;
  }
  const message = error instanceof Error ? error.message : "";
  if (UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
