import type { Route } from "./+types/diagnose";
import { getDb } from "~/db/index.server";
import { diagnoseMethodNotAllowed, handleDiagnoseRequest } from "~/features/diagnosis/diagnose-api.server";

/** POST /api/diagnose.php: stores a diagnosis request as a lead. */
export function action({ request, context }: Route.ActionArgs) {
  return handleDiagnoseRequest({ request, db: getDb(), clientAddress: context.clientAddress });
}

export const loader = diagnoseMethodNotAllowed;
