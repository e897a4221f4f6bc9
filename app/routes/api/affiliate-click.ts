import type { Route } from "./+types/affiliate-click";
import { getDb } from "~/db/index.server";
import { handleClickRequest } from "~/features/clicks/click-api.server";

export function action({ request, context }: Route.ActionArgs) {
  return handleClickRequest({ request, db: getDb(), clientAddress: context.clientAddress });
}

export function loader() {
  return Response.json({ error: "Only POST is accepted" }, { status: 405, headers: { Allow: "POST" } });
}
