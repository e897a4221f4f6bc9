import { createHash } from "node:crypto";

import { MARKETPLACE_IMAGE_DOMAINS } from "~/lib/affiliate";

import { etagMatches } from "./json.server";

/** Product pictures may come from the marketplace's image servers (each name and any host under it), nowhere else outside. */
const MARKETPLACE_IMAGE_SOURCES = MARKETPLACE_IMAGE_DOMAINS.flatMap((domain) => [`https://${domain}`, `https://*.${domain}`]);

/** JSON answers load nothing and are framed by nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The CSP of this site's pages and files: this origin only, and inline script only where its
 * SHA-256 is listed (hashes, not nonces, so a shared cache may keep the page: decision 023).
 */
export function pageCsp(scriptHashes: readonly string[], secure: boolean): string {
  const directives = [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets a same-origin script compile WebAssembly (the QR tool's scan check);
    // it allows no JavaScript eval. Every page carries it because a client-side navigation to
    // /qrcoder keeps the CSP of the page it started on.
    ["script-src 'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), "'wasm-unsafe-eval'"].join(" "),
    // Pages write style attributes (progress bars, the dashboard's charts) and Radix's dialogs
    // inject a scroll-lock <style>. No script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...MARKETPLACE_IMAGE_SOURCES].join(" "),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

// React writes every script's text escaped, so no "</script" occurs inside one.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** The SHA-256 (base64) of each inline script carrying this render's mark: only those React Router wrote may run. */
export function inlineScriptHashes(html: string, mark: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (attributes.includes(` nonce="${mark}"`) && !/\bsrc=/.test(attributes))
      hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** What a shared cache may keep a public page for: 5 s fresh and 5 s more while it fetches a new copy, so a change shows within 10 s. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=5";

/** The headers of a page every visitor sees the same (a route's `headers` export). */
export const PUBLIC_PAGE_HEADERS = { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } as const;

/** Shared only if its route calls it public and it is a 200 to a cookie-less request that sets none; else private, no-store. */
export function shareable(request: Request, status: number, headers: Headers): boolean {
  const cookies = request.headers.has("Cookie") || headers.has("Set-Cookie");
  const shared = status === 200 && !cookies && headers.get("Cache-Control")?.startsWith("public") === true;
  if (!shared) headers.set("Cache-Control", "private, no-store");
  return shared;
}

/** A rendered document: its CSP lists the scripts marked `mark` (then unmarked); shared, it has a weak ETag and 304s. */
export function documentResponse(request: Request, rendered: string, mark: string, status: number, headers: Headers): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", pageCsp(inlineScriptHashes(rendered, mark), new URL(request.url).protocol === "https:"));
  const html = rendered.replaceAll(` nonce="${mark}"`, "");
  if (!shareable(request, status, headers)) return new Response(html, { status, headers });
  const etag = `W/"${createHash("sha1").update(html, "utf8").digest("base64url")}"`;
  headers.set("ETag", etag);
  if (etagMatches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
  return new Response(html, { status, headers });
}
