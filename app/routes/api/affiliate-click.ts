import type { Route } from "./+types/affiliate-click";
import { getDb } from "~/db/index.server";
import { clickMethodNotAllowed, handleClickRequest } from "~/features/clicks/click-api.server";

/** POST /api/affiliate-click.php: counts one follow of a marketplace link. */
export function action({ request, context }: Route.ActionArgs) {
  return handleClickRequest({ request, db: getDb(), clientAddress: context.clientAddress });
}

export const loader = clickMethodNotAllowed;
