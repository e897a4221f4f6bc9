import { data } from "react-router";

import type { Route } from "./+types/services";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { ServicesPage } from "~/features/money/components/services-page";
import { crossSiteServiceRefusal, listServices, saveService } from "~/features/money/services.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [{ title: "Price list - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "services");
  return { services: await listServices(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "services");
  if (!isSameOriginRequest(request)) return data(crossSiteServiceRefusal(), { status: 403 });
  const result = await saveService(db, await readFormFields(request), now(), staff);
  return data(result, { status: result.ok ? 200 : result.status });
}

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
  return <ServicesPage services={loaderData.services} result={actionData} />;
}
