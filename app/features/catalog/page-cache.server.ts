import { randomBytes } from "node:crypto";

import { CATALOG_CACHE_TTL_MS, getCatalogGeneration } from "./catalog-cache.server";
import { getCatalogDay } from "./catalog-day";

/**
 * Rendered review pages, kept per path and shop day (the page prints today's date) and
 * dropped by any catalog write. Pages are rendered with a random placeholder where the CSP
 * nonce goes and stored split around it, so each response carries its own fresh nonce.
 */
export const NONCE_PLACEHOLDER = randomBytes(18).toString("base64");

export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  html: string;
}

interface CachedPage {
  headers: Array<[string, string]>;
  /** The HTML split at each nonce placeholder. */
  parts: string[];
}

interface Entry {
  generation: number;
  day: string;
  at: number;
  page: Promise<CachedPage | null>;
}

/** Headers of a render worth keeping; a response that sets cookies or forbids storing is never shared. */
function cacheable(page: RenderedPage): boolean {
  if (page.status !== 200) return false;
  return !page.headers.some(([name, value]) => {
    const n = name.toLowerCase();
    return n === "set-cookie" || (n === "cache-control" && /no-store|private/i.test(value));
  });
}

export function createPageCache(render: (path: string) => Promise<RenderedPage>) {
  const entries = new Map<string, Entry>();

  /** The page's HTML with this response's nonce, or null when the path must be rendered normally. */
  async function get(path: string, nonce: string, now = new Date()): Promise<{ headers: Array<[string, string]>; html: string } | null> {
    const day = getCatalogDay(now).key;
    const generation = getCatalogGeneration();
    let entry = entries.get(path);
    if (!entry || entry.generation !== generation || entry.day !== day || now.getTime() - entry.at >= CATALOG_CACHE_TTL_MS) {
      const page = render(path).then((r) => (cacheable(r) ? { headers: r.headers, parts: r.html.split(NONCE_PLACEHOLDER) } : null));
      entry = { generation, day, at: now.getTime(), page };
      entries.set(path, entry);
      const mine = entry;
      page.then(
        (p) => p === null && entries.get(path) === mine && entries.delete(path),
        () => entries.get(path) === mine && entries.delete(path),
      );
    }
    const page = await entry.page;
    return page && { headers: page.headers, html: page.parts.join(nonce) };
  }

  return { get, clear: () => entries.clear(), size: () => entries.size };
}
