import { data } from "react-router";

import type { Route } from "./+types/leads";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { LeadsAdmin } from "~/features/leads/components/leads-admin";
import { loadLeadsPage } from "~/features/leads/leads-admin.server";
import { now } from "~/lib/clock.server";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = () => [{ title: "Leads - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "leads");
  const page = await loadLeadsPage(db, new URL(request.url).searchParams, now());
  // A page link that was not ours still shows the newest page, with the notice, but answers 400.
  return data(page, { status: page.notice ? 400 : 200 });
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <LeadsAdmin {...loaderData} timeZone={timeZone} />;
}
