import { data } from "react-router";

import type { Route } from "./+types/ticket-print";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { TicketLabel, TicketReceipt } from "~/features/tickets/components/ticket-print";
import { loadTicketPrint } from "~/features/tickets/print.server";
import { parseTicketId } from "~/features/tickets/tickets-admin.server";
import { useRootData } from "~/lib/root-data";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `${loaded.kind === "label" ? "Label" : "Receipt"} ${loaded.ticket.number} - Admin` : "Ticket - Admin" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** /admin/tickets/:id/label (?layout=roll|sheet) and /admin/tickets/:id/receipt: print pages, outside the admin's tabs. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "tickets");
  const id = parseTicketId(params.id);
  const ticket = id === null ? null : await loadTicketPrint(db, id);
  if (!ticket) throw data(null, { status: 404, statusText: "Not Found" });
  const url = new URL(request.url);
  const kind = url.pathname.endsWith("/receipt") ? ("receipt" as const) : ("label" as const);
  const layout = url.searchParams.get("layout") === "sheet" ? ("sheet" as const) : ("roll" as const);
  return { ticket, kind, layout };
}

export default function TicketPrintPage({ loaderData }: Route.ComponentProps) {
  const { business, timeZone } = useRootData();
  const { ticket, kind, layout } = loaderData;
  return kind === "label" ? (
    <TicketLabel ticket={ticket} layout={layout} timeZone={timeZone} />
  ) : (
    <TicketReceipt ticket={ticket} business={business} timeZone={timeZone} />
  );
}
