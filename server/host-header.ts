import net from "node:net";

import type { NextFunction, Request, Response } from "express";

import { isApiPath } from "./security";

/** A name (letters, digits, "-", "_", dot-separated labels, a final dot allowed) or an IP literal in brackets, then an optional port. */
const HOST = /^(?:\[([0-9A-Fa-f:.]+)\]|((?:[A-Za-z0-9_-]+\.)*[A-Za-z0-9_-]+\.?))(?::(\d{0,5}))?$/;

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
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  if (isApiPath(req.path)) res.status(400).json({ error: BAD_HOST_MESSAGE });
  else res.status(400).type("text/plain").send(BAD_HOST_MESSAGE);
}
