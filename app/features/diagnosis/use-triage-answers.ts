import { useEffect, useRef, useState } from "react";

import type { IssueType } from "~/content/diagnosis";
import { notify } from "~/lib/toast.client";

import { MESSAGES } from "./rules";
import { requestTriage, sendTriageAnswers, type TriageAnswers } from "./triage.client";
import type { AnswerValue, TriageResult } from "./triage/types";
import { updateAnnouncement } from "./triage-words";

/** Where the focus goes once an answer has come back: the next question, or the result's heading when the questions end. */
export type FocusAfterAnswer = "question" | "heading";

/**
 * The visitor's answers to the engine's questions and the ranking they give. Each answer posts
 * every answer so far: to the visitor's lead when there is a booking key, else to the endpoint
 * that stores nothing. A failed call gives the error toast and keeps the ranking shown.
 */
export function useTriageAnswers({
  initial,
  issue,
  description,
  bookingKey,
  onSettled,
}: {
  initial: TriageResult;
  issue: IssueType;
  description: string;
  bookingKey: string | null;
  /** Called after a new ranking has rendered, with where the focus should go. */
  onSettled: (focus: FocusAfterAnswer) => void;
}) {
  const [triage, setTriage] = useState(initial);
  const [answers, setAnswers] = useState<TriageAnswers>({});
  const [busy, setBusy] = useState(false);
  const [skipped, setSkipped] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [settled, setSettled] = useState<{ focus: FocusAfterAnswer } | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // After the new ranking is on the page, so the focus lands on what is now there.
  useEffect(() => {
    if (settled) onSettled(settled.focus);
  }, [settled, onSettled]);

  async function answer(value: AnswerValue) {
    const question = triage.nextQuestion;
    if (!question || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    // Object.fromEntries makes every id an own key, whatever its name.
    const next: TriageAnswers = Object.fromEntries([...Object.entries(answers), [question.id, value]]);
    const updated = bookingKey
      ? await sendTriageAnswers(bookingKey, next)
      : await requestTriage({ issue, description, answers: next });
    inFlight.current = false;
    if (!mounted.current) return;
    setBusy(false);
    if (!updated) {
      void notify("error", MESSAGES.diagnosisFailed);
      return;
    }
    setAnswers(next);
    setTriage(updated);
    setAnnouncement(updateAnnouncement(updated, triage));
    setSettled({ focus: updated.nextQuestion ? "question" : "heading" });
  }

  function skip() {
    setSkipped(true);
    setSettled({ focus: "heading" });
  }

  return {
    triage,
    question: skipped ? null : triage.nextQuestion,
    busy,
    announcement,
    answer,
    skip,
  };
}
