import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { documentResponse, inlineScriptHashes, pageCsp, PUBLIC_PAGE_CACHE_CONTROL } from "./document.server";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");
const PAGE = `<html><head><script type="application/ld+json">{"a":1}</script><script type="module" src="/assets/a.js"></script></head><body><script>window.x = "é";</script><script type="module">import "/assets/b.js";</script></body></html>`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script a browser runs, not src scripts or JSON data blocks", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha('window.x = "é";'), sha('import "/assets/b.js";')]);
    expect(inlineScriptHashes("<p>no script</p>")).toEqual([]);
  });
});

describe("documentResponse", () => {
  const render = (init: { status?: number; cacheControl?: string; request?: RequestInit; url?: string } = {}) =>
    documentResponse(
      new Request(init.url ?? "http://shop.test/", init.request),
      PAGE,
      init.status ?? 200,
      new Headers(init.cacheControl ? { "Cache-Control": init.cacheControl } : {}),
    );

  it("lists the page's own script hashes in its CSP, and no nonce", () => {
    const csp = render().headers.get("Content-Security-Policy")!;
    expect(csp).toContain(
      `script-src 'self' 'sha256-${sha('window.x = "é";')}' 'sha256-${sha('import "/assets/b.js";')}' 'wasm-unsafe-eval'`,
    );
    expect(csp).not.toContain("nonce");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(render({ url: "https://shop.test/" }).headers.get("Content-Security-Policy")).toContain("upgrade-insecure-requests");
  });

  it("shares a public page with an ETag, and answers 304 to a client that holds it", async () => {
    const first = render({ cacheControl: PUBLIC_PAGE_CACHE_CONTROL });
    expect(first.headers.get("Cache-Control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await first.text()).toBe(PAGE);
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
