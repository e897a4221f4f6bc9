import type { Route } from "./+types/enhanced-get-products";
import { getDb } from "~/db/index.server";
import { productApiResponse } from "~/features/catalog/product-api.server";

/**
 * GET /api/enhanced-get-products.php?category=C (spec §7). In production the catalog fast
 * path in server/app.ts answers first with the same bytes; this route serves everything else.
 */
export function loader({ request }: Route.LoaderArgs) {
  return productApiResponse(getDb(), "enhanced", request);
}
