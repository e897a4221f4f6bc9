import { jsonError } from "~/lib/http/json.server";

/** Unknown API paths answer JSON, like every other API response. */
function notFound() {
  return jsonError(404, "Not found");
}

export const loader = notFound;
export const action = notFound;
