import { data, type ShouldRevalidateFunctionArgs } from "react-router";

import type { Route } from "./+types/lead";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { LeadPage } from "~/features/leads/components/lead-page";
import { crossSiteMoveRefusal, loadLeadDetail, parseLeadId, submitLeadMove } from "~/features/leads/lead-page.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Lead ${loaded.lead.id}: ${loaded.lead.name} - Admin` : "Lead - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "leads");
  const id = parseLeadId(params.id);
  const detail = id === null ? null : await loadLeadDetail(db, id, now());
  if (!detail) throw notFound();
  return detail;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "leads");
  const id = parseLeadId(params.id);
  if (id === null) throw notFound();
  if (!isSameOriginRequest(request)) {
    return data(crossSiteMoveRefusal(), { status: 403 });
  }
  const result = await submitLeadMove(db, id, await readFormFields(request), now(), staff);
  if (!result.ok && result.status === 404) throw notFound();
  return data(result, { status: result.ok ? 200 : result.status });
}

/** After a move refused because the lead changed, the page shows where the lead is now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export default function AdminLead({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <LeadPage detail={loaderData} result={actionData} timeZone={timeZone} />;
}
