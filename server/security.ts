import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";

import { API_CSP, pageCsp } from "~/lib/http/document.server";

/** Everything under /api/ is JSON for programs; React Router matches paths without regard to case. */
export function isApiPath(path: string): boolean {
  return /^\/api\//i.test(path);
}

/**
 * A repair's status page, a booking's confirmation page and a ticket's photo link carry a private
 * token in the URL, and the repair lookup leads to one: no other site may see those addresses. All
 * post forms, and with "no-referrer" a browser sends "Origin: null" on that post, which is refused
 * as cross-site; so they say "same-origin": the full address goes to this site's own pages only.
 */
export function referrerPolicy(path: string): string {
  if (/^\/(repair(\/|$)|booking\/confirm\/|intake\/photos\/)/.test(path)) return "same-origin";
  return "strict-origin-when-cross-origin";
}

const fixedHeaders = helmet({
  // Set below: a page's policy lists the hashes of its own scripts, known once it is rendered.
  contentSecurityPolicy: false,
  // Set below, over https only.
  strictTransportSecurity: false,
  referrerPolicy: false,
  xFrameOptions: { action: "deny" },
});

/**
 * Every response's security headers, in one place: helmet's fixed set, the referrer policy of
 * the path, HSTS over https (our own TLS, or a trusted proxy's X-Forwarded-Proto), and a CSP. A
 * rendered page brings its own CSP (app/entry.server.tsx); anything else gets the JSON policy
 * under /api/ and the pages' policy without inline script elsewhere (a worker script runs under
 * the CSP it is served with), added as the headers go out.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  res.setHeader("Referrer-Policy", referrerPolicy(req.path));
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  onHeaders(res, () => {
    if (!res.hasHeader("Content-Security-Policy"))
      res.setHeader("Content-Security-Policy", isApiPath(req.path) ? API_CSP : pageCsp([], req.secure));
  });
  fixedHeaders(req, res, next);
}
