import { redirect } from "react-router";

import type { Route } from "./+types/privacy-export";
import { getDb } from "~/db/index.server";
import { requireAdmin } from "~/features/admin/auth.server";
import { exportPerson } from "~/features/privacy/privacy-admin.server";
import { currentBusiness } from "~/features/settings/index.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

/** The export is a POST from /admin/privacy, so no address or phone is ever in a URL; a GET goes back there. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(getDb(), request);
  return redirect("/admin/privacy");
}

export async function action({ request }: Route.ActionArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  if (!isSameOriginRequest(request)) return new Response("Cross-site request refused", { status: 403 });
  return exportPerson(db, await readFormFields(request), now(), currentBusiness().name);
}
