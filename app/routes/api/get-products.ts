import type { Route } from "./+types/get-products";
import { getDb } from "~/db/index.server";
import { productApiResponse } from "~/features/catalog/product-api.server";

/** GET /api/get-products.php?category=C (spec §7), the admin list's read. */
export function loader({ request }: Route.LoaderArgs) {
  return productApiResponse(getDb(), "admin", request);
}
