import type { Route } from "./+types/dashboard";
import { getDb } from "~/db/index.server";
import { requireAdmin } from "~/features/admin/auth.server";
import { DashboardPage } from "~/features/dashboard/components/dashboard-page";
import { loadDashboard } from "~/features/dashboard/index.server";
import { now } from "~/lib/clock.server";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  return { dashboard: await loadDashboard(db, now()) };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData.dashboard} />;
}
