import type { Route } from "./+types/get-motherboard-models";
import { getMotherboardApiDeps, respondWithMotherboardModels } from "~/features/motherboards/api.server";

/** GET /api/get-motherboard-models.php (spec §7). */
export function loader({ request }: Route.LoaderArgs) {
  return respondWithMotherboardModels(request, getMotherboardApiDeps());
}
