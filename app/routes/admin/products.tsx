import { useRevalidator } from "react-router";

import type { Route } from "./+types/products";
import { getDb } from "~/db/index.server";
import { requireAdmin } from "~/features/admin/auth.server";
import { ProductManager } from "~/features/admin/components/product-manager";
import { countRecentClicks } from "~/features/clicks/clicks.server";
import { currentBusiness } from "~/features/settings/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "Product Manager - Admin" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The associate tag for pasted links, and each product's clicks over the last 30 days. */
export async function loader({ request }: Route.LoaderArgs) {
  const db = getDb();
  await requireAdmin(db, request);
  const counts = await countRecentClicks(db, "product", 30);
  return {
    tag: currentBusiness().amazonAssociateTag,
    clicks: Object.fromEntries(Array.from(counts, ([id, n]) => [String(id), n])),
  };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <ProductManager tag={loaderData.tag} clicks={loaderData.clicks} onCatalogChanged={() => void revalidator.revalidate()} />
  );
}
