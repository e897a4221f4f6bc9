import type { Route } from "./+types/audit";
import { getDb } from "~/db/index.server";
import { AUDIT_PAGE_SIZE, listAudit, parseAuditFilter } from "~/features/admin/audit-log.server";
import { requireStaff } from "~/features/admin/auth.server";
import { AuditPage } from "~/features/admin/components/audit-page";
import { listStaff } from "~/features/admin/staff.server";
import { AUDIT_KIND_LABELS } from "~/lib/audit-kinds";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = () => [{ title: "Audit log - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "audit");
  const params = new URL(request.url).searchParams;
  const parsed = parseAuditFilter(params);
  const users = (await listStaff(db)).map((u) => ({ id: u.id, name: u.name }));
  const kinds = Object.entries(AUDIT_KIND_LABELS).map(([value, label]) => ({ value, label }));
  const query = Object.fromEntries(["user", "kind", "from", "to"].map((k) => [k, params.get(k) ?? ""]));
  if (!parsed.ok) return { rows: [], users, kinds, query, error: parsed.error, next: null };
  const rows = await listAudit(db, parsed.filter, { before: parsed.before });
  return { rows, users, kinds, query, error: null, next: rows.length === AUDIT_PAGE_SIZE ? rows[rows.length - 1]!.id : null };
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <AuditPage {...loaderData} timeZone={timeZone} />;
}
