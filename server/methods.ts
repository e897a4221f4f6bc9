import type { NextFunction, Request, Response } from "express";

import { isApiPath } from "./security";

// Pages only ever take GET and HEAD, and POST from a form; the JSON APIs answer the write methods
// themselves (a read API's action says 405 in the API's error shape).
const PAGE_METHODS = new Set(["GET", "HEAD", "POST"]);
const API_METHODS = new Set([...PAGE_METHODS, "PUT", "PATCH", "DELETE"]);

/**
 * Any other method (OPTIONS, TRACE, a made-up one) is answered 405 here, before React Router,
 * which would render an error page for it. A POST to a page without a form gets its 405 from the
 * document renderer, which knows the route.
 */
export function refuseOtherMethods(req: Request, res: Response, next: NextFunction): void {
  const api = isApiPath(req.path);
  if ((api ? API_METHODS : PAGE_METHODS).has(req.method)) return next();
  res.setHeader("Allow", "GET, HEAD, POST");
  res.setHeader("Cache-Control", "no-store");
  if (api) res.status(405).json({ error: "Method not allowed" });
  else res.status(405).type("text/plain").send("Method not allowed");
}
