import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass, controlProps } from "~/components/ui/form-field";
import { localParts } from "~/features/booking";

import type { Estimate } from "../ledger.server";
import { MONEY_LIMITS } from "../money";
import type { TicketMoneyOutcome } from "../ticket-money-forms.server";
import { useFocusFirstError } from "./use-focus-error";

const pad = (n: number) => String(n).padStart(2, "0");

/** `iso` as a datetime-local field's value on the shop's wall clock: "2026-11-26T14:30". */
export function wallClockValue(iso: string, timeZone: string): string {
  const p = localParts(new Date(iso), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The customer's answer told by phone: approved or declined, who said so, when (the shop's time,
 * now unless changed) and a note. `target` is the current version, or the draft being read out,
 * which recording the answer gives to the customer.
 */
export function PhoneDecisionForm({
  target,
  outcome,
  now,
  timeZone,
}: {
  target: Estimate;
  outcome?: TicketMoneyOutcome;
  now: string;
  timeZone: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = outcome && !outcome.ok ? outcome : undefined;
  const errors = failed?.fieldErrors ?? {};
  const v = failed?.values ?? {};
  const formRef = useFocusFirstError(failed, failed?.fieldErrors);
  return (
    <Form ref={formRef} method="post" noValidate className="mt-5 grid gap-4" aria-labelledby="phone-decision-heading">
      <h3 id="phone-decision-heading" className="text-lg font-semibold">
        Record the customer's answer by phone
      </h3>
      <p className="text-slate-700">
        {target.status === "draft"
          ? `About draft v${target.version}, as you read it out: recording the answer also gives it to the customer.`
          : `About estimate v${target.version}, the one the customer was given.`}
      </p>
      <Banner tone="error">{failed ? (failed.formError ?? "The answer was not recorded. Check the marked fields.") : ""}</Banner>
      <input type="hidden" name="version" value={target.version} />
      <FormField id="decision-choice" layout="group" label="Their answer" error={errors.decision}>
        <div className="mt-2 flex flex-wrap gap-2">
          <label className={choiceClass}>
            <input
              type="radio"
              name="decision"
              value="approve"
              defaultChecked={v.decision === "approve"}
              className="accent-brand-700 size-4"
            />
            Approved
          </label>
          <label className={choiceClass}>
            <input
              type="radio"
              name="decision"
              value="decline"
              defaultChecked={v.decision === "decline"}
              className="accent-brand-700 size-4"
            />
            Declined
          </label>
        </div>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="decision-name" label="Who answered" required error={errors.name}>
          <input
            {...controlProps("decision-name", { error: errors.name })}
            name="name"
            required
            autoComplete="off"
            maxLength={MONEY_LIMITS.name}
            defaultValue={v.name}
          />
        </FormField>
        <FormField id="decision-at" label="When" hint={`The shop's time (${timeZone}).`} error={errors.at}>
          <input
            {...controlProps("decision-at", { hint: true, error: errors.at })}
            type="datetime-local"
            name="at"
            defaultValue={v.at ?? wallClockValue(now, timeZone)}
          />
        </FormField>
      </div>
      <FormField id="decision-note" label="Note" optional hint="Such as the reason for a decline." error={errors.note}>
        <textarea
          {...controlProps("decision-note", { hint: true, error: errors.note })}
          name="note"
          rows={2}
          maxLength={MONEY_LIMITS.note}
          defaultValue={v.note}
        />
      </FormField>
      <div>
        <Button type="submit" name="intent" value="decideEstimate" disabled={busy}>
          Record the answer
        </Button>
      </div>
    </Form>
  );
}
