import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass, controlProps } from "~/components/ui/form-field";

import type { LeadMoveOutcome } from "../lead-page.server";
import { LEAD_MOVES, LEAD_STAGE_LABELS, LOST_REASON_MAX, STAGE_NOTE_MAX, type LeadStage } from "../stages";

/**
 * Moves the lead to one of the stages it may go to next, with an optional note and, for "lost",
 * a required reason; "Add note" keeps the stage and records the note alone. It posts the stage it was drawn for, so a move made meanwhile by someone
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
      <Banner tone="error">{summary}</Banner>
      <Banner tone="success">
        {result?.ok
          ? result.noted
            ? "Note added."
            : `Moved from ${LEAD_STAGE_LABELS[result.from]} to ${LEAD_STAGE_LABELS[result.to]}.`
          : ""}
      </Banner>
      <input type="hidden" name="from" value={stage} />
      <FormField
        id="to"
        layout="group"
        label="Move to"
        hint="Or write a note and use Add note to keep the stage."
        error={errors.to}
      >
        <div className="mt-2 flex flex-wrap gap-2">
          {moves.map((to) => (
            <label key={to} className={choiceClass}>
              <input type="radio" name="to" value={to} defaultChecked={chosen === to} className="accent-brand-700 size-4" />
              {LEAD_STAGE_LABELS[to]}
            </label>
          ))}
        </div>
      </FormField>
      <FormField id="lead-move-note" label="Note" optional error={errors.note}>
        <textarea
          {...controlProps("lead-move-note", { error: errors.note })}
          name="note"
          rows={3}
          maxLength={STAGE_NOTE_MAX}
          defaultValue={failed?.values.note}
        />
      </FormField>
      {moves.includes("lost") && (
        <FormField id="lead-move-reason" label="Reason lost" hint="Required when moving to Lost." error={errors.lostReason}>
          <textarea
            {...controlProps("lead-move-reason", { hint: true, error: errors.lostReason })}
            name="lostReason"
            rows={2}
            maxLength={LOST_REASON_MAX}
            defaultValue={failed?.values.lostReason}
          />
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" name="intent" value="move" disabled={busy}>
          {busy ? "Moving…" : "Move lead"}
        </Button>
        <Button type="submit" name="intent" value="note" variant="outline" disabled={busy}>
          Add note
        </Button>
      </div>
    </Form>
  );
}
