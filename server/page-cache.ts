import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import zlib from "node:zlib";

import type { NextFunction, Request, Response } from "express";

import { acceptsEncoding } from "~/lib/http/json.server";
import { splitTarget } from "~/lib/http/request.server";
import { logRequest } from "~/lib/log.server";

import {
  NONCE_PLACEHOLDER,
  PAGE_CACHE_HEADER,
  type CachedPage,
  currentPageCacheGeneration,
  getCachedPage,
  mayCachePage,
  storeCachedPage,
} from "~/lib/page-cache.server";

import { answerFailure } from "./fast-answer";
import { isHttpsRequest, setPageSecurityHeaders, type TrustProxyFn } from "./security";

/** Local calendar day: pages that print today's date or year must not outlive it. */
function dayKey(now = new Date()): string {
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/** A cached body cut at its nonce placeholders and encoded once, so a hit copies no HTML. */
interface EncodedPage {
  /** The body's parts between nonces, as UTF-8. */
  parts: Buffer[];
  /** The same parts each compressed once as raw deflate blocks ending byte-aligned (see gzipBody). */
  deflated: Buffer[];
}
const encoded = new WeakMap<CachedPage, EncodedPage>();

function encodedOf(page: CachedPage): EncodedPage {
  let entry = encoded.get(page);
  if (!entry) {
    const parts = page.body.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part, "utf8"));
    const deflated = parts.map((part) =>
      zlib.deflateRawSync(part, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH }),
    );
    entry = { parts, deflated };
    encoded.set(page, entry);
  }
  return entry;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final block (fixed Huffman codes, end of block at once): the deflate stream ends. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * One gzip member holding the parts with this response's nonce between them, without compressing
 * anything now. Each part was deflated once, on its own, ending in a sync flush: its blocks end on
 * a byte boundary, are not final and refer only to its own bytes, so deflated parts can follow one
 * another in one stream (RFC 1951). The nonce goes in between as a stored (uncompressed) block:
 * a header byte, its length and the length's complement, then the bytes. The trailer is the
 * CRC-32 and the length of the whole text, as RFC 1952 asks.
 * Why: compressing each hit afresh took compression() a dozen event-loop turns through the thread
 * pool, so a page waited behind everything else the loop was doing (an export: p99 489 ms).
 */
function gzipBody({ parts, deflated }: EncodedPage, nonceBytes: Buffer): Buffer[] {
  const stored = Buffer.alloc(5);
  stored.writeUInt16LE(nonceBytes.length, 1);
  stored.writeUInt16LE(~nonceBytes.length & 0xffff, 3);
  const out: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  parts.forEach((part, i) => {
    if (i > 0) {
      out.push(stored, nonceBytes);
      crc = zlib.crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    out.push(deflated[i]!);
    crc = zlib.crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  out.push(FINAL_BLOCK, trailer);
  return out;
}

/** Local calendar day and the request's URL as sent: the page cache's key. */
function pageCacheKey(url: string): string {
  return `${dayKey()} ${url}`;
}

/** Whether a request may be answered from the page cache at all (a hit, or stored after a render). */
function mayUseCache(method: string | undefined, url: string, cookie: string | undefined): boolean {
  if ((method !== "GET" && method !== "HEAD") || cookie) return false;
  // Only plain origin-form targets: no absolute URLs, and no fragment (browsers never send one;
  // Express would read "/about#x" as /about, the fast path's log and Referrer-Policy would not).
  if (!url.startsWith("/") || url.includes("#")) return false;
  const { path } = splitTarget(url);
  return !path.startsWith("/api/") && !path.startsWith("/assets/");
}

/** Answers with a cached page, this response's nonce put in, gzipped if the client takes it. */
function sendCachedPage(req: IncomingMessage, res: ServerResponse, nonce: string, page: CachedPage): void {
  res.statusCode = page.status;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader("X-Cache", "HIT");
  const vary = String(res.getHeader("Vary") ?? "");
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  const entry = encodedOf(page);
  const nonceBytes = Buffer.from(nonce, "utf8");
  let body: Buffer[];
  if (acceptsEncoding(req.headers["accept-encoding"], "gzip")) {
    res.setHeader("Content-Encoding", "gzip");
    body = gzipBody(entry, nonceBytes);
  } else {
    body = entry.parts.flatMap((part, i) => (i > 0 ? [nonceBytes, part] : [part]));
  }
  res.setHeader(
    "Content-Length",
    body.reduce((length, chunk) => length + chunk.length, 0),
  );
  // One buffer, one write: a few tens of kilobytes copied beat a write per part.
  res.end(req.method === "HEAD" ? undefined : Buffer.concat(body));
}

/**
 * Page-cache hits answered ahead of Express (production), like the read APIs in fast-paths.ts:
 * a hit needs only the page's security headers, and Express's middleware chain cost about as much
 * as the answer itself. A URL is in the cache only after a GET for exactly it went through the
 * whole chain (method checks, canonical redirect, body guard) and rendered 200 as a public page,
 * and none of those steps looks at anything else a GET without cookies can vary, so the answer is
 * the one Express would give. Anything else (a miss, a cookie, another method, a client that
 * names codings but not gzip) goes to `next`.
 */
export function withCachedPages(next: RequestListener, trust: TrustProxyFn): RequestListener {
  return (req, res) => {
    const url = req.url ?? "/";
    const page = mayUseCache(req.method, url, req.headers.cookie) ? getCachedPage(pageCacheKey(url)) : undefined;
    // A client that takes no gzip but names codings gets what compression() makes of the page there.
    const acceptEncoding = req.headers["accept-encoding"];
    if (!page || (acceptEncoding !== undefined && !acceptsEncoding(acceptEncoding, "gzip"))) return next(req, res);
    const started = process.hrtime.bigint();
    const { path } = splitTarget(url);
    try {
      const nonce = setPageSecurityHeaders(res, path, isHttpsRequest(req, trust));
      sendCachedPage(req, res, nonce, page);
      logRequest(req.method, path, page.status, started);
    } catch (error) {
      answerFailure(req, res, path, started, "cached page failed", error);
    }
  };
}

/**
 * Serves public pages (routes that send the x-page-cache marker) from memory, with this
 * response's fresh CSP nonce put into the cached HTML. Query strings are part of the key, and a
 * page is kept only for a query whose every parameter it reads (the marker names them);
 * requests with cookies or non-GET methods always reach the renderer.
 */
export function pageCache(req: Request, res: Response, next: NextFunction): void {
  if (!mayUseCache(req.method, req.originalUrl, req.headers.cookie)) return next();
  const nonce = String(res.locals.cspNonce ?? "");
  const key = pageCacheKey(req.originalUrl);
  const hit = getCachedPage(key);
  if (hit) return sendCachedPage(req, res, nonce, hit);
  if (req.method === "HEAD") return next();

  const generation = currentPageCacheGeneration();
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let cacheable: boolean | undefined;

  const decide = () => {
    if (cacheable !== undefined) return cacheable;
    cacheable =
      res.statusCode === 200 &&
      mayCachePage(res.getHeader(PAGE_CACHE_HEADER), splitTarget(req.originalUrl).search) &&
      !res.getHeader("set-cookie");
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
      for (const name of ["content-type", "cache-control", "vary", "content-language", "x-robots-tag"]) {
        const value = res.getHeader(name);
        if (value !== undefined) headers.push([name, String(value)]);
      }
      storeCachedPage(key, { status: 200, headers, body: nonce ? body.split(nonce).join(NONCE_PLACEHOLDER) : body }, generation);
    }
    return end(chunk, ...rest);
  }) as Response["end"];
  next();
}
