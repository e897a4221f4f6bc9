import type { NextFunction, Request, Response } from "express";

/**
 * A handler may answer before reading the body (413 for a declared size over its limit, 401
 * before a write). The rest of that body would then sit unread on a kept-alive connection and
 * the client's next request on it would never be parsed, so such a response closes the
 * connection instead.
 */
export function closeOnUnreadBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!req.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}
