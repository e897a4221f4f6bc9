import type { Route } from "./+types/get-motherboard-components";
import { getMotherboardApiDeps, respondWithMotherboardComponents } from "~/features/motherboards/api.server";

/** GET /api/get-motherboard-components.php?motherboard_model=M (spec §7). */
export function loader({ request }: Route.LoaderArgs) {
  return respondWithMotherboardComponents(request, getMotherboardApiDeps());
}
