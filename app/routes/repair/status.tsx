import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import type { Route } from "./+types/status";
import { getDb } from "~/db/index.server";
import { answerEstimate, crossSiteAnswerRefusal } from "~/features/tickets/approval.server";
import { RepairStatus } from "~/features/tickets/components/repair-status";
import { loadPublicTicket } from "~/features/tickets/public.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { useRootData } from "~/lib/root-data";

/** The URL holds the customer's private token: never stored by a cache, never indexed. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { ...PRIVATE_HEADERS, "Retry-After": retryAfter } : PRIVATE_HEADERS;
};

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Repair ${loaded.ticket.number}` : "Repair not found" },
  { name: "robots", content: "noindex, nofollow" },
  // Not "no-referrer": the estimate's forms would post with "Origin: null", which React Router
  // refuses. "same-origin" still sends the address with the token to this site only.
  { name: "referrer", content: "same-origin" },
];

const notFound = () => data(null, { status: 404, statusText: "Not Found", headers: PRIVATE_HEADERS });

export async function loader({ params }: Route.LoaderArgs) {
  const ticket = await loadPublicTicket(getDb(), params.token ?? "");
  if (!ticket) throw notFound();
  return { ticket };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readFormFields(request);
  if (!isSameOriginRequest(request)) return data(crossSiteAnswerRefusal(form), { status: 403 });
  const token = params.token ?? "";
  const result = await answerEstimate({
    db: getDb(),
    token,
    form,
    clientAddress: context.clientAddress,
    userAgent: request.headers.get("user-agent"),
    now: now(),
  });
  if (result.ok) return redirect(`/repair/${encodeURIComponent(token)}`, 303);
  if (result.status === 404) throw notFound();
  return data(result, {
    status: result.status,
    headers: result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined,
  });
}

/** After an answer refused because the shop changed the estimate, the page shows the new version. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function RepairStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const { business, timeZone } = useRootData();
  return <RepairStatus ticket={loaderData.ticket} answer={actionData} business={business} timeZone={timeZone} />;
}
