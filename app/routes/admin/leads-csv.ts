import type { Route } from "./+types/leads-csv";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { leadBatches } from "~/features/leads/leads-admin.server";
import { leadsCsvStream } from "~/features/leads/leads-csv";
import { now } from "~/lib/clock.server";
import { csvDownload } from "~/lib/csv";

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "leads");
  const day = now().toISOString().slice(0, 10);
  return csvDownload(leadsCsvStream(leadBatches(db)), `leads-${day}.csv`);
}
