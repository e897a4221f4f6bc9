/** One <url> of a sitemap. */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** When the page last changed (an ISO date or date-time); left out when unknown. */
  lastmod?: string | null;
  changefreq: string;
  priority: number;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A date as the sitemap protocol's W3C Datetime wants it: a bare date stays a date, a moment
 * becomes UTC to the second. Anything unreadable gives null, so a bad stamp drops only its tag.
 */
export function toW3cDatetime(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Number.isNaN(Date.parse(value)) ? null : value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z");
}

export function buildSitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? toW3cDatetime(e.lastmod) : null;
    return [
      "  <url>",
      `<loc>${escapeXml(e.loc)}</loc>`,
      lastmod ? `<lastmod>${lastmod}</lastmod>` : "",
      `<changefreq>${e.changefreq}</changefreq>`,
      `<priority>${e.priority.toFixed(1)}</priority>`,
      "</url>",
    ].join("");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
