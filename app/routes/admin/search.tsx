import { data } from "react-router";

import type { Route } from "./+types/search";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { SearchResultsPage } from "~/features/customers/components/search-results";
import { searchAll } from "~/features/customers/index.server";
import { useRootData } from "~/lib/root-data";

export const meta: Route.MetaFunction = () => [{ title: "Search - Admin" }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "customers");
  const results = await searchAll(db, new URL(request.url).searchParams.get("q"));
  // An empty box is a prompt, not a mistake; a query that cannot be read answers 400 with its message.
  return data(results, { status: results.error && results.q ? 400 : 200 });
}

export default function AdminSearch({ loaderData }: Route.ComponentProps) {
  const { timeZone } = useRootData();
  return <SearchResultsPage {...loaderData} timeZone={timeZone} />;
}
