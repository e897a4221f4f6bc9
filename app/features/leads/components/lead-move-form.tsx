import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { inputClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

import type { LeadMoveOutcome } from "../lead-page.server";
import { LEAD_MOVES, LEAD_STAGE_LABELS, LOST_REASON_MAX, STAGE_NOTE_MAX, type LeadStage } from "../stages";

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(" ") || undefined;

/**
 * Moves the lead to one of the stages it may go to next, with an optional note and, for "lost",
 * a required reason. It posts the stage it was drawn for, so a move made meanwhile by someone
 * else is refused instead of overwritten. A refusal keeps what was typed, marks the field and
 * moves focus to it; the summary above the fields is announced.
 */
export function LeadMoveForm({ stage, result }: { stage: LeadStage; result?: LeadMoveOutcome }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!failed) return;
    const form = formRef.current;
    const field = errors.to ? "to" : errors.lostReason ? "lostReason" : errors.note ? "note" : null;
    const target = field ? form?.querySelector<HTMLElement>(`[name="${field}"]`) : null;
    target?.focus();
  }, [failed, errors.to, errors.lostReason, errors.note]);

  const moves = LEAD_MOVES[stage];
  const summary = failed ? (failed.formError ?? "The lead was not moved. Check the marked fields.") : "";
  // After a refusal because the lead changed, no stage is chosen for the owner: they decide again.
  const chosen = failed && !failed.formError ? failed.values.to : undefined;

  return (
    <Form ref={formRef} method="post" noValidate className="grid gap-4" aria-labelledby="move-heading">
      <h2 id="move-heading" className="text-xl font-semibold">
        Move this lead
      </h2>
      <p
        role="alert"
        className={cn("text-sm font-medium", summary && "rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200")}
      >
        {summary}
      </p>
      <p
        role="status"
        className={cn("text-sm font-medium", result?.ok && "rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-200")}
      >
        {result?.ok ? `Moved from ${LEAD_STAGE_LABELS[result.from]} to ${LEAD_STAGE_LABELS[result.to]}.` : ""}
      </p>
      <input type="hidden" name="from" value={stage} />
      <fieldset aria-invalid={errors.to ? true : undefined} aria-describedby={describedBy(errors.to && "to-error")}>
        <legend className="font-semibold text-slate-900">
          Move to
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {moves.map((to) => (
            <label
              key={to}
              className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-brand-700/40 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 has-[:focus-visible]:ring-2"
            >
              <input
                type="radio"
                name="to"
                value={to}
                required
                defaultChecked={chosen === to}
                className="accent-brand-700 size-4"
              />
              {LEAD_STAGE_LABELS[to]}
            </label>
          ))}
        </div>
        {errors.to && (
          <p id="to-error" className="mt-1 text-sm font-medium text-red-800">
            {errors.to}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="lead-move-note" className="block font-semibold text-slate-900">
          Note <span className="font-normal text-slate-700">(optional)</span>
        </label>
        <textarea
          id="lead-move-note"
          name="note"
          rows={3}
          maxLength={STAGE_NOTE_MAX}
          defaultValue={failed?.values.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy(errors.note && "lead-move-note-error")}
          className={inputClass}
        />
        {errors.note && (
          <p id="lead-move-note-error" className="mt-1 text-sm font-medium text-red-800">
            {errors.note}
          </p>
        )}
      </div>
      {moves.includes("lost") && (
        <div>
          <label htmlFor="lead-move-reason" className="block font-semibold text-slate-900">
            Reason lost
          </label>
          <p id="lead-move-reason-hint" className="text-sm text-slate-700">
            Required when moving to Lost.
          </p>
          <textarea
            id="lead-move-reason"
            name="lostReason"
            rows={2}
            maxLength={LOST_REASON_MAX}
            defaultValue={failed?.values.lostReason}
            aria-invalid={errors.lostReason ? true : undefined}
            aria-describedby={describedBy("lead-move-reason-hint", errors.lostReason && "lead-move-reason-error")}
            className={inputClass}
          />
          {errors.lostReason && (
            <p id="lead-move-reason-error" className="mt-1 text-sm font-medium text-red-800">
              {errors.lostReason}
            </p>
          )}
        </div>
      )}
      <div>
        <button
          type="submit"
          disabled={busy}
          className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-white disabled:opacity-60"
        >
          {busy ? "Moving…" : "Move lead"}
        </button>
      </div>
    </Form>
  );
}
