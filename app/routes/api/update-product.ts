import type { Route } from "./+types/update-product";
import { getDb } from "~/db/index.server";
import { handleUpdateProduct, methodNotAllowed } from "~/features/admin/product-api.server";

/** POST /api/update-product.php: edits one product; admin only. */
export function action({ request, context }: Route.ActionArgs) {
  return handleUpdateProduct(getDb(), { request, context });
}

export function loader() {
  return methodNotAllowed();
}
