import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass, controlProps } from "~/components/ui/form-field";

import { TICKET_LIMITS, TICKET_MOVES, TICKET_STATUS_LABELS, isTicketStatus, type TicketStatus } from "../statuses";
import type { TicketMoveOutcome } from "../ticket-forms.server";

/**
 * Moves the ticket to a status it may take next, with a note the customer sees and one only the
 * shop sees. It posts the status it was drawn for, so a change made meanwhile is refused.
 */
export function TicketMoveForm({
  status,
  result,
  consented,
}: {
  status: TicketStatus;
  result?: TicketMoveOutcome;
  consented: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const first = errors.to ? "to" : errors.publicNote ? "publicNote" : errors.privateNote ? "privateNote" : null;

  useEffect(() => {
    if (failed && first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [failed, first]);

  const moves = TICKET_MOVES[status];
  const done = result?.ok && isTicketStatus(result.to) ? result : undefined;
  const doneMessage = done
    ? `Now ${TICKET_STATUS_LABELS[done.to as TicketStatus]}.${done.emailed ? " The customer's e-mail is on its way." : ""}`
    : "";
  if (moves.length === 0) {
    // A last move (picked up, cancelled) still says what it did, where the form was.
    return (
      <div className="grid gap-2">
        <Banner tone="success">{doneMessage}</Banner>
        <p className="text-slate-700">
          This ticket is {TICKET_STATUS_LABELS[status].toLowerCase()}; its status no longer changes.
        </p>
      </div>
    );
  }
  const summary = failed ? (failed.formError ?? "The status was not changed. Check the marked fields.") : "";
  const chosen = failed && !failed.formError ? failed.values.to : undefined;

  return (
    <Form ref={formRef} method="post" noValidate className="grid gap-4" aria-labelledby="move-heading">
      <h2 id="move-heading" className="text-xl font-semibold">
        Change status
      </h2>
      <Banner tone="error">{summary}</Banner>
      <Banner tone="success">{doneMessage}</Banner>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="from" value={status} />
      <FormField id="move-to" layout="group" label="New status" error={errors.to}>
        <div className="mt-2 flex flex-wrap gap-2">
          {moves.map((to) => (
            <label key={to} className={choiceClass}>
              <input type="radio" name="to" value={to} defaultChecked={chosen === to} className="accent-brand-700 size-4" />
              {TICKET_STATUS_LABELS[to]}
            </label>
          ))}
        </div>
      </FormField>
      <FormField
        id="move-public"
        label="Note for the customer"
        optional
        hint={`Shown on the status page${consented ? " and in the e-mail" : ""}.`}
        error={errors.publicNote}
      >
        <textarea
          {...controlProps("move-public", { hint: true, error: errors.publicNote })}
          name="publicNote"
          rows={3}
          maxLength={TICKET_LIMITS.note}
          defaultValue={failed?.values.publicNote}
        />
      </FormField>
      <FormField id="move-private" label="Private note" optional hint="Only the shop sees it." error={errors.privateNote}>
        <textarea
          {...controlProps("move-private", { hint: true, error: errors.privateNote })}
          name="privateNote"
          rows={2}
          maxLength={TICKET_LIMITS.note}
          defaultValue={failed?.values.privateNote}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Change status"}
        </Button>
      </div>
    </Form>
  );
}
