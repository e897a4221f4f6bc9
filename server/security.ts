import crypto from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";

import type { NextFunction, Request, Response } from "express";

import { MARKETPLACE_IMAGE_DOMAINS } from "~/lib/affiliate";
import { API_SECURITY_HEADERS } from "~/lib/http/json.server";

/** Product pictures may come from the marketplace's image servers (each name and any host under it), nowhere else outside. */
const MARKETPLACE_IMAGE_SOURCES = MARKETPLACE_IMAGE_DOMAINS.flatMap((domain) => [
  `https://${domain}`,
  `https://*.${domain}`,
]).join(" ");

/** The CSP for pages: this origin only, a per-request nonce for React Router's inline scripts. */
export function buildCsp(nonce: string, secure: boolean): string {
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets a same-origin script compile WebAssembly (the QR tool's scan check
    // loads its decoder as wasm from this site); it allows no JavaScript eval. Every page carries it
    // because a client-side navigation to /qrcoder keeps the CSP of the page it started on.
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    // Pages write style attributes (progress bars, the dashboard's charts) and Radix's dialogs
    // inject a scroll-lock <style>; sonner's CSS is a file. No script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MARKETPLACE_IMAGE_SOURCES}`,
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

/** Everything under /api/ is JSON for programs; React Router matches paths without regard to case. */
export function isApiPath(path: string): boolean {
  return /^\/api\//i.test(path);
}

/** Random bytes drawn from the system in batches: one call per 256 nonces rather than one each. */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let noncePoolOffset = noncePool.length;

/** A fresh CSP nonce: 16 bytes from the system's CSPRNG, each byte handed out once, in base64. */
export function nextNonce(): string {
  if (noncePoolOffset === noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString("base64", noncePoolOffset, noncePoolOffset + NONCE_BYTES);
  noncePoolOffset += NONCE_BYTES;
  return nonce;
}

/** A page's headers: the CSP with a fresh nonce (returned) and the browser-isolation headers. */
export function setPageSecurityHeaders(res: ServerResponse, path: string, secure: boolean): string {
  const nonce = nextNonce();
  res.setHeader("Content-Security-Policy", buildCsp(nonce, secure));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", referrerPolicy(path));
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  if (secure) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
  return nonce;
}

/**
 * Pages get the nonce CSP and the browser-isolation headers. Everything under /api/ gets the
 * fixed set every JSON answer carries, the same as the answers made ahead of Express, so an
 * API response looks the same whichever path served it. The JSON layer leaves these names out
 * of the responses it hands React Router, whose adapter appends rather than replaces headers,
 * so each is sent once.
 */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  // The same rule as withHsts and the cached pages answered ahead of Express.
  const secure = isHttpsRequest(req, req.app.get("trust proxy fn") as TrustProxyFn);
  if (isApiPath(req.path)) {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) res.setHeader(name, value);
    if (secure) res.setHeader("Strict-Transport-Security", HSTS_VALUE);
    return next();
  }
  res.locals.cspNonce = setPageSecurityHeaders(res, req.path, secure);
  next();
}

/**
 * A repair's status page, a booking's confirmation page and a ticket's photo link carry a private
 * token in the URL, and the repair lookup leads to one: no other site may see those addresses. All
 * post forms (the status page its estimate's Approve and Decline, the photo page its pictures), and
 * with "no-referrer" a browser sends "Origin: null" on that post, which is refused as cross-site;
 * so they say "same-origin": the full address goes to this site's own pages only, never to
 * another site.
 */
export function referrerPolicy(path: string): string {
  if (
    path === "/repair" ||
    path.startsWith("/repair/") ||
    path.startsWith("/booking/confirm/") ||
    path.startsWith("/intake/photos/")
  )
    return "same-origin";
  return "strict-origin-when-cross-origin";
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
