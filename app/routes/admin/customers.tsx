import { data } from "react-router";

import type { Route } from "./+types/customers";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { CustomersList } from "~/features/customers/components/customers-list";
import { loadCustomersPage } from "~/features/customers/index.server";

export const meta: Route.MetaFunction = () => [{ title: "Customers - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "customers");
  const page = await loadCustomersPage(db, new URL(request.url).searchParams);
  // A search or page link that could not be read still shows the newest customers, with the notice.
  return data(page, { status: page.notice ? 400 : 200 });
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersList {...loaderData} />;
}
