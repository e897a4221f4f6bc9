import type { Route } from "./+types/delete-product";
import { getDb } from "~/db/index.server";
import { handleDeleteProduct, methodNotAllowed } from "~/features/admin/product-api.server";

/** POST /api/delete-product.php: deletes one product; admin only. */
export function action({ request, context }: Route.ActionArgs) {
  return handleDeleteProduct(getDb(), { request, context });
}

export function loader() {
  return methodNotAllowed();
}
