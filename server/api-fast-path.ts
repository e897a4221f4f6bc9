import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import zlib from "node:zlib";

import { API_SECURITY_HEADERS } from "~/features/catalog/product-api.server";
import { errorFields, log } from "~/lib/log.server";

export type FetchApiHandler = (request: Request) => Promise<Response>;

const GZIP_MIN_BYTES = 1024;
const GZIP_CACHE_MAX = 200;
const gzipByEtag = new Map<string, Buffer>();

function gzipFor(body: Buffer, etag: string | null): Buffer {
  if (!etag) return zlib.gzipSync(body);
  let gz = gzipByEtag.get(etag);
  if (!gz) {
    gz = zlib.gzipSync(body);
    if (gzipByEtag.size >= GZIP_CACHE_MAX) gzipByEtag.delete(gzipByEtag.keys().next().value!);
    gzipByEtag.set(etag, gz);
  }
  return gz;
}

function logRequest(req: IncomingMessage, path: string, status: number, started: bigint) {
  log(status >= 500 ? "error" : "info", "request", {
    method: req.method,
    path,
    status,
    ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
  });
}

async function answer(req: IncomingMessage, res: ServerResponse, handler: FetchApiHandler, path: string, started: bigint) {
  const url = req.url ?? "/";
  const headers = new Headers();
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch) headers.set("if-none-match", ifNoneMatch);
  const response = await handler(
    new Request(`http://localhost${url.startsWith("/") ? url : "/"}`, { method: req.method, headers }),
  );
  const out: Record<string, string> = { ...API_SECURITY_HEADERS };
  response.headers.forEach((value, name) => (out[name] = value));
  let body: Buffer | undefined = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  if (
    body &&
    response.status === 200 &&
    body.length >= GZIP_MIN_BYTES &&
    /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
  ) {
    body = gzipFor(body, response.headers.get("etag"));
    out["content-encoding"] = "gzip";
    out["content-length"] = String(body.length);
  }
  res.writeHead(response.status, out);
  res.end(req.method === "HEAD" ? undefined : body);
  logRequest(req, path, response.status, started);
}

/**
 * Read-only JSON APIs whose answers come from an in-process cache are served straight from
 * node:http, ahead of Express and the React Router handler (which cost far more than the
 * answer itself). They get the API's fixed security headers, gzip (kept per ETag) and the
 * same request log line; everything else goes to `next` unchanged. The same handlers also
 * back the resource routes, so both paths give identical answers.
 */
export function withFetchApiFastPath(next: RequestListener, routes: Record<string, FetchApiHandler>): RequestListener {
  return (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next(req, res);
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);
    const handler = Object.hasOwn(routes, path) ? routes[path] : undefined;
    if (!handler) return next(req, res);
    const started = process.hrtime.bigint();
    answer(req, res, handler, path, started).catch((error) => {
      log("error", "API fast path failed", { path, ...errorFields(error) });
      if (!res.headersSent)
        res.writeHead(500, {
          ...API_SECURITY_HEADERS,
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
        });
      res.end(JSON.stringify({ error: "Internal server error" }));
      logRequest(req, path, 500, started);
    });
  };
}
