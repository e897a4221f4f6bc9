import type { Ref } from "react";

import type { OpeningHours } from "~/content/hours";

import type { DiagnosisResult } from "../solutions";
import { ExpertAlert } from "./expert-alert";
import { SolutionsPanel } from "./solutions-panel";

/** The local canned result, shown when no triage answer came: the expert alert for 'other', the numbered steps for the rest. */
export function CannedResult({
  result,
  openingHours,
  headingRef,
}: {
  result: DiagnosisResult;
  openingHours: OpeningHours;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  if (result.kind === "expert") return <ExpertAlert suggestions={result.suggestions} headingRef={headingRef} />;
  return <SolutionsPanel issue={result.issue} steps={result.suggestions} openingHours={openingHours} headingRef={headingRef} />;
}
