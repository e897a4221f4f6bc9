import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import net from "node:net";

import { jsonError } from "~/lib/http/json.server";
import { splitTarget } from "~/lib/http/request.server";
import { logRequest } from "~/lib/log.server";

import { isApiPath, type TrustProxyFn } from "./security";

/** A DNS name is at most 253 characters (one more for a final dot). */
const MAX_HOST_NAME = 254;
/** A name (letters, digits, "-", "_", dot-separated labels, a final dot allowed) or an IP literal in brackets, then an optional port. */
const HOST = /^(?:\[([0-9A-Fa-f:.]+)\]|((?:[A-Za-z0-9_-]+\.)*[A-Za-z0-9_-]+\.?))(?::(\d{0,5}))?$/;

export const BAD_HOST_MESSAGE = "Bad request: the Host header is missing or not a host name.";

/**
 * Whether a Host (or X-Forwarded-Host) value names a host this site could be reached at:
 * `name[:port]` or `[IPv6][:port]`, nothing else. Anything the URL parser would refuse is refused
 * here too ("1.2.3.999" looks like a name but is a bad IPv4 address).
 */
export function isValidHost(value: string): boolean {
  const match = HOST.exec(value);
  if (!match) return false;
  const [, ipv6, name, port] = match;
  if (ipv6 !== undefined && !net.isIPv6(ipv6)) return false;
  if (name !== undefined && name.length > MAX_HOST_NAME) return false;
  if (port && Number(port) > 65_535) return false;
  return URL.canParse(`http://${value}/`);
}

/**
 * Whether a request names a host the request URL can be built from: exactly one Host header (an
 * HTTP/1.0 request may send none), valid, and a valid X-Forwarded-Host where a trusted proxy sent
 * one (Express reads the host from it then). Node refuses an HTTP/1.1 request without Host itself.
 */
export function hasValidHost(req: IncomingMessage, trust: TrustProxyFn): boolean {
  let hosts = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") hosts++;
  if (hosts > 1) return false;
  const host = req.headers.host;
  if (hosts === 1 && (host === undefined || !isValidHost(host))) return false;
  if (hosts === 0 && req.httpVersion !== "1.0") return false;
  const forwarded = req.headers["x-forwarded-host"];
  if (forwarded && trust(req.socket.remoteAddress ?? "", 0)) {
    // Express takes what comes before the first comma, as each proxy appends its own.
    const first = String(forwarded).split(",", 1)[0]!.trim();
    if (!isValidHost(first)) return false;
  }
  return true;
}

function refuse(req: IncomingMessage, res: ServerResponse): void {
  const started = process.hrtime.bigint();
  const { path } = splitTarget(req.url ?? "/");
  res.setHeader("Connection", "close");
  if (isApiPath(path)) {
    const answer = jsonError(400, BAD_HOST_MESSAGE);
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === "HEAD" ? undefined : answer.body);
  } else {
    res.writeHead(400, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    });
    res.end(req.method === "HEAD" ? undefined : BAD_HOST_MESSAGE);
  }
  logRequest(req.method, path, 400, started);
}

/**
 * The first thing every request meets: one without a usable host is answered 400 here, before
 * a cached page, a read API or React Router (which builds the request's URL from the host and
 * failed with a 500 and a stack trace in the log) can see it.
 */
export function withValidHost(next: RequestListener, trust: TrustProxyFn): RequestListener {
  return (req, res) => (hasValidHost(req, trust) ? next(req, res) : refuse(req, res));
}
