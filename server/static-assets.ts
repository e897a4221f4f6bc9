import fs from "node:fs";
import type { RequestListener } from "node:http";
import path from "node:path";
import zlib from "node:zlib";

import { encodingQuality } from "~/lib/http/json.server";
import { splitTarget } from "~/lib/http/request.server";
import { errorFields, log, logRequest } from "~/lib/log.server";

import { answerFailure } from "./fast-answer";
import { isHttpsRequest, setPageSecurityHeaders, type TrustProxyFn } from "./security";

/**
 * The types the build precompresses (vite.config.ts, precompressAssets), with the Content-Type
 * express.static gives them, so a file looks the same whichever path served it.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
};

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";

interface StaticAsset {
  type: string;
  etag: string;
  lastModified: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export type StaticAssets = ReadonlyMap<string, StaticAsset>;

/**
 * Reads every file of the built client's assets folder that the build wrote a gzip and a brotli
 * copy of, into memory (about 4 MB: the files are immutable, named by their hash, and few). A
 * file without both copies is left to Express. The validators are the ones express.static
 * makes from the file's size and time (the `send` package's weak ETag).
 */
export function loadStaticAssets(assetsDir: string): StaticAssets {
  const assets = new Map<string, StaticAsset>();
  let names: string[];
  try {
    names = fs.readdirSync(assetsDir);
  } catch (error) {
    log("warn", "no client assets folder; Express serves /assets/", { dir: assetsDir, ...errorFields(error) });
    return assets;
  }
  const present = new Set(names);
  for (const name of names) {
    const type = CONTENT_TYPES[path.extname(name)];
    if (!type || !present.has(`${name}.gz`) || !present.has(`${name}.br`)) continue;
    const file = path.join(assetsDir, name);
    try {
      const stat = fs.statSync(file);
      if (!stat.isFile()) continue;
      const identity = fs.readFileSync(file);
      const gzip = fs.readFileSync(`${file}.gz`);
      const br = fs.readFileSync(`${file}.br`);
      // A copy that is not the file as it is now (edited after the build) would be served silently.
      if (!zlib.gunzipSync(gzip).equals(identity) || !zlib.brotliDecompressSync(br).equals(identity)) {
        log("warn", "precompressed copies differ from the file; Express serves it", { file: name });
        continue;
      }
      assets.set(name, {
        type,
        etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
        lastModified: stat.mtime.toUTCString(),
        identity,
        gzip,
        br,
      });
    } catch (error) {
      log("warn", "a client asset could not be read; Express serves it", { file: name, ...errorFields(error) });
    }
  }
  return assets;
}

const PREFIX = "/assets/";

/**
 * GET and HEAD of a precompressed build file under /assets/, answered from memory ahead of
 * Express: brotli to a client that takes it, else gzip, else the file as it is. Express's path
 * (compression() over express.static) spent about 4 ms of CPU a file here; this is a lookup.
 * A conditional or range request, a query string, any other name, any other method and a client
 * that takes none of these codings go to `next`, where express.static answers them as before.
 */
export function withStaticAssets(next: RequestListener, assets: StaticAssets, trust: TrustProxyFn): RequestListener {
  return (req, res) => {
    const url = req.url ?? "/";
    if ((req.method !== "GET" && req.method !== "HEAD") || !url.startsWith(PREFIX)) return next(req, res);
    const { path: target, search } = splitTarget(url);
    const asset = search === "" && url.indexOf("#") === -1 ? assets.get(target.slice(PREFIX.length)) : undefined;
    const h = req.headers;
    // Ranges and every precondition (If-None-Match, If-Modified-Since, If-Match, …) are Express's.
    if (!asset || h.range !== undefined || Object.keys(h).some((name) => name.startsWith("if-"))) return next(req, res);
    // The coding the client rates highest (brotli on a tie); none it takes: Express negotiates the rest.
    const accept = h["accept-encoding"];
    const br = encodingQuality(accept, "br");
    const gzip = encodingQuality(accept, "gzip");
    const coding = br > 0 && br >= gzip ? "br" : gzip > 0 ? "gzip" : undefined;
    if (coding === undefined && encodingQuality(accept, "identity") === 0) return next(req, res);
    const started = process.hrtime.bigint();
    try {
      const body = coding === undefined ? asset.identity : asset[coding];
      setPageSecurityHeaders(res, target, isHttpsRequest(req, trust));
      res.setHeader("Cache-Control", ASSET_CACHE_CONTROL);
      res.setHeader("Last-Modified", asset.lastModified);
      res.setHeader("ETag", asset.etag);
      res.setHeader("Content-Type", asset.type);
      res.setHeader("Vary", "Accept-Encoding");
      // As express.static says of the bytes as they are; a coded body is not served in ranges.
      if (coding === undefined) res.setHeader("Accept-Ranges", "bytes");
      else res.setHeader("Content-Encoding", coding);
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
      logRequest(req.method, target, 200, started);
    } catch (error) {
      answerFailure(req, res, target, started, "static asset failed", error);
    }
  };
}
