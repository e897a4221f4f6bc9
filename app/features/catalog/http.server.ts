import type { NextFunction, Request, Response } from "express";

import { getDb } from "~/db/index.server";

import { PRODUCT_API_PATHS, respondProductApi } from "./product-api.server";

/**
 * The two product APIs straight from the in-process cache, mounted in server/app.ts ahead
 * of the page cache and React Router (which would cost a full router pass per request).
 * The resource routes under app/routes/api give the same answers when this is not mounted.
 */
export function catalogApiFastPath(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const url = req.url;
  const q = url.indexOf("?");
  const kind = PRODUCT_API_PATHS[q === -1 ? url : url.slice(0, q)];
  if (!kind) return next();
  const params = new URLSearchParams(q === -1 ? "" : url.slice(q + 1));
  Promise.resolve()
    .then(() =>
      respondProductApi(getDb(), kind, {
        category: params.get("category"),
        ifNoneMatch: req.headers["if-none-match"],
        acceptEncoding: req.headers["accept-encoding"],
      }),
    )
    .then((r) => {
      res.writeHead(r.status, r.headers);
      res.end(req.method === "HEAD" ? undefined : (r.body ?? undefined));
    }, next);
}
