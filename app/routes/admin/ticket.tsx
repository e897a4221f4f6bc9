import { data, type ShouldRevalidateFunctionArgs } from "react-router";

import type { Route } from "./+types/ticket";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { TicketPage } from "~/features/tickets/components/ticket-page";
import { ticketPageCan } from "~/features/tickets/permissions";
import { crossSiteTicketPageRefusal, submitTicketPage } from "~/features/tickets/ticket-forms.server";
import { loadTicketDetail, parseTicketId } from "~/features/tickets/tickets-admin.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Ticket ${loaded.number} - Admin` : "Ticket - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

// Its answers can carry a device's passcode (shown on request): never stored by a cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "tickets");
  const id = parseTicketId(params.id);
  const detail = id === null ? null : await loadTicketDetail(db, id, now());
  if (!detail) throw notFound();
  return { ...detail, can: ticketPageCan(staff.role) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "tickets");
  const id = parseTicketId(params.id);
  if (id === null) throw notFound();
  if (!isSameOriginRequest(request)) return data(crossSiteTicketPageRefusal(), { status: 403 });
  const result = await submitTicketPage(db, id, await readFormFields(request), now(), staff);
  if (!result.outcome.ok && result.outcome.status === 404) throw notFound();
  return data(result, { status: result.outcome.ok ? 200 : result.outcome.status });
}

/** After a change refused because the ticket changed, the page shows where the ticket is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <TicketPage detail={loaderData} can={loaderData.can} result={actionData} timeZone={timeZone} />;
}
