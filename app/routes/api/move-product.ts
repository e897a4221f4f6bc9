import type { Route } from "./+types/move-product";
import { getDb } from "~/db/index.server";
import { handleMoveProduct, methodNotAllowed } from "~/features/admin/product-api.server";

/** POST /api/move-product.php: moves a product up or down its category; admin only. */
export function action({ request, context }: Route.ActionArgs) {
  return handleMoveProduct(getDb(), { request, context });
}

export function loader() {
  return methodNotAllowed();
}
