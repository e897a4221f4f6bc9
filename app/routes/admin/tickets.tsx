import type { Route } from "./+types/tickets";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { TicketsAdmin } from "~/features/tickets/components/tickets-admin";
import { loadTicketsPage } from "~/features/tickets/tickets-admin.server";
import { now } from "~/lib/clock.server";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = () => [
  { title: "Repair tickets - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "tickets");
  return loadTicketsPage(db, new URL(request.url).searchParams, now());
}

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <TicketsAdmin {...loaderData} timeZone={timeZone} />;
}
