import { describe, expect, it } from "vitest";

import { buildSitemapXml, toW3cDatetime } from "./sitemap";

describe("the sitemap", () => {
  it("writes each page's lastmod, and leaves it out when the date is unknown", () => {
    const xml = buildSitemapXml([
      { loc: "https://pc.example.com/", lastmod: "2026-11-21", changefreq: "weekly", priority: 1 },
      { loc: "https://pc.example.com/products/mice", lastmod: "2026-03-05T10:00:00.123Z", changefreq: "daily", priority: 0.7 },
      { loc: "https://pc.example.com/products/keyboards", lastmod: null, changefreq: "daily", priority: 0.7 },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url><loc>https://pc.example.com/</loc><lastmod>2026-11-21</lastmod><changefreq>weekly</changefreq><priority>1.0</priority></url>",
        "  <url><loc>https://pc.example.com/products/mice</loc><lastmod>2026-03-05T10:00:00Z</lastmod><changefreq>daily</changefreq><priority>0.7</priority></url>",
        "  <url><loc>https://pc.example.com/products/keyboards</loc><changefreq>daily</changefreq><priority>0.7</priority></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes the URL", () => {
    expect(buildSitemapXml([{ loc: "https://a.example/?x=1&y=<2>", changefreq: "daily", priority: 0.5 }])).toContain(
      "<loc>https://a.example/?x=1&amp;y=&lt;2&gt;</loc>",
    );
  });

  it("reads dates and moments as W3C Datetime, and drops what it cannot read", () => {
    expect(toW3cDatetime("2026-11-21")).toBe("2026-11-21");
    expect(toW3cDatetime("2026-11-21T16:55:07.481Z")).toBe("2026-11-21T16:55:07Z");
    expect(toW3cDatetime("2026-11-21T18:55:07+02:00")).toBe("2026-11-21T16:55:07Z");
    expect(toW3cDatetime("yesterday")).toBeNull();
    expect(toW3cDatetime("2026-13-45")).toBeNull();
  });
});
