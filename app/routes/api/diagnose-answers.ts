import type { Route } from "./+types/diagnose-answers";
import { getDb } from "~/db/index.server";
import { diagnoseMethodNotAllowed } from "~/features/diagnosis/diagnose-api.server";
import { handleTriageAnswersRequest } from "~/features/diagnosis/triage-api.server";

/** POST /api/diagnose/answers: the visitor's answers, kept with the request their booking key belongs to. */
export function action({ request, context }: Route.ActionArgs) {
  return handleTriageAnswersRequest({ request, db: getDb(), clientAddress: context.clientAddress });
}

export const loader = diagnoseMethodNotAllowed;
