import type { Ref } from "react";

import { Button } from "~/components/ui/button";

import type { AnswerValue, TriageQuestion } from "../triage/types";
import { ANSWER_LABELS } from "../triage-words";

/**
 * "A quick question": one of the engine's questions with Yes / No / Not sure. While an answer is
 * out the buttons say so (aria-disabled, so the focus stays where the visitor left it) and ignore
 * further presses.
 */
export function TriageQuestionCard({
  question,
  busy,
  onAnswer,
  onSkip,
  textRef,
}: {
  question: TriageQuestion;
  busy: boolean;
  onAnswer: (value: AnswerValue) => void;
  onSkip: () => void;
  /** The question's text, which takes the focus when a new question follows an answer. */
  textRef?: Ref<HTMLParagraphElement>;
}) {
  const options = question.options.length > 0 ? question.options : (["yes", "no", "unsure"] as const);
  return (
    <section
      aria-labelledby="triage-question-heading"
      aria-busy={busy || undefined}
      className="bg-brand-50 ring-brand-700/30 rounded-2xl p-6 ring-1"
    >
      <h2 id="triage-question-heading" className="text-xl font-bold text-slate-900">
        A quick question
      </h2>
      <p id="triage-question-text" ref={textRef} tabIndex={-1} className="mt-2 text-lg break-words text-slate-900">
        {question.text}
      </p>
      <div role="group" aria-labelledby="triage-question-text" className="mt-4 flex flex-wrap gap-3">
        {options.map((value) => (
          <Button
            key={value}
            variant={value === "unsure" ? "outline" : "primary"}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onAnswer(value);
            }}
          >
            {ANSWER_LABELS[value]}
          </Button>
        ))}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="mt-3 underline underline-offset-2"
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onSkip();
        }}
      >
        Skip the questions
      </Button>
    </section>
  );
}
