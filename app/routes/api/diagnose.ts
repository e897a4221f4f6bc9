import type { Route } from "./+types/diagnose";
import { getDb } from "~/db/index.server";
import { handleDiagnoseRequest, type ApiResult } from "~/features/diagnosis/diagnose-api.server";

function toResponse({ status, body, headers }: ApiResult): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** POST /api/diagnose.php: stores a diagnosis request as a lead (spec §7). */
export async function action({ request, context }: Route.ActionArgs) {
  return toResponse(await handleDiagnoseRequest({ request, db: getDb(), clientAddress: context.clientAddress }));
}

export function loader({ request }: Route.LoaderArgs) {
  return toResponse({
    status: 405,
    body: { success: false, error: `method: ${request.method} is not accepted, use POST` },
    headers: { Allow: "POST" },
  });
}
