import { data, redirect } from "react-router";

import type { Route } from "./+types/lookup";
import { getDb } from "~/db/index.server";
import { RepairLookup } from "~/features/tickets/components/repair-lookup";
import { LOOKUP_MESSAGES, submitRepairLookup } from "~/features/tickets/lookup.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { rootDataFromMatches, useRootData } from "~/lib/root-data";
import { buildMeta } from "~/lib/seo";
import { SOCIAL_IMAGES } from "~/content/social-images";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The lookup form holds nothing private until it is used, so search engines may list it. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const { business, siteUrl } = rootDataFromMatches(matches);
  return buildMeta({
    title: `Check your repair | ${business.shortName}`,
    description: `Is your computer ready? Look up your repair at ${business.name} in ${business.city}, ${business.region} with your ticket number and the e-mail or phone you gave us.`,
    path: "/repair",
    siteUrl,
    siteName: business.name,
    image: SOCIAL_IMAGES.diagnosis,
  });
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  if (!isSameOriginRequest(request)) {
    return data(
      {
        ok: false as const,
        status: 403 as const,
        formError: LOOKUP_MESSAGES.crossSite,
        fieldErrors: {},
        values: { number: "", contact: "" },
      },
      { status: 403 },
    );
  }
  const result = await submitRepairLookup({ db: getDb(), form, clientAddress: context.clientAddress, now: now() });
  if (result.ok) return redirect(`/repair/${result.token}`, 303);
  return data(result, {
    status: result.status,
    headers: result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
  });
}

export default function RepairLookupPage({ actionData }: Route.ComponentProps) {
  const { business } = useRootData();
  return <RepairLookup result={actionData} phone={business.phone} />;
}
