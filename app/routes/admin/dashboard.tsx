import type { Route } from "./+types/dashboard";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { DashboardPage } from "~/features/dashboard/components/dashboard-page";
import { loadDashboard } from "~/features/dashboard/index.server";
import { now } from "~/lib/clock.server";
import { roleCan, type Capability } from "~/lib/roles";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "dashboard");
  const can = (capability: Capability) => roleCan(staff.role, capability);
  return {
    dashboard: await loadDashboard(db, now(), { money: can("money") }),
    links: { settings: can("settings"), outbox: can("outbox"), bookings: can("bookings") },
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData.dashboard} links={loaderData.links} />;
}
