import net from "node:net";

import type { NextFunction, Request, Response } from "express";
import onHeaders from "on-headers";

import { photoUploadBodyLimit } from "~/features/photos/index.server";

import { isApiPath } from "./security";

// What a request must be before anything reads it: a host, a method some route takes, a body a
// page may be sent, and one address per page.

/** A name (letters, digits, "-", "_", dot-separated labels, a final dot allowed) or an IP literal in brackets, then an optional port. */
const HOST = /^(?:\[([0-9A-Fa-f:.]+)\]|((?:[A-Za-z0-9_-]+\.)*[A-Za-z0-9_-]+\.?))(?::(\d{0,5}))?$/;

/** A short refusal, never stored: `{ error }` under /api/, a line of text elsewhere. */
export function refuse(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  res.set({ "Cache-Control": "no-store", ...headers });
  if (isApiPath(req.path)) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
}

export const BAD_HOST_MESSAGE = "Bad request: the Host header is missing or not a host name.";

/** Whether a Host (or X-Forwarded-Host) value is `name[:port]` or `[IPv6][:port]` that the URL parser takes. */
export function isValidHost(value: string): boolean {
  const [, ipv6, name, port] = HOST.exec(value) ?? [];
  if (ipv6 === undefined && name === undefined) return false;
  if ((ipv6 !== undefined && !net.isIPv6(ipv6)) || (name?.length ?? 0) > 254 || Number(port ?? 0) > 65_535) return false;
  return URL.canParse(`http://${value}/`);
}

/**
 * A request must name one valid host (an HTTP/1.0 request may name none), and so must a trusted
 * proxy's X-Forwarded-Host (Express reads the host from its first entry then): React Router
 * builds the request's URL from it and would fail with a 500 otherwise.
 */
export function refuseBadHost(req: Request, res: Response, next: NextFunction): void {
  const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i]!.toLowerCase() === "host").length;
  const forwarded = req.app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0)
    ? req.headers["x-forwarded-host"]
    : undefined;
  const valid =
    hosts <= 1 &&
    (hosts === 1 ? isValidHost(req.headers.host ?? "") : req.httpVersion === "1.0") &&
    (!forwarded || isValidHost(String(forwarded).split(",", 1)[0]!.trim()));
  // React Router needs some host to build the URL from; an HTTP/1.0 client that names none gets this one.
  if (valid && hosts === 0) req.headers.host = "localhost";
  if (valid) return next();
  refuse(req, res, 400, BAD_HOST_MESSAGE, { Connection: "close" });
}

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
  if ((isApiPath(req.path) ? API_METHODS : PAGE_METHODS).has(req.method)) return next();
  refuse(req, res, 405, "Method not allowed", { Allow: [...(isApiPath(req.path) ? API_METHODS : PAGE_METHODS)].join(", ") });
}

/**
 * A handler may answer before reading the body (413 for a declared size over its limit, 401
 * before a write). The rest of that body would then sit unread on a kept-alive connection and
 * the client's next request on it would never be parsed, so such a response closes the
 * connection instead.
 */
export function closeOnUnreadBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") onHeaders(res, () => req.complete || res.setHeader("Connection", "close"));
  next();
}

/** Page forms here are a password or a status change; nothing near this size is legitimate. */
export const PAGE_BODY_LIMIT = 64 * 1024;

const FORM_TYPE = "application/x-www-form-urlencoded";
const MULTIPART_TYPE = "multipart/form-data";

/**
 * Bodies sent to pages (route actions, not /api/) are checked before React Router reads them:
 * its formData() would buffer any size and answers 500 for a body it cannot parse. Every page
 * form posts URL-encoded with a Content-Length (browsers always send one), so anything else
 * is refused here with a 4xx. The JSON APIs bound and parse their own bodies. The one exception is
 * the condition-photo page, whose forms post pictures as multipart/form-data: its own limits
 * (one shrunk photo from its script; several as taken without JavaScript).
 */
export function pageBodyGuard(req: Request, res: Response, next: NextFunction): void {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || isApiPath(req.path)) return next();
  const length = req.headers["content-length"];
  const chunked = req.headers["transfer-encoding"] !== undefined;
  if (!chunked && (length === undefined || length === "0")) return next();

  const close = { Connection: "close" };
  if (chunked || length === undefined) return refuse(req, res, 411, "A form body needs a Content-Length", close);
  const type = (req.headers["content-type"] ?? "").split(";", 1)[0]!.trim().toLowerCase();
  const photoLimit = photoUploadBodyLimit(req.path);
  if (!/^\d+$/.test(length) || Number(length) > (photoLimit ?? PAGE_BODY_LIMIT))
    return refuse(req, res, 413, "Request body too large", close);
  const expected = photoLimit === null ? FORM_TYPE : MULTIPART_TYPE;
  if (type !== expected) return refuse(req, res, 415, `Forms must be sent as ${expected}`, close);
  next();
}

/** React Router matches "/about/" as "/about": one address per page, query string kept (not "//x/" or a path with a backslash: a browser reads those as another site). */
export function redirectTrailingSlash(req: Request, res: Response, next: NextFunction): void {
  if ((req.method !== "GET" && req.method !== "HEAD") || !/^\/[^/\\][^\\]*\/$/.test(req.path)) return next();
  const query = req.originalUrl.indexOf("?");
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.redirect(301, req.path.replace(/\/+$/, "") + (query === -1 ? "" : req.originalUrl.slice(query)));
}
