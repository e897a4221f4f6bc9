import type { Route } from "./+types/booking-slots";
import { getDb } from "~/db/index.server";
import { handleSlotListRequest } from "~/features/booking/index.server";

/** GET /api/booking-slots: the drop-off windows on offer now, with the places left. */
export function loader({ request, context }: Route.LoaderArgs) {
  return handleSlotListRequest({ request, db: getDb(), clientAddress: context.clientAddress });
}

export function action({ request, context }: Route.ActionArgs) {
  return handleSlotListRequest({ request, db: getDb(), clientAddress: context.clientAddress });
}
