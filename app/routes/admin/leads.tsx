import { data } from "react-router";

import type { Route } from "./+types/leads";
import { getDb } from "~/db/index.server";
import { requireAdmin } from "~/features/admin/auth.server";
import { LeadsAdmin } from "~/features/leads/components/leads-admin";
import { changeLeadStage, loadLeadsPage } from "~/features/leads/leads-admin.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [{ title: "Leads - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  return loadLeadsPage(db, new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  if (!isSameOriginRequest(request)) return data({ error: "Cross-site request refused" }, { status: 403 });
  const result = await changeLeadStage(db, await readFormFields(request));
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return { ok: true };
}

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  return <LeadsAdmin {...loaderData} error={actionData && "error" in actionData ? actionData.error : undefined} />;
}
