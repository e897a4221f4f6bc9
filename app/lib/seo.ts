import type { MetaDescriptor } from "react-router";

import type { BusinessInfo } from "~/content/business";
import { openingHoursSpecification } from "~/content/hours";
import {
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  SOCIAL_IMAGES,
  describeSocialImage,
  type SocialImage,
} from "~/content/social-images";

/** The language the pages are written in (html lang="en"), as Open Graph spells it. */
export const OG_LOCALE = "en_US";

export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path, for the canonical URL and og:url. */
  path: string;
  siteUrl: string;
  siteName: string;
  /** The preview picture of the page's family. */
  image: SocialImage;
  noindex?: boolean;
}

/**
 * Title, description, canonical link, and the Open Graph and Twitter card tags a shared link
 * is previewed from, for a route's `meta` export. Image URLs are absolute: sharing services
 * fetch them from elsewhere.
 */
export function buildMeta({ title, description, path, siteUrl, siteName, image, noindex }: PageMeta): MetaDescriptor[] {
  const url = `${siteUrl}${path}`;
  const imageUrl = `${siteUrl}${image.path}`;
  const imageAlt = describeSocialImage(image, siteName);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: OG_LOCALE },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(SOCIAL_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SOCIAL_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
  ];
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
      image: `${siteUrl}${SOCIAL_IMAGES.home.path}`,
      address: {
        "@type": "PostalAddress",
        ...(business.streetAddress ? { streetAddress: business.streetAddress } : {}),
        addressLocality: business.city,
        addressRegion: business.region,
        postalCode: business.postalCode,
        addressCountry: business.country,
      },
      areaServed: "Brevard County, FL",
      openingHoursSpecification: openingHoursSpecification(business.openingHours),
    },
  };
}
