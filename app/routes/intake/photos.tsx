import { data } from "react-router";

import type { Route } from "./+types/photos";
import { getDb } from "~/db/index.server";
import { PhotoUpload } from "~/features/photos";
import { UPLOAD_MESSAGES, loadPhotoPage, receivePhotoForm } from "~/features/photos/index.server";
import { now } from "~/lib/clock.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { useRootData } from "~/lib/root-data";

/** The URL is a key to a ticket's photos: never stored by a cache, never indexed. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...PRIVATE_HEADERS, "Retry-After": retryAfter } : PRIVATE_HEADERS;
};

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded?.state.open ? `Photos for ${loaded.state.ticketNumber}` : "Condition photos" },
  { name: "robots", content: "noindex, nofollow" },
  // Not "no-referrer": the form would post with "Origin: null", which is refused as cross-site.
  { name: "referrer", content: "same-origin" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const { status, state } = await loadPhotoPage(getDb(), params.token, now());
  return data({ state }, { status, headers: PRIVATE_HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request))
    return data({ status: 403 as const, sent: [], refused: [], formError: UPLOAD_MESSAGES.crossSite }, { status: 403 });
  const answer = await receivePhotoForm({
    db: getDb(),
    token: params.token,
    request,
    clientAddress: context.clientAddress,
    now: now(),
  });
  return data(answer, {
    status: answer.status,
    headers: answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : undefined,
  });
}

export default function IntakePhotos({ loaderData, actionData, params }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <PhotoUpload token={params.token} state={loaderData.state} answer={actionData} timeZone={timeZone} />;
}
