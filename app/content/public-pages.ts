import { CATEGORIES, type CategorySlug } from "./navigation";

/**
 * The date a page's own text last changed, for pages whose content is written here rather than
 * read from the database. Change it together with the text (the sitemap tells crawlers with it).
 * The privacy policy and terms also print it as their "updated" date.
 */
export const COMPANY_PAGES_UPDATED_ON = "2026-11-26";

/** Where the sitemap's <lastmod> of a page comes from. */
export type PageFreshness =
  /** Written text: the date it last changed. */
  | { content: string }
  /** Products of one category, or of every category ("all"): when they last changed. */
  | { catalog: CategorySlug | "all" }
  /** The motherboard and component tables: when they last changed. */
  | { motherboards: true };

export interface PublicPage {
  path: string;
  priority: number;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  freshness: PageFreshness;
}

const written = { content: COMPANY_PAGES_UPDATED_ON };

/** Every public, indexable page: the sitemap lists exactly these. */
export const PUBLIC_PAGES: ReadonlyArray<PublicPage> = [
  { path: "/", priority: 1.0, changefreq: "weekly", freshness: written },
  { path: "/contact", priority: 0.9, changefreq: "monthly", freshness: written },
  { path: "/qrcoder", priority: 0.8, changefreq: "monthly", freshness: written },
  { path: "/future", priority: 0.7, changefreq: "monthly", freshness: written },
  { path: "/about", priority: 0.8, changefreq: "monthly", freshness: written },
  { path: "/products", priority: 0.7, changefreq: "weekly", freshness: { catalog: "all" } },
  ...CATEGORIES.flatMap((c) => [
    { path: `/products/${c.slug}`, priority: 0.7, changefreq: "daily" as const, freshness: { catalog: c.slug } },
    { path: `/products/${c.reviewSlug}`, priority: 0.8, changefreq: "daily" as const, freshness: { catalog: c.slug } },
  ]),
  { path: "/products/motherboard-components", priority: 0.6, changefreq: "weekly", freshness: { motherboards: true } },
  { path: "/products/motherboard-memory", priority: 0.6, changefreq: "weekly", freshness: { motherboards: true } },
  { path: "/repair", priority: 0.5, changefreq: "monthly", freshness: written },
  { path: "/privacy", priority: 0.2, changefreq: "yearly", freshness: written },
  { path: "/terms", priority: 0.2, changefreq: "yearly", freshness: written },
];

/** "2026-11-21" as a reader writes it: "November 21, 2026". */
export function formatContentDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
