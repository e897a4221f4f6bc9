import type { Route } from "./+types/tickets-csv";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { ticketsCsv } from "~/features/tickets/index.server";
import { now } from "~/lib/clock.server";
import { csvDownload } from "~/lib/csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "tickets");
  return csvDownload(ticketsCsv(db), `tickets-${now().toISOString().slice(0, 10)}.csv`);
}
