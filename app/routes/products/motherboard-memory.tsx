import { Link } from "react-router";

import type { Route } from "./+types/motherboard-memory";
import { PageHero } from "~/components/layout/page-hero";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { getDb } from "~/db/index.server";
import { currentBusiness } from "~/features/settings/index.server";
import { MotherboardMemoryView } from "~/features/motherboards/components/motherboard-memory-view";
import { loadMotherboardMemoryPage } from "~/features/motherboards/page-data.server";
import { DEFAULT_MOTHERBOARD_MODEL } from "~/features/motherboards/schema";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

export function loader() {
  return loadMotherboardMemoryPage(getDb(), currentBusiness().amazonAssociateTag);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return buildMeta({
    title: `${DEFAULT_MOTHERBOARD_MODEL} Memory - Tech Center`,
    description: `DDR memory kits that fit the ${DEFAULT_MOTHERBOARD_MODEL} motherboard, from high to low price.`,
    path: "/products/motherboard-memory",
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.techCenter,
  });
};

export default function MotherboardMemoryPage({ loaderData }: Route.ComponentProps) {
  const { model, components, loadedAt } = loaderData;
  return (
    <>
      <PageHero title={`${model} Memory`} subtitle="Memory modules compatible with your motherboard" />
      <div className="container-page space-y-6 py-10">
        <p>
          <Link
            to={`/products/motherboard-components?model=${encodeURIComponent(model)}`}
            className="text-brand-700 font-semibold underline underline-offset-2"
          >
            See the board&apos;s details and every compatible component
          </Link>
        </p>
        <MotherboardMemoryView
          model={model}
          componentsSeed={components ? { model, data: components, updatedAt: loadedAt } : undefined}
        />
      </div>
    </>
  );
}
