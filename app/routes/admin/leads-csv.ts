import type { Route } from "./+types/leads-csv";
import { getDb } from "~/db/index.server";
import { requireAdmin } from "~/features/admin/auth.server";
import { listAllLeadsWithBookings } from "~/features/leads/leads-admin.server";
import { leadsToCsv } from "~/features/leads/leads-csv";
import { now } from "~/lib/clock.server";
import { csvDownload } from "~/lib/csv";

export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  const csv = leadsToCsv(await listAllLeadsWithBookings(db));
  const day = now().toISOString().slice(0, 10);
  return csvDownload(csv, `leads-${day}.csv`);
}
