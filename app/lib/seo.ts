import type { MetaDescriptor } from "react-router";

import type { BusinessInfo } from "~/content/business";

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path, for the canonical URL and og:url. */
  path: string;
  siteUrl: string;
  siteName?: string;
  noindex?: boolean;
  image?: string;
}

/** Title, description, canonical link and Open Graph tags for a route's `meta` export. */
export function buildMeta({ title, description, path, siteUrl, siteName, noindex, image }: PageMeta): MetaDescriptor[] {
  const url = `${siteUrl}${path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: `${siteUrl}${image ?? "/og-image.png"}` },
  ];
  if (siteName) tags.push({ property: "og:site_name", content: siteName });
  if (noindex) tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/** schema.org ComputerStore for home and about: the real address and phone, no ratings. */
export function buildLocalBusinessJsonLd(business: BusinessInfo, siteUrl: string): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "ComputerStore",
      name: business.name,
      url: siteUrl,
      telephone: business.phone,
      email: business.email,
      image: `${siteUrl}/og-image.png`,
      address: {
        "@type": "PostalAddress",
        ...(business.streetAddress ? { streetAddress: business.streetAddress } : {}),
        addressLocality: business.city,
        addressRegion: business.region,
        postalCode: business.postalCode,
        addressCountry: business.country,
      },
      areaServed: "Brevard County, FL",
      openingHours: "Mo-Su 00:00-23:59",
    },
  };
}
