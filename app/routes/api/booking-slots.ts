import type { Route } from "./+types/booking-slots";
import { getDb } from "~/db/index.server";
import { handleSlotListRequest } from "~/features/booking/index.server";

/** GET /api/booking-slots: the drop-off windows on offer now, with the places left. */
export function loader({ request }: Route.LoaderArgs) {
  return handleSlotListRequest({ request, db: getDb() });
}

export function action({ request }: Route.ActionArgs) {
  return handleSlotListRequest({ request, db: getDb() });
}
