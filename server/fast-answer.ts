import type { IncomingMessage, ServerResponse } from "node:http";

import { errorFields, log, loggablePath, logRequest } from "~/lib/log.server";

/**
 * A page or file answered ahead of Express failed: logs what and where, answers 500 in plain text
 * (or cuts a response already under way) and writes the request's log line.
 */
export function answerFailure(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  started: bigint,
  what: string,
  error: unknown,
): void {
  log("error", what, { path: loggablePath(path), ...errorFields(error) });
  if (res.headersSent) res.destroy();
  else {
    res.statusCode = 500;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.end("Internal server error");
  }
  logRequest(req.method, path, 500, started);
}
