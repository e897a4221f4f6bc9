import { data } from "react-router";

import type { Route } from "./+types/review";
import { REVIEW_PAGES } from "~/content/reviews";
import { CATEGORIES, PERFORMANCE_REVIEWS_SUFFIX, REVIEW_PAGE_LIMIT, categoryFromReviewPath, reviewHeading } from "~/features/catalog/categories";
import { ReviewList } from "~/features/catalog/components/review-list";
import { getFallbackProducts } from "~/features/catalog/fallback-products";
import { buildReviewListJsonLd } from "~/features/catalog/json-ld";
import { loadCategoryPage } from "~/features/catalog/page-data.server";
import { getCannedReview } from "~/features/catalog/review-text";
import { PUBLIC_PAGE_HEADERS } from "~/lib/page-cache.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";

/** One module serves the six review routes; the path names the category (see app/routes.ts). */
export async function loader({ request }: Route.LoaderArgs) {
  const category = categoryFromReviewPath(new URL(request.url).pathname);
  if (!category) throw data("Not found", { status: 404 });
  const page = await loadCategoryPage(category);
  return data(page, page.products ? undefined : { headers: { "Cache-Control": "no-store" } });
}

/** Rendered once and kept by the server's page cache, unless the catalog could not be read. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("Cache-Control") ? loaderHeaders : PUBLIC_PAGE_HEADERS;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { business, siteUrl } = rootDataFromMatches(matches);
  const { category, year } = loaderData;
  const info = CATEGORIES[category];
  const products = (loaderData.products?.length ? loaderData.products : getFallbackProducts(category, loaderData.tag)).slice(0, REVIEW_PAGE_LIMIT);
  return [
    ...buildMeta({
      title: `${reviewHeading(category, year)}${PERFORMANCE_REVIEWS_SUFFIX}`,
      description: `${REVIEW_PAGES[category].subtitle}. Hands-on picks from ${business.name}.`,
      path: info.reviewPath,
      siteUrl,
      siteName: business.name,
    }),
    {
      "script:ld+json": buildReviewListJsonLd({
        products,
        reviews: products.map((_, rank) => getCannedReview(category, rank)),
        authorName: loaderData.authorName,
        siteUrl,
        pageUrl: `${siteUrl}${info.reviewPath}`,
      }),
    },
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
      loadedAt={loaderData.loadedAt}
      heading={reviewHeading(category, year)}
      content={REVIEW_PAGES[category]}
      updatedOn={loaderData.updatedOn}
    />
  );
}
