import type { NextFunction, Request, RequestHandler, Response } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";

import { getDb } from "~/db/index.server";

import { CATEGORY_LIST } from "./categories";
import { logCatalogError } from "./log.server";
import { NONCE_PLACEHOLDER, createPageCache } from "./page-cache.server";
import { PRODUCT_API_PATHS, respondProductApi } from "./product-api.server";

const REVIEW_PATHS = new Set(CATEGORY_LIST.map((c) => c.reviewPath));

/**
 * The catalog's hot paths, mounted in server/app.ts ahead of the React Router handler:
 * the two product APIs answer from the in-process cache, and review pages come from the
 * rendered-page cache. Everything else (and any cache miss that cannot be kept) falls
 * through to React Router unchanged.
 */
export function createCatalogFastPath({
  getBuild,
  mode,
  siteUrl,
  cachePages = mode === "production",
}: {
  getBuild: () => Promise<ServerBuild>;
  mode: string;
  siteUrl: string;
  cachePages?: boolean;
}): RequestHandler {
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  const pages = createPageCache(async (path) => {
    handler ??= createRequestHandler(await getBuild(), mode);
    const response = await handler(new Request(`${siteUrl}${path}`, { headers: { Accept: "text/html" } }), {
      cspNonce: NONCE_PLACEHOLDER,
      clientAddress: "127.0.0.1",
    });
    const headers: Array<[string, string]> = [];
    response.headers.forEach((value, name) => {
      if (name !== "content-length" && name !== "content-encoding") headers.push([name, value]);
    });
    return { status: response.status, headers, html: await response.text() };
  });

  return function catalogFastPath(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url;
    const q = url.indexOf("?");
    const path = q === -1 ? url : url.slice(0, q);

    const kind = PRODUCT_API_PATHS[path];
    if (kind) {
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
      return;
    }

    if (cachePages && req.method === "GET" && q === -1 && REVIEW_PATHS.has(path)) {
      const nonce = String(res.locals.cspNonce ?? "");
      if (!nonce) return next();
      pages.get(path, nonce).then(
        (page) => {
          if (!page) return next();
          for (const [name, value] of page.headers) res.setHeader(name, value);
          res.statusCode = 200;
          res.end(page.html);
        },
        (error: unknown) => {
          logCatalogError("review page cache render failed", error, { path });
          next();
        },
      );
      return;
    }
    next();
  };
}
