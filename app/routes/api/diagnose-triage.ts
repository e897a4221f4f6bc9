import type { Route } from "./+types/diagnose-triage";
import { getDb } from "~/db/index.server";
import { diagnoseMethodNotAllowed } from "~/features/diagnosis/diagnose-api.server";
import { handleTriageRequest } from "~/features/diagnosis/triage-api.server";

/** POST /api/diagnose/triage: the likely causes, steps and service for the visitor's words; stores nothing. */
export function action({ request, context }: Route.ActionArgs) {
  return handleTriageRequest({ request, db: getDb(), clientAddress: context.clientAddress });
}

export const loader = diagnoseMethodNotAllowed;
