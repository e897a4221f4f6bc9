import type { NextFunction, Request, RequestHandler, Response } from "express";

import { jsonError } from "~/lib/http/json.server";

import type { RouteLookup } from "./route-table";
import { isApiPath } from "./security";

/** The methods this site answers; the fetch Request React Router builds refuses TRACE, TRACK and CONNECT outright. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);
const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

/** A short 405: JSON under /api/ (the API's error shape), a line of text elsewhere. */
function refuse(req: Request, res: Response, allow: string): void {
  res.setHeader("Allow", allow);
  res.setHeader("Cache-Control", "no-store");
  if (isApiPath(req.path)) {
    const answer = jsonError(405, "Method not allowed");
    res.status(answer.status);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.end(answer.body);
  } else res.status(405).type("text/plain").send("Method not allowed");
}

/** Any other method is answered 405 here, before it can reach a handler and fail there. */
export function refuseUnknownMethods(req: Request, res: Response, next: NextFunction): void {
  if (ALLOWED.has(req.method)) return next();
  refuse(req, res, ALLOW_HEADER);
}

/**
 * A method the route does not take (OPTIONS anywhere, a POST to a page with no form) is
 * answered 405 here with the route's own Allow list. React Router would answer it with a whole
 * error page and log a stack trace for each one. API routes with an action keep their own
 * JSON 405 answers, so those pass.
 */
export function refuseMethodsRoutesDoNotTake(routes: RouteLookup): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    routes.methods(req.path).then((methods) => {
      if (methods === "any" || methods.includes(req.method)) return next();
      refuse(req, res, methods.join(", "));
    }, next);
  };
}
