import type { Route } from "./+types/add-product";
import { getDb } from "~/db/index.server";
import { handleAddProduct, methodNotAllowed } from "~/features/admin/product-api.server";

/** POST /api/add-product.php: adds one product; admin only. */
export function action({ request, context }: Route.ActionArgs) {
  return handleAddProduct(getDb(), { request, context });
}

export function loader() {
  return methodNotAllowed();
}
