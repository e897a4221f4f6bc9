import { data } from "react-router";

import type { Route } from "./+types/review";
import {
  CATEGORIES,
  PERFORMANCE_REVIEWS_SUFFIX,
  categoryFromReviewPath,
  categoryText,
  reviewHeading,
} from "~/features/catalog/categories";
import { ReviewList } from "~/features/catalog/components/review-list";
import { loadReviewPage } from "~/features/catalog/page-data.server";
import { catalogPageHeaders, catalogPageResponse } from "~/features/catalog/page-response.server";
import { currentBusiness } from "~/features/settings/index.server";
import { pageMeta } from "~/lib/seo.server";

/** One module serves the six review routes; the path names the category (see app/routes.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const category = categoryFromReviewPath(new URL(request.url).pathname);
  if (!category) throw data("Not found", { status: 404 });
  const { jsonLd, ...page } = await loadReviewPage(category);
  const business = currentBusiness();
  const heading = reviewHeading(category, page.year);
  return catalogPageResponse({
    ...page,
    // The heading and texts come from here, so the category table stays out of the browser bundle.
    heading,
    text: categoryText(category),
    meta: [
      ...pageMeta(business, {
        title: `${heading}${PERFORMANCE_REVIEWS_SUFFIX}`,
        description: `${page.content.subtitle}. Hands-on picks from ${business.name}.`,
        path: CATEGORIES[category].reviewPath,
        image: category,
      }),
      { "script:ld+json": jsonLd },
    ],
  });
}

export const headers = catalogPageHeaders;

// Built in the loader (pageMeta): the browser bundle carries no tag builder.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function ReviewRoute({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  return (
    <ReviewList
      key={category}
      category={category}
      tag={loaderData.tag}
      initialProducts={loaderData.products}
      fallback={loaderData.fallback}
      loadedAt={loaderData.loadedAt}
      heading={loaderData.heading}
      text={loaderData.text}
      content={loaderData.content}
      updatedOn={loaderData.updatedOn}
      editorial={loaderData.editorial}
      showPrices={loaderData.showPrices}
    />
  );
}
