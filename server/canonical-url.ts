import type { RequestHandler } from "express";

import { isDataRequestPath, type RouteLookup } from "./route-table";
import { isApiPath } from "./security";

/**
 * Permanent redirects to the one spelling of each path: React Router would otherwise render
 * "/about/" and "/ABOUT" as the same page at three URLs. 301 rather than 308: only GET and
 * HEAD are redirected, where the two mean the same, and every crawler and client knows 301.
 */
export const CANONICAL_REDIRECT_STATUS = 301;

/**
 * GET and HEAD on a path that reaches a route of fixed path, spelled otherwise (trailing
 * slash, other letter case), are sent to the route table's own spelling, query string kept.
 * API paths are left alone (their clients post and would not follow), and so are the browser's
 * own data requests and anything no route has a fixed path for: "//about" and "/index.html"
 * stay 404.
 */
export function redirectToCanonicalPath(routes: RouteLookup): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || isApiPath(req.path) || isDataRequestPath(req.path)) return next();
    routes.canonicalPath(req.path).then((canonicalPath) => {
      if (!canonicalPath || canonicalPath === req.path) return next();
      const query = req.originalUrl.indexOf("?");
      res.setHeader("Cache-Control", "public, max-age=3600");
      res.redirect(CANONICAL_REDIRECT_STATUS, canonicalPath + (query === -1 ? "" : req.originalUrl.slice(query)));
    }, next);
  };
}
