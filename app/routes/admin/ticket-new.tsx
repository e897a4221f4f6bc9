import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";

import type { Route } from "./+types/ticket-new";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { NewTicket } from "~/features/tickets/components/new-ticket";
import { crossSiteTicketRefusal, submitNewTicket } from "~/features/tickets/ticket-forms.server";
import { loadIntakeForm } from "~/features/tickets/intake.server";
import { loadBookingPrefill, loadLeadPrefill } from "~/features/tickets/new-ticket.server";
import { parseTicketId } from "~/features/tickets/tickets-admin.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = () => [{ title: "New ticket - Admin" }, { name: "robots", content: "noindex, nofollow" }];

/**
 * ?lead=<id> prefills the form from that lead, ?booking=<id> (a check-in) from that active
 * booking and its lead; an unknown one is a 404, not a silent walk-in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "tickets");
  const params = new URL(request.url).searchParams;
  const rawBooking = params.get("booking");
  const raw = params.get("lead");
  const intake = await loadIntakeForm(db);
  if (!rawBooking && !raw) return { prefill: null, intake };
  const id = parseTicketId(rawBooking || raw);
  const prefill = id === null ? null : rawBooking ? await loadBookingPrefill(db, id) : await loadLeadPrefill(db, id);
  if (!prefill) throw data(null, { status: 404, statusText: "Not Found" });
  return { prefill, intake };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "tickets");
  const form = await readFormFields(request);
  if (!isSameOriginRequest(request)) return data(crossSiteTicketRefusal(form), { status: 403 });
  const result = await submitNewTicket(db, form, now(), staff);
  if (result.ok) return redirect(`/admin/tickets/${result.id}?created=1`);
  return data(result, { status: result.status });
}

/** After a refusal because the lead got a ticket or the booking was checked in meanwhile, the page shows them. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminNewTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <NewTicket prefill={loaderData.prefill} intake={loaderData.intake} result={actionData} timeZone={timeZone} />;
}
