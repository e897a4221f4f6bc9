import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { documentResponse, inlineScriptHashes, pageCsp, PUBLIC_PAGE_CACHE_CONTROL } from "./document.server";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const MARK = "m4rk";
const PAGE = `<html><head><script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/a.js" nonce="${MARK}"></script></head><body><script nonce="${MARK}">window.x = "é";</script><script>injected()</script><script type="module" nonce="${MARK}">import "/assets/b.js";</script></body></html>`;
const SENT = PAGE.replaceAll(` nonce="${MARK}"`, "");

describe("inlineScriptHashes", () => {
  it("hashes each inline script React Router marked, not src scripts, JSON data blocks or a script that got in otherwise", () => {
    expect(inlineScriptHashes(PAGE, MARK)).toEqual([sha('window.x = "é";'), sha('import "/assets/b.js";')]);
    expect(inlineScriptHashes(PAGE, "another render")).toEqual([]);
    expect(inlineScriptHashes("<p>no script</p>", MARK)).toEqual([]);
  });
});

describe("documentResponse", () => {
  const render = (init: { status?: number; cacheControl?: string; request?: RequestInit; url?: string } = {}) =>
    documentResponse(
      new Request(init.url ?? "http://shop.test/", init.request),
      PAGE,
      MARK,
      init.status ?? 200,
      new Headers(init.cacheControl ? { "Cache-Control": init.cacheControl } : {}),
    );

  it("lists the page's own script hashes in its CSP, and no nonce", () => {
    const csp = render().headers.get("Content-Security-Policy")!;
    expect(csp).toContain(
      `script-src 'self' 'sha256-${sha('window.x = "é";')}' 'sha256-${sha('import "/assets/b.js";')}' 'wasm-unsafe-eval'`,
    );
    expect(csp).not.toContain("nonce");
    expect(csp).not.toContain(sha("injected()"));
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(render({ url: "https://shop.test/" }).headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });

  it("shares a public page with an ETag, and answers 304 to a client that holds it", async () => {
    const first = render({ cacheControl: PUBLIC_PAGE_CACHE_CONTROL });
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    // The mark is gone from what is sent, so every copy is the same bytes.
    expect(await first.text()).toBe(SENT);
    const again = render({ cacheControl: PUBLIC_PAGE_CACHE_CONTROL, request: { headers: { "If-None-Match": etag } } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("keeps everything else private and unstored: a cookie, an error, a page that is not public", () => {
    for (const response of [
      render({ cacheControl: PUBLIC_PAGE_CACHE_CONTROL, request: { headers: { Cookie: "site_admin=x" } } }),
      render({ cacheControl: PUBLIC_PAGE_CACHE_CONTROL, status: 404 }),
      render(),
      render({ cacheControl: "no-cache" }),
    ]) {
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("ETag")).toBeNull();
    }
  });
});

describe("pageCsp", () => {
  it("forbids framing, plugins and other bases, and lets WebAssembly compile but no eval", () => {
    const csp = pageCsp([], false);
    for (const directive of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain("'unsafe-eval'");
  });
});
