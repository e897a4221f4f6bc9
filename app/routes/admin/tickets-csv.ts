import type { Route } from "./+types/tickets-csv";
import { getDb } from "~/db/index.server";
import { requireAdmin } from "~/features/admin/auth.server";
import { ticketsCsv } from "~/features/tickets/index.server";
import { now } from "~/lib/clock.server";
import { csvDownload } from "~/lib/csv";

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  return csvDownload(ticketsCsv(db), `tickets-${now().toISOString().slice(0, 10)}.csv`);
}
