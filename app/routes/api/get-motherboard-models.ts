import type { Route } from "./+types/get-motherboard-models";
import { motherboardModelsHandler } from "~/features/motherboards/api.server";
import { answerFetchRequest, refuseWrite } from "~/lib/http/request.server";

/** GET /api/get-motherboard-models.php */
export function loader({ request }: Route.LoaderArgs) {
  return answerFetchRequest(motherboardModelsHandler, request);
}

export const action = refuseWrite;
