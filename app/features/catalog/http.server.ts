import type { NextFunction, Request, Response } from "express";

import { getDb } from "~/db/index.server";

import { PRODUCT_API_PATHS, respondProductApi, respondProductApiFromCache, type ApiResponse, type ProductApiRequest } from "./product-api.server";

const HSTS = "max-age=31536000; includeSubDomains";

function send(req: Request, res: Response, r: ApiResponse): void {
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  res.writeHead(r.status, r.headers);
  res.end(req.method === "HEAD" ? undefined : (r.body ?? undefined));
}

/**
 * The two product APIs straight from the in-process cache. server/app.ts mounts this right
 * after the request log, ahead of compression (bodies come pre-gzipped), the page security
 * headers (API_SECURITY_HEADERS stand in for them), the page cache and React Router: in
 * measurements here that halves the CPU per request. The resource routes under
 * app/routes/api give the same answers when this is not mounted.
 */
export function catalogApiFastPath(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const url = req.url;
  const q = url.indexOf("?");
  const kind = PRODUCT_API_PATHS[q === -1 ? url : url.slice(0, q)];
  if (!kind) return next();
  const request: ProductApiRequest = {
    category: new URLSearchParams(q === -1 ? "" : url.slice(q + 1)).get("category"),
    ifNoneMatch: req.headers["if-none-match"],
    acceptEncoding: req.headers["accept-encoding"],
  };
  let db;
  try {
    db = getDb();
  } catch (error) {
    return next(error);
  }
  // Steady state answers synchronously; a cold or stale cache loads first.
  const cached = respondProductApiFromCache(db, kind, request);
  if (cached) return send(req, res, cached);
  respondProductApi(db, kind, request).then((r) => send(req, res, r), next);
}
