import { data, useRevalidator } from "react-router";

import type { Route } from "./+types/products";
import { getDb } from "~/db/index.server";
import { requireStaff } from "~/features/admin/auth.server";
import { confirmPrice, loadCatalogOverview } from "~/features/admin/catalog-overview.server";
import { ProductManager } from "~/features/admin/components/product-manager";
import { countRecentClicks } from "~/features/clicks/clicks.server";
import { currentBusiness } from "~/features/settings/index.server";
import { now } from "~/lib/clock.server";
import { readFormFields } from "~/lib/http/form.server";
import { isSameOriginRequest } from "~/lib/http/origin.server";

export const meta: Route.MetaFunction = () => [
  { title: "Product Manager - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The associate tag, each product's editorial fields and flags, and its clicks over the last 30 days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const db = getDb();
  await requireStaff(db, { request, context }, "catalog");
  const counts = await countRecentClicks(db, "product", 30);
  return {
    tag: currentBusiness().amazonAssociateTag,
    clicks: Object.fromEntries(Array.from(counts, ([id, n]) => [String(id), n])),
    overview: await loadCatalogOverview(db, now()),
  };
}

/** "Price still right": renews a product's price date without retyping it. */
export async function action({ request, context }: Route.ActionArgs) {
  const db = getDb();
  const staff = await requireStaff(db, { request, context }, "catalog");
  if (!isSameOriginRequest(request)) return data({ error: "Cross-site request refused" }, { status: 403 });
  const result = await confirmPrice(db, await readFormFields(request), now(), staff);
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return { message: result.message };
}

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <ProductManager
      tag={loaderData.tag}
      clicks={loaderData.clicks}
      overview={loaderData.overview}
      priceAnswer={actionData}
      onCatalogChanged={() => void revalidator.revalidate()}
      refreshing={revalidator.state !== "idle"}
    />
  );
}
