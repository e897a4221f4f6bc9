import { CATEGORIES } from "./navigation";

/** Every public, indexable page: the sitemap lists exactly these. */
export const PUBLIC_PAGES: ReadonlyArray<{
  path: string;
  priority: number;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
}> = [
  { path: "/", priority: 1.0, changefreq: "weekly" },
  { path: "/contact", priority: 0.9, changefreq: "monthly" },
  { path: "/qrcoder", priority: 0.8, changefreq: "monthly" },
  { path: "/future", priority: 0.7, changefreq: "monthly" },
  { path: "/about", priority: 0.8, changefreq: "monthly" },
  { path: "/products", priority: 0.7, changefreq: "weekly" },
  ...CATEGORIES.flatMap((c) => [
    { path: `/products/${c.slug}`, priority: 0.7, changefreq: "daily" as const },
    { path: `/products/${c.reviewSlug}`, priority: 0.8, changefreq: "daily" as const },
  ]),
  { path: "/products/motherboard-components", priority: 0.6, changefreq: "weekly" },
  { path: "/products/motherboard-memory", priority: 0.6, changefreq: "weekly" },
  { path: "/privacy", priority: 0.2, changefreq: "yearly" },
  { path: "/terms", priority: 0.2, changefreq: "yearly" },
];
