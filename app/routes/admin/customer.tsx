import { data } from "react-router";

import type { Route } from "./+types/customer";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { CustomerPage } from "~/features/customers/components/customer-page";
import { crossSiteCustomerRefusal, customerAction, loadCustomerDetail, parseCustomerId } from "~/features/customers/index.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Customer ${loaded.customer.id}: ${loaded.customer.name} - Admin` : "Customer - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

const notFound = () => data(null, { status: 404, statusText: "Not Found" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "customers");
  const id = parseCustomerId(params.id);
  const detail = id === null ? null : await loadCustomerDetail(db, id);
  if (!detail) throw notFound();
  return detail;
}

/** Merge and split, each asked first and then done (two posts, no script needed). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "customers");
  const id = parseCustomerId(params.id);
  if (id === null) throw notFound();
  if (!isSameOriginRequest(request)) return data(crossSiteCustomerRefusal(), { status: 403 });
  const result = await customerAction(db, id, await readFormFields(request), now(), staff);
  return data(result, { status: result.kind === "refused" ? result.status : 200 });
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <CustomerPage key={loaderData.customer.id} detail={loaderData} result={actionData} timeZone={timeZone} />;
}
