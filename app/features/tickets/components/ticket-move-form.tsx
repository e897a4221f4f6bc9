import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { inputClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

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
        <p
          role="status"
          className={cn("text-sm font-medium", done && "rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-200")}
        >
          {doneMessage}
        </p>
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
      <p
        role="alert"
        className={cn("text-sm font-medium", summary && "rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200")}
      >
        {summary}
      </p>
      <p
        role="status"
        className={cn("text-sm font-medium", done && "rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-200")}
      >
        {doneMessage}
      </p>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="from" value={status} />
      <fieldset aria-invalid={errors.to ? true : undefined} aria-describedby={errors.to ? "move-to-error" : undefined}>
        <legend className="font-semibold text-slate-900">New status</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {moves.map((to) => (
            <label
              key={to}
              className="has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-brand-700/40 inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-400 bg-white px-3 has-[:focus-visible]:ring-2"
            >
              <input type="radio" name="to" value={to} defaultChecked={chosen === to} className="accent-brand-700 size-4" />
              {TICKET_STATUS_LABELS[to]}
            </label>
          ))}
        </div>
        {errors.to && (
          <p id="move-to-error" className="mt-1 text-sm font-medium text-red-800">
            {errors.to}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor="move-public" className="block font-semibold text-slate-900">
          Note for the customer <span className="font-normal text-slate-700">(optional)</span>
        </label>
        <p id="move-public-hint" className="text-sm text-slate-700">
          Shown on the status page{consented ? " and in the e-mail" : ""}.
        </p>
        <textarea
          id="move-public"
          name="publicNote"
          rows={3}
          maxLength={TICKET_LIMITS.note}
          defaultValue={failed?.values.publicNote}
          aria-invalid={errors.publicNote ? true : undefined}
          aria-describedby={["move-public-hint", errors.publicNote && "move-public-error"].filter(Boolean).join(" ")}
          className={inputClass}
        />
        {errors.publicNote && (
          <p id="move-public-error" className="mt-1 text-sm font-medium text-red-800">
            {errors.publicNote}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="move-private" className="block font-semibold text-slate-900">
          Private note <span className="font-normal text-slate-700">(optional)</span>
        </label>
        <p id="move-private-hint" className="text-sm text-slate-700">
          Only the shop sees it.
        </p>
        <textarea
          id="move-private"
          name="privateNote"
          rows={2}
          maxLength={TICKET_LIMITS.note}
          defaultValue={failed?.values.privateNote}
          aria-invalid={errors.privateNote ? true : undefined}
          aria-describedby={["move-private-hint", errors.privateNote && "move-private-error"].filter(Boolean).join(" ")}
          className={inputClass}
        />
        {errors.privateNote && (
          <p id="move-private-error" className="mt-1 text-sm font-medium text-red-800">
            {errors.privateNote}
          </p>
        )}
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-white disabled:opacity-60"
        >
          {busy ? "Saving…" : "Change status"}
        </button>
      </div>
    </Form>
  );
}
