import { useCallback, useRef, type RefObject } from "react";

import type { IssueType } from "~/content/diagnosis";
import type { OpeningHours } from "~/content/hours";

import { getDiagnosisResult } from "../solutions";
import type { TriageResult } from "../triage/types";
import { useTriageAnswers, type FocusAfterAnswer } from "../use-triage-answers";
import { ExpertAlert } from "./expert-alert";
import { LikelyCauses } from "./likely-causes";
import { ServiceOffer } from "./service-offer";
import { SolutionsPanel } from "./solutions-panel";
import { StopWarning } from "./stop-warning";
import { TriageQuestionCard } from "./triage-question";

export const SOURCE_NOTE = "These suggestions come from our own troubleshooting knowledge, weighed against what you wrote.";

function focusQuietly(element: HTMLElement | null) {
  element?.focus({ preventScroll: true });
  element?.scrollIntoView?.({ block: "nearest" });
}

/**
 * The triage engine's answer: a stop warning first when it has one, then the steps (or, for an
 * unclear 'other', the expert alert), the next question, the shop's service with its price and
 * "Bring it in", and the likely causes with why (last: on a phone the question and the booking
 * come before the reasoning). Answers re-rank in place; a polite live region says so.
 */
export function TriageResultView({
  initial,
  issue,
  description,
  bookingKey,
  openingHours,
  headingRef,
  onBringItIn,
}: {
  initial: TriageResult;
  issue: IssueType;
  description: string;
  bookingKey: string | null;
  openingHours: OpeningHours;
  /** The first heading of the result (the stop warning's when there is one); the tool focuses it on arrival. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Moves to the drop-off picker under the result; absent when the page shows none. */
  onBringItIn?: () => void;
}) {
  const questionTextRef = useRef<HTMLParagraphElement>(null);
  const onSettled = useCallback(
    (focus: FocusAfterAnswer) => focusQuietly(focus === "question" ? questionTextRef.current : headingRef.current),
    [headingRef],
  );
  const { triage, question, busy, announcement, answer, skip } = useTriageAnswers({
    initial,
    issue,
    description,
    bookingKey,
    onSettled,
  });
  const expert = !triage.clear && issue === "other";
  // Causes ranked on the pick alone ("Something else" and a word or two) are guesses: not shown.
  const showCauses = triage.causes.some((c) => c.why.some((why) => !why.startsWith("You picked")));
  const note = <p className="mt-4 text-sm text-slate-700">{SOURCE_NOTE}</p>;

  return (
    <div className="space-y-6">
      {triage.stop && <StopWarning message={triage.stop.message} headingRef={headingRef} />}
      {expert ? (
        <ExpertAlert
          suggestions={getDiagnosisResult("other", description).suggestions}
          headingRef={triage.stop ? undefined : headingRef}
        >
          {note}
        </ExpertAlert>
      ) : (
        <SolutionsPanel
          issue={issue}
          steps={triage.steps}
          openingHours={openingHours}
          headingRef={triage.stop ? undefined : headingRef}
        >
          {note}
        </SolutionsPanel>
      )}
      {question && (
        <TriageQuestionCard
          question={question}
          busy={busy}
          onAnswer={(v) => void answer(v)}
          onSkip={skip}
          textRef={questionTextRef}
        />
      )}
      {triage.service && <ServiceOffer service={triage.service} onBringItIn={onBringItIn} />}
      {showCauses && <LikelyCauses causes={triage.causes} />}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
