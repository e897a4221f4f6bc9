import type { Route } from "./+types/get-products";
import { productApiHandler } from "~/features/catalog/product-api.server";
import { answerFetchRequest, refuseWrite } from "~/lib/http/request.server";

const handler = productApiHandler("admin");

/** GET /api/get-products.php?category=C, the admin list's read. */
export function loader({ request }: Route.LoaderArgs) {
  return answerFetchRequest(handler, request);
}

export const action = refuseWrite;
