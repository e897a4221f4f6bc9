import type { Route } from "./+types/leads";
import { getDb } from "~/db/index.server";
import { requireAdmin } from "~/features/admin/auth.server";
import { LeadsAdmin } from "~/features/leads/components/leads-admin";
import { loadLeadsPage } from "~/features/leads/leads-admin.server";
import { now } from "~/lib/clock.server";

export const meta: Route.MetaFunction = () => [{ title: "Leads - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  return loadLeadsPage(db, new URL(request.url).searchParams, now());
}

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsAdmin {...loaderData} />;
}
