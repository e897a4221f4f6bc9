import { data } from "react-router";

import type { Route } from "./+types/listing";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { CATEGORIES, categoryFromListingPath, listingHeading } from "~/features/catalog/categories";
import { CategoryListing } from "~/features/catalog/components/category-listing";
import { loadCategoryPage } from "~/features/catalog/page-data.server";
import { catalogPageHeaders, catalogPageResponse } from "~/features/catalog/page-response.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";

/** One module serves the six listing routes; the path names the category (see app/routes.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const category = categoryFromListingPath(new URL(request.url).pathname);
  if (!category) throw data("Not found", { status: 404 });
  return catalogPageResponse(await loadCategoryPage(category));
}

export const headers = catalogPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { business, siteUrl } = rootDataFromMatches(matches);
  const info = CATEGORIES[loaderData.category];
  return buildMeta({
    title: `${listingHeading(loaderData.category)} | ${business.shortName}`,
    description: `${info.blurb} Prices, specs and our editorial ratings, from a local repair shop in ${business.city}, ${business.region}.`,
    path: info.listingPath,
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES[loaderData.category],
  });
}

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CategoryListing
      key={loaderData.category}
      category={loaderData.category}
      tag={loaderData.tag}
      initialProducts={loaderData.products}
      fallback={loaderData.fallback}
      loadedAt={loaderData.loadedAt}
      title={listingHeading(loaderData.category)}
      editorial={loaderData.editorial}
      showPrices={loaderData.showPrices}
    />
  );
}
