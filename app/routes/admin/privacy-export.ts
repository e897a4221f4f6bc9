import { redirect } from "react-router";

import type { Route } from "./+types/privacy-export";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { exportPerson } from "~/features/privacy/privacy-admin.server";
import { currentBusiness } from "~/features/settings/index.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

/** The export is a POST from /admin/privacy, so no address or phone is ever in a URL; a GET goes back there. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(getDb(), { request, context }, "privacy.export");
  return redirect("/admin/privacy");
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "privacy.export");
  if (!isSameOriginRequest(request)) return new Response("Cross-site request refused", { status: 403 });
  return exportPerson(db, await readFormFields(request), now(), currentBusiness().name, staff);
}
