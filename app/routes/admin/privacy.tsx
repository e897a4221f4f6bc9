import { data } from "react-router";

import type { Route } from "./+types/privacy";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { PrivacyAdmin } from "~/features/privacy/components/privacy-admin";
import { loadErasureLog, privacyAction } from "~/features/privacy/privacy-admin.server";
import { now } from "~/lib/clock.server";
import { roleCan } from "~/lib/roles";
import { getConfig } from "~/lib/config.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [
  { title: "Privacy requests - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

/** What a person typed is never put in the address bar: every search is a POST. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "privacy.export");
  const config = getConfig();
  return {
    canErase: roleCan(staff.role, "privacy"),
    log: await loadErasureLog(db),
    leadRetentionMonths: config.LEAD_RETENTION_MONTHS,
    ticketRetentionDays: config.TICKET_RETENTION_DAYS,
    financialRecordsYears: config.FINANCIAL_RECORDS_YEARS,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "privacy.export");
  if (!isSameOriginRequest(request))
    return data({ kind: "refused" as const, error: "Cross-site request refused" }, { status: 403 });
  const result = await privacyAction(db, await readFormFields(request), now(), staff);
  return "status" in result ? data(result, { status: result.status }) : result;
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyAdmin {...loaderData} result={actionData} />;
}
