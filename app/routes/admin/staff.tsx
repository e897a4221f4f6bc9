import { data } from "react-router";

import type { Route } from "./+types/staff";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { StaffPage } from "~/features/admin/components/staff-page";
import { loadStaffPage, submitStaffPage } from "~/features/admin/staff-page.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = () => [{ title: "Staff - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "staff");
  return { ...(await loadStaffPage(db, now(), staff.sessionId)), me: staff.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "staff");
  if (!isSameOriginRequest(request)) return data({ ok: false, formError: "Cross-site request refused" }, { status: 403 });
  const result = await submitStaffPage(db, await readFormFields(request), staff, now());
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <StaffPage {...loaderData} timeZone={timeZone} result={actionData} />;
}
