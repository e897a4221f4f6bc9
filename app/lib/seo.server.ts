import type { MetaDescriptor } from "react-router";

import type { BusinessInfo } from "~/content/business";
import { SOCIAL_IMAGES, type SocialImageName } from "~/content/social-images";
import { getConfig } from "~/lib/config.server";
import { buildMeta, type PageMeta } from "~/lib/seo";

/**
 * A page's meta tags built in its loader, for pages with a first-visit script budget: the route's
 * `meta` returns `loaderData.meta`, so the browser bundle holds neither the tag builder nor the
 * social-image table (1.4 KB gzip), and an in-app navigation still gets the same tags.
 */
export function pageMeta(
  business: BusinessInfo,
  page: Omit<PageMeta, "siteUrl" | "siteName" | "image"> & { image: SocialImageName },
): MetaDescriptor[] {
  return buildMeta({ ...page, image: SOCIAL_IMAGES[page.image], siteUrl: getConfig().SITE_URL, siteName: business.name });
}
