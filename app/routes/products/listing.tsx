import { data } from "react-router";

import type { Route } from "./+types/listing";
import { CATEGORIES, categoryFromListingPath, categoryText, listingHeading } from "~/features/catalog/categories";
import { CategoryListing } from "~/features/catalog/components/category-listing";
import { loadCategoryPage } from "~/features/catalog/page-data.server";
import { catalogPageHeaders, catalogPageResponse } from "~/features/catalog/page-response.server";
import { currentBusiness } from "~/features/settings/index.server";
import { pageMeta } from "~/lib/seo.server";

/** One module serves the six listing routes; the path names the category (see app/routes.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const category = categoryFromListingPath(new URL(request.url).pathname);
  if (!category) throw data("Not found", { status: 404 });
  const page = await loadCategoryPage(category);
  const business = currentBusiness();
  const info = CATEGORIES[category];
  const title = listingHeading(category);
  return catalogPageResponse({
    ...page,
    // The title and texts come from here, so the category table stays out of the browser bundle.
    title,
    text: categoryText(category),
    meta: pageMeta(business, {
      title: `${title} | ${business.shortName}`,
      description: `${info.blurb} Prices, specs and our editorial ratings, from a local repair shop in ${business.city}, ${business.region}.`,
      path: info.listingPath,
      image: category,
    }),
  });
}

export const headers = catalogPageHeaders;

// Built in the loader (pageMeta): the browser bundle carries no tag builder.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <CategoryListing
      key={loaderData.category}
      category={loaderData.category}
      tag={loaderData.tag}
      initialProducts={loaderData.products}
      fallback={loaderData.fallback}
      loadedAt={loaderData.loadedAt}
      title={loaderData.title}
      text={loaderData.text}
      editorial={loaderData.editorial}
      showPrices={loaderData.showPrices}
    />
  );
}
