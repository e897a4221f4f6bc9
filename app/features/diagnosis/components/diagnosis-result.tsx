import type { RefObject } from "react";

import type { IssueType } from "~/content/diagnosis";
import type { OpeningHours } from "~/content/hours";

import type { DiagnosisResult } from "../solutions";
import type { TriageResult } from "../triage/types";
import { CannedResult } from "./canned-result";
import { TriageResultView } from "./triage-result";

/** What the tool shows: the triage engine's answer, or the local canned steps when no answer came. */
export type ShownResult = { kind: "triage"; triage: TriageResult } | { kind: "canned"; canned: DiagnosisResult };

/** The result under the form; see TriageResultView and CannedResult. */
export function DiagnosisResultPanel({
  result,
  issue,
  description,
  bookingKey,
  openingHours,
  headingRef,
  onBringItIn,
}: {
  result: ShownResult;
  /** The request the result answers. */
  issue: IssueType;
  description: string;
  /** The visitor's lead, which keeps their answers; null when the shop has none. */
  bookingKey: string | null;
  openingHours: OpeningHours;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBringItIn?: () => void;
}) {
  if (result.kind === "canned") {
    return <CannedResult result={result.canned} openingHours={openingHours} headingRef={headingRef} />;
  }
  return (
    <TriageResultView
      initial={result.triage}
      issue={issue}
      description={description}
      bookingKey={bookingKey}
      openingHours={openingHours}
      headingRef={headingRef}
      onBringItIn={onBringItIn}
    />
  );
}
