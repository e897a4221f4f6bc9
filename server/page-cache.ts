import type { NextFunction, Request, Response } from "express";

import {
  NONCE_PLACEHOLDER,
  PAGE_CACHE_HEADER,
  type CachedPage,
  currentPageCacheGeneration,
  getCachedPage,
  storeCachedPage,
} from "~/lib/page-cache.server";

/** Local calendar day: pages that print today's date or year must not outlive it. */
function dayKey(now = new Date()): string {
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/** A cached body cut at its nonce placeholders and encoded once, so a hit copies no HTML. */
const encodedParts = new WeakMap<CachedPage, Buffer[]>();

function partsOf(page: CachedPage): Buffer[] {
  let parts = encodedParts.get(page);
  if (!parts) {
    parts = page.body.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part, "utf8"));
    encodedParts.set(page, parts);
  }
  return parts;
}

function sendCached(res: Response, nonce: string, page: CachedPage, head: boolean): void {
  res.status(page.status);
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Cache", "HIT");
  const parts = partsOf(page);
  const nonceBytes = Buffer.from(nonce, "utf8");
  let length = nonceBytes.length * (parts.length - 1);
  for (const part of parts) length += part.length;
  res.setHeader("Content-Length", length);
  if (head) return void res.end();
  parts.forEach((part, i) => {
    if (i > 0) res.write(nonceBytes);
    res.write(part);
  });
  res.end();
}

/**
 * Serves public pages (routes that send the x-page-cache marker) from memory, with this
 * response's fresh CSP nonce put into the cached HTML. Query strings are part of the key;
 * requests with cookies or non-GET methods always reach the renderer.
 */
export function pageCache(req: Request, res: Response, next: NextFunction): void {
  if (
    (req.method !== "GET" && req.method !== "HEAD") ||
    req.path.startsWith("/api/") ||
    req.path.startsWith("/assets/") ||
    req.headers.cookie
  )
    return next();
  const nonce = String(res.locals.cspNonce ?? "");
  const key = `${dayKey()} ${req.originalUrl}`;
  const hit = getCachedPage(key);
  if (hit) return sendCached(res, nonce, hit, req.method === "HEAD");
  if (req.method === "HEAD") return next();

  const generation = currentPageCacheGeneration();
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let cacheable: boolean | undefined;

  const decide = () => {
    if (cacheable !== undefined) return cacheable;
    cacheable = res.statusCode === 200 && res.getHeader(PAGE_CACHE_HEADER) === "public" && !res.getHeader("set-cookie");
    res.removeHeader(PAGE_CACHE_HEADER);
    if (cacheable) res.setHeader("X-Cache", "MISS");
    return cacheable;
  };
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding),
    );
  };

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (decide()) collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (decide()) {
      collect(chunk, rest[0]);
      const body = Buffer.concat(chunks).toString("utf8");
      const headers: Array<[string, string]> = [];
      for (const name of ["content-type", "cache-control", "vary", "content-language"]) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, String(value)]);
      }
      storeCachedPage(key, { status: 200, headers, body: nonce ? body.split(nonce).join(NONCE_PLACEHOLDER) : body }, generation);
    }
    return end(chunk, ...rest);
  }) as Response["end"];
  next();
}
