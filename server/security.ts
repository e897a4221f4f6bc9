import crypto from "node:crypto";
import type { IncomingMessage, RequestListener } from "node:http";

import type { NextFunction, Request, Response } from "express";

/** The CSP for pages: this origin only, a per-request nonce for React Router's inline scripts. */
export function buildCsp(nonce: string, secure: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Radix and sonner position elements with inline styles; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", buildCsp(nonce, req.secure));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
  next();
}

export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * Whether an address at a given hop (0: the peer of our socket) is a proxy we believe; Express
 * compiles TRUST_PROXY into this ("trust proxy fn"), so HSTS and req.ip follow the same rule.
 */
export type TrustProxyFn = (address: string, hop: number) => boolean;

/** Whether the client reached us over https: our own TLS, or a trusted proxy saying so. */
export function isHttpsRequest(req: IncomingMessage, trust: TrustProxyFn): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trust(req.socket.remoteAddress ?? "", 0)) return false;
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",", 1)[0]?.trim().toLowerCase();
  return first === "https";
}

/**
 * HSTS on every response over https, including the JSON APIs answered ahead of Express.
 * Headers set here merge with whatever a handler passes to writeHead.
 */
export function withHsts(next: RequestListener, trust: TrustProxyFn): RequestListener {
  return (req, res) => {
    if (isHttpsRequest(req, trust)) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    next(req, res);
  };
}
