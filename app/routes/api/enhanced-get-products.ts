import type { Route } from "./+types/enhanced-get-products";
import { productApiHandler } from "~/features/catalog/product-api.server";
import { answerFetchRequest, refuseWrite } from "~/lib/http/request.server";

const handler = productApiHandler("enhanced");

/** GET /api/enhanced-get-products.php?category=C; in production the server's fast path answers first with the same bytes. */
export function loader({ request }: Route.LoaderArgs) {
  return answerFetchRequest(handler, request);
}

export const action = refuseWrite;
