import { data } from "react-router";

import type { Route } from "./+types/status";
import { getDb } from "~/db/index.server";
import { RepairStatus } from "~/features/tickets/components/repair-status";
import { loadPublicTicket } from "~/features/tickets/public.server";
import { useRootData } from "~/lib/root-data";

/** The URL holds the customer's private token: never stored by a cache, never indexed. */
const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export const headers: Route.HeadersFunction = () => PRIVATE_HEADERS;

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Repair ${loaded.ticket.number}` : "Repair not found" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const ticket = await loadPublicTicket(getDb(), params.token ?? "");
  if (!ticket) throw data(null, { status: 404, statusText: "Not Found", headers: PRIVATE_HEADERS });
  return { ticket };
}

export default function RepairStatusPage({ loaderData }: Route.ComponentProps) {
  const { business, timeZone } = useRootData();
  return <RepairStatus ticket={loaderData.ticket} business={business} timeZone={timeZone} />;
}
