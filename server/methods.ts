import type { NextFunction, Request, Response } from "express";

/** The methods this site answers; the fetch Request React Router builds refuses TRACE, TRACK and CONNECT outright. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);
const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

/** Any other method is answered 405 here, before it can reach a handler and fail there. */
export function refuseUnknownMethods(req: Request, res: Response, next: NextFunction): void {
  if (ALLOWED.has(req.method)) return next();
  res.setHeader("Allow", ALLOW_HEADER);
  res.setHeader("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.status(405).json({ error: "Method not allowed" });
  else res.status(405).type("text/plain").send("Method not allowed");
}
