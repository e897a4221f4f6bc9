import { data } from "react-router";

import type { Route } from "./+types/audit-csv";
import { getDb } from "~/db/index.server";
import { auditCsvStream, parseAuditFilter } from "~/features/admin/audit-log.server";
import { requireStaff } from "~/features/admin/auth.server";
import { now } from "~/lib/clock.server";
import { csvDownload } from "~/lib/csv";

/** The audit log as the filter on /admin/audit shows it, as CSV; owner only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "audit");
  const parsed = parseAuditFilter(new URL(request.url).searchParams);
  if (!parsed.ok) throw data(parsed.error, { status: 400 });
  return csvDownload(auditCsvStream(db, parsed.filter), `audit-${now().toISOString().slice(0, 10)}.csv`);
}
