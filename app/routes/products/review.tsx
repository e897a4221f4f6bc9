import { data } from "react-router";

import type { Route } from "./+types/review";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { CATEGORIES, PERFORMANCE_REVIEWS_SUFFIX, categoryFromReviewPath, reviewHeading } from "~/features/catalog/categories";
import { ReviewList } from "~/features/catalog/components/review-list";
import { loadReviewPage } from "~/features/catalog/page-data.server";
import { catalogPageHeaders, catalogPageResponse } from "~/features/catalog/page-response.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";

/** One module serves the six review routes; the path names the category (see app/routes.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const category = categoryFromReviewPath(new URL(request.url).pathname);
  if (!category) throw data("Not found", { status: 404 });
  return catalogPageResponse(await loadReviewPage(category));
}

export const headers = catalogPageHeaders;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { business, siteUrl } = rootDataFromMatches(matches);
  const { category, year } = loaderData;
  return [
    ...buildMeta({
      title: `${reviewHeading(category, year)}${PERFORMANCE_REVIEWS_SUFFIX}`,
      description: `${loaderData.content.subtitle}. Hands-on picks from ${business.name}.`,
      path: CATEGORIES[category].reviewPath,
      siteUrl,
      siteName: business.name,
      image: SOCIAL_IMAGES[category],
    }),
    { "script:ld+json": loaderData.jsonLd },
  ];
}

export default function ReviewRoute({ loaderData }: Route.ComponentProps) {
  const { category, year } = loaderData;
  return (
    <ReviewList
      key={category}
      category={category}
      tag={loaderData.tag}
      initialProducts={loaderData.products}
      fallback={loaderData.fallback}
      loadedAt={loaderData.loadedAt}
      heading={reviewHeading(category, year)}
      content={loaderData.content}
      updatedOn={loaderData.updatedOn}
      editorial={loaderData.editorial}
      showPrices={loaderData.showPrices}
    />
  );
}
