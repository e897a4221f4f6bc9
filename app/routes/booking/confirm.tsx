import { data } from "react-router";

import type { Route } from "./+types/confirm";
import { getDb } from "~/db/index.server";
import { ConfirmBookingRequest } from "~/features/booking/components/confirm-request";
import { confirmFromForm, loadBookingRequest } from "~/features/booking/index.server";
import { getBookingSettings } from "~/features/booking/index.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { useRootData } from "~/lib/root-data";

/** The URL holds the visitor's private token: never stored by a cache, never indexed. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your drop-off" },
  { name: "robots", content: "noindex, nofollow" },
  // Not "no-referrer": the form's post would carry "Origin: null", which React Router refuses.
  { name: "referrer", content: "same-origin" },
];

/** Opening the link confirms nothing (a mail scanner may open it): the page asks, a POST books. */
export async function loader({ params }: Route.LoaderArgs) {
  const loaded = await loadBookingRequest(getDb(), params.token ?? "", getBookingSettings(), now());
  // A link cut short by a mail app, or one whose request was cleaned up, says so in the page's own
  // words (404); an expired one says so too (410 Gone).
  return data(loaded, { status: loaded.ok ? 200 : loaded.reason === "not-found" ? 404 : 410 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readFormFields(request);
  const outcome = isSameOriginRequest(request)
    ? await confirmFromForm(getDb(), params.token ?? "", form, getBookingSettings(), now())
    : ({ ok: false, reason: "cross-site", status: 403 } as const);
  return data(outcome, { status: outcome.status });
}

export default function ConfirmBookingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { business } = useRootData();
  return <ConfirmBookingRequest loaded={loaderData} outcome={actionData} phone={business.phone} />;
}
