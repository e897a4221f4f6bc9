import { data } from "react-router";

import type { Route } from "./+types/ticket-invoice";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { InvoiceSheet } from "~/features/money/components/invoice-sheet";
import { loadInvoicePrint } from "~/features/money/invoice.server";
import { parseTicketId } from "~/features/tickets/tickets-admin.server";
import { useRootData } from "~/lib/root-data";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Invoice ${loaded.invoice.number} - Admin` : "Invoice - Admin" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "no-referrer" },
];

/** /admin/tickets/:id/invoice: the ticket's invoice to print, outside the admin's tabs; 404 without one. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "tickets");
  const id = parseTicketId(params.id);
  const invoice = id === null ? null : await loadInvoicePrint(db, id);
  if (!invoice) throw data(null, { status: 404, statusText: "Not Found" });
  return invoice;
}

export default function TicketInvoicePage({ loaderData }: Route.ComponentProps) {
  const { business, timeZone } = useRootData();
  return <InvoiceSheet invoice={loaderData} business={business} timeZone={timeZone} />;
}
