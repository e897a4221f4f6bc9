import { data, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

import type { Route } from "./+types/motherboard-components";
import { PageHero } from "~/components/layout/page-hero";
import { SOCIAL_IMAGES } from "~/content/social-images";
import { getDb } from "~/db/index.server";
import { currentBusiness } from "~/features/settings/index.server";
import { MotherboardComponentsView } from "~/features/motherboards/components/motherboard-components-view";
import { loadMotherboardComponentsPage } from "~/features/motherboards/page-data.server";
import { resolveModel } from "~/features/motherboards/resolve-model";
import { DEFAULT_MOTHERBOARD_MODEL } from "~/features/motherboards/schema";
import { PUBLIC_PAGE_HEADERS } from "~/lib/http/document.server";
import { rootDataFromMatches } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";

const PATH = "/products/motherboard-components";

export const headers: Route.HeadersFunction = () => PUBLIC_PAGE_HEADERS;

export async function loader({ request }: Route.LoaderArgs) {
  const requested = new URL(request.url).searchParams.get("model");
  const page = await loadMotherboardComponentsPage(getDb(), currentBusiness().amazonAssociateTag, requested);
  return data(page, { status: page.unknownModel ? 404 : 200 });
}

// Choosing a board changes only ?model=: the page already holds every board's details and
// fetches the components through the API query, so the loader need not run again.
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ data: page, location, matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  const requested = new URLSearchParams(location.search).get("model");
  const model = page ? resolveModel(page.models, requested).model : DEFAULT_MOTHERBOARD_MODEL;
  const board = page?.boards.find((b) => b.model === model);
  return buildMeta({
    title: `${model} Components - Tech Center`,
    description: `Processors, memory, graphics cards, storage, power supplies, coolers and cases that fit the ${board?.name ?? model}, sorted into high, mid and low price tiers.`,
    path: model === DEFAULT_MOTHERBOARD_MODEL ? PATH : `${PATH}?model=${encodeURIComponent(model)}`,
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.techCenter,
  });
};

export default function MotherboardComponentsPage({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { model, unknownModel } = resolveModel(loaderData.models, searchParams.get("model"));
  const selectModel = (next: string) => setSearchParams({ model: next }, { preventScrollReset: true });
  const boardName = loaderData.boards.find((b) => b.model === model)?.name;

  return (
    <>
      <PageHero
        // The model code is the documented heading; the board's own name beside it is what a person reads.
        title={
          <>
            <span className="break-words">{`${model || "Motherboard"} Components`}</span>
            {boardName && (
              <span className="mt-2 block text-xl font-semibold text-blue-100 sm:text-2xl">
                <span className="sr-only">: </span>
                {boardName}
              </span>
            )}
          </>
        }
        subtitle="Tech Center: choose a motherboard to see its details and the parts that fit it, by price tier."
      />
      <div className="container-page space-y-6 py-10">
        {unknownModel && (
          <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            We don&apos;t list a motherboard with the model &ldquo;{unknownModel}&rdquo;, so {model} is shown instead.
          </p>
        )}
        {loaderData.models.length === 0 ? (
          <p className="rounded-lg bg-slate-100 p-6 text-center text-slate-700">No motherboards are listed yet.</p>
        ) : (
          <MotherboardComponentsView
            model={model}
            onModelChange={selectModel}
            boards={loaderData.boards}
            modelsSeed={{ data: loaderData.models, updatedAt: loaderData.loadedAt }}
            componentsSeed={
              loaderData.components
                ? { model: loaderData.model, data: loaderData.components, updatedAt: loaderData.loadedAt }
                : undefined
            }
          />
        )}
      </div>
    </>
  );
}
