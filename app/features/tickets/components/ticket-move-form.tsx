import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass, controlProps } from "~/components/ui/form-field";

import { EVERYTHING, canMoveTo, type TicketPageCan } from "../permissions";
import { TICKET_LIMITS, TICKET_MOVES, TICKET_STATUS_LABELS, isFinalStatus, isTicketStatus, type TicketStatus } from "../statuses";
import type { TicketMoveOutcome } from "../ticket-forms.server";
import { PickupFields } from "./pickup-fields";

/**
 * Moves the ticket to a status it may take next, or adds a note and keeps the status, with a note
 * the customer sees and one only the shop sees. It posts the status it was drawn for, so a change
 * made meanwhile is refused. A final status (picked up, returned unrepaired) is asked about first:
 * the server answers with a box to tick, so the step works without JavaScript; a pickup with
 * money still owed is asked about too, with a box for the reason to let the machine go. Only
 * the moves the user's role allows (`can`) are offered; a note is open to every role.
 */
export function TicketMoveForm({
  status,
  result,
  consented,
  accessories = null,
  can = EVERYTHING,
}: {
  status: TicketStatus;
  result?: TicketMoveOutcome;
  consented: boolean;
  /** What the customer left with the device: the pickup checklist names it. */
  accessories?: string | null;
  can?: TicketPageCan;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const first = errors.confirmFinal
    ? "confirmFinal"
    : errors.pickupDevice
      ? "pickupDevice"
      : errors.pickupSignature
        ? "pickupSignedName"
        : errors.releaseReason
          ? "releaseReason"
          : errors.to
            ? "to"
            : errors.publicNote
              ? "publicNote"
              : errors.privateNote
                ? "privateNote"
                : null;

  useEffect(() => {
    if (failed && first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [failed, first]);

  const moves = TICKET_MOVES[status].filter((to) => canMoveTo(can, to));
  const movesElsewhere = moves.length < TICKET_MOVES[status].length;
  const done = result?.ok ? result : undefined;
  const doneMessage = !done
    ? ""
    : done.noted
      ? "Note added."
      : isTicketStatus(done.to)
        ? `Now ${TICKET_STATUS_LABELS[done.to]}.${done.emailed ? " The customer's e-mail is on its way." : ""}`
        : "";
  const summary = failed
    ? (failed.formError ??
      (errors.pickupDevice || errors.pickupSignature
        ? "The device has not been signed for yet: see the marked fields."
        : failed.confirm
          ? "Please confirm: this status is final."
          : failed.askRelease
            ? "Money is still owed on this ticket: record it first, or write why the machine may go."
            : "The status was not changed. Check the marked fields."))
    : "";
  const chosen = failed && !failed.formError ? failed.values.to : undefined;
  // Picked up asks for the checklist and the signature at once with the page's script, and
  // without it once the server has answered the first try.
  const [selected, setSelected] = useState(chosen);
  const final = isTicketStatus(chosen) && isFinalStatus(chosen) ? chosen : null;
  const asking = (failed?.confirm || failed?.askRelease) && final ? final : null;
  // Asked for the reason after the owner had confirmed: the box stays ticked.
  const releasing = failed?.askRelease ? failed : undefined;
  // Confirmed already (the reason or the pickup's signature was missing): the box stays ticked.
  const confirmed = !!releasing || (!!failed?.confirm && !errors.confirmFinal);

  return (
    <Form ref={formRef} method="post" noValidate className="grid gap-4" aria-labelledby="move-heading">
      <h2 id="move-heading" className="text-xl font-semibold">
        {moves.length === 0 ? "Add a note" : "Change status"}
      </h2>
      <Banner tone="error">{summary}</Banner>
      <Banner tone="success">{doneMessage}</Banner>
      <input type="hidden" name="from" value={status} />
      {moves.length === 0 ? (
        <p className="text-slate-700">
          {movesElsewhere
            ? `This ticket is ${TICKET_STATUS_LABELS[status].toLowerCase()}; your role does not move it from here, but you can add a note.`
            : `This ticket is ${TICKET_STATUS_LABELS[status].toLowerCase()}; its status no longer changes.`}
        </p>
      ) : (
        <FormField id="move-to" layout="group" label="New status" error={errors.to}>
          <div className="mt-2 flex flex-wrap gap-2">
            {moves.map((to) => (
              <label key={to} className={choiceClass}>
                <input
                  type="radio"
                  name="to"
                  value={to}
                  defaultChecked={chosen === to}
                  onChange={() => setSelected(to)}
                  className="accent-brand-700 size-4"
                />
                {TICKET_STATUS_LABELS[to]}
              </label>
            ))}
          </div>
        </FormField>
      )}
      {selected === "picked_up" && <PickupFields accessories={accessories} values={failed?.pickup} errors={errors} />}
      {asking && (
        <div className="grid gap-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300">
          {releasing?.releaseBalanceCents !== undefined && (
            // The balance the reason is given for: a payment recorded meanwhile makes the owner look again.
            <input type="hidden" name="releaseBalance" value={releasing.releaseBalanceCents} />
          )}
          {releasing && (
            <FormField
              id="move-release"
              label="Reason to let it go with a balance"
              hint="Written in the ticket's history with the amount."
              error={errors.releaseReason}
            >
              <textarea
                {...controlProps("move-release", { hint: true, error: errors.releaseReason })}
                name="releaseReason"
                rows={2}
                maxLength={500}
                defaultValue={releasing.values.releaseReason}
              />
            </FormField>
          )}
          <FormField
            id="move-confirm"
            layout="check"
            label={`Yes, mark it ${TICKET_STATUS_LABELS[asking].toLowerCase()}: the machine has left the shop`}
            error={errors.confirmFinal}
          >
            <input
              id="move-confirm"
              type="checkbox"
              name="confirmFinal"
              defaultChecked={confirmed}
              aria-invalid={errors.confirmFinal ? true : undefined}
              aria-describedby={errors.confirmFinal ? "move-confirm-error" : undefined}
              className="accent-brand-700 size-5"
            />
          </FormField>
        </div>
      )}
      <FormField
        id="move-public"
        label="Note for the customer"
        optional
        hint={`Shown on the status page${consented ? " and, with a change of status, in the e-mail" : ""}.`}
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
      <div className="flex flex-wrap gap-2">
        {moves.length > 0 && (
          <Button type="submit" name="intent" value="move" disabled={busy}>
            {busy ? "Saving…" : "Change status"}
          </Button>
        )}
        <Button type="submit" name="intent" value="note" variant={moves.length > 0 ? "outline" : undefined} disabled={busy}>
          Add note
        </Button>
      </div>
    </Form>
  );
}
