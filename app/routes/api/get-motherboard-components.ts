import type { Route } from "./+types/get-motherboard-components";
import { motherboardComponentsHandler } from "~/features/motherboards/api.server";
import { answerFetchRequest, refuseWrite } from "~/lib/http/request.server";

/** GET /api/get-motherboard-components.php?motherboard_model=M */
export function loader({ request }: Route.LoaderArgs) {
  return answerFetchRequest(motherboardComponentsHandler, request);
}

export const action = refuseWrite;
