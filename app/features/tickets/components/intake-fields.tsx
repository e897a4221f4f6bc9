import { useEffect, useRef, useState } from "react";

import { FormField, choiceClass, controlProps } from "~/components/ui/form-field";
import { formatUsd } from "~/lib/money";

import { CONDITION_ITEMS, CONDITION_LABELS, INTAKE_LIMITS, POWERS_ON, POWERS_ON_LABELS } from "../intake";
import type { IntakeErrors, IntakeField, IntakeValues } from "../intake-schema.server";
import type { IntakeFormContext } from "../intake.server";
import { PASSCODE_MAX_LENGTH, type PasscodeMode } from "../passcode-mode";
import type { TicketFormOutcome } from "../ticket-forms.server";
import { SignatureField } from "./signature-field";

const CONDITION_FIELDS = { screen: "condScreen", case: "condCase", keys: "condKeys", liquid: "condLiquid" } as const;

/** The counter's words for the passcode choices. */
const PASSCODE_CHOICES: Array<[PasscodeMode, string]> = [
  ["given", "Passcode given"],
  ["not_needed", "Not needed"],
  ["stay", "Customer will stay to unlock"],
];

const FEE_PAID: Array<["no" | "card" | "cash", string]> = [
  ["no", "Not paid yet"],
  ["card", "Paid now by card"],
  ["cash", "Paid now by cash"],
];

/** The order a refused intake's first message is looked for in (and focused). */
const ORDER: IntakeField[] = [
  "condPowers",
  "conditionNote",
  "passcodeMode",
  "passcode",
  "backupFirst",
  "diagnosticFee",
  "feePaid",
  "intakeSignature",
];

const EMPTY: IntakeValues = {
  condScreen: "",
  condCase: "",
  condKeys: "",
  condLiquid: "",
  condPowers: "",
  conditionNote: "",
  passcodeMode: "",
  passcode: "",
  backupFirst: "",
  diagnosticFee: "",
  feePaid: "no",
  intakeSignature: "",
  intakeSignedName: "",
  termsVersion: "",
};

function Choices({ name, choices, value }: { name: string; choices: Array<[string, string]>; value: string }) {
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {choices.map(([choice, label]) => (
        <label key={choice} className={choiceClass}>
          <input type="radio" name={name} value={choice} defaultChecked={value === choice} className="accent-brand-700 size-4" />
          {label}
        </label>
      ))}
    </div>
  );
}

/**
 * The intake part of the new-ticket form: the device's condition, how the shop gets into it, the
 * customer's choice about a backup, the diagnostic fee, and the intake terms they sign. The
 * passcode box shows only for "Passcode given" once the page's script runs (always without it);
 * a refused form never comes back with the passcode in it.
 */
export function IntakeFields({ intake, result }: { intake: IntakeFormContext; result?: TicketFormOutcome }) {
  const failed = result && !result.ok ? result : undefined;
  const errors: IntakeErrors = failed?.intakeErrors ?? {};
  const values = failed?.intakeValues ?? EMPTY;
  const [scripted, setScripted] = useState(false);
  const [mode, setMode] = useState(values.passcodeMode);
  const root = useRef<HTMLElement>(null);
  useEffect(() => setScripted(true), []);

  // The ticket form focuses its own first field in error after this runs, so this one is
  // focused only when the customer and device fields were all right.
  const first = ORDER.find((f) => errors[f]);
  useEffect(() => {
    if (!failed || !first) return;
    const name = first === "intakeSignature" ? "intakeSignedName" : first;
    root.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  }, [failed, first]);

  const showPasscode = !scripted || mode === "given";

  return (
    <section ref={root} aria-labelledby="intake-heading" className="grid gap-4 border-t border-slate-200 pt-4">
      <h2 id="intake-heading" className="text-xl font-semibold">
        Intake
      </h2>
      <FormField id="i-condition" layout="group" label="Condition on arrival" hint="Tick what you can see; leave the rest.">
        <div className="mt-2 flex flex-wrap gap-2">
          {CONDITION_ITEMS.map((item) => (
            <label key={item} className={choiceClass}>
              <input
                type="checkbox"
                name={CONDITION_FIELDS[item]}
                defaultChecked={values[CONDITION_FIELDS[item]] === "on"}
                className="accent-brand-700 size-4"
              />
              {CONDITION_LABELS[item]}
            </label>
          ))}
        </div>
      </FormField>
      <FormField id="i-powers" layout="group" label="Powers on" error={errors.condPowers}>
        <Choices name="condPowers" choices={POWERS_ON.map((p) => [p, POWERS_ON_LABELS[p]])} value={values.condPowers} />
      </FormField>
      <FormField id="i-note" label="Condition note" optional error={errors.conditionNote}>
        <textarea
          {...controlProps("i-note", { error: errors.conditionNote })}
          name="conditionNote"
          rows={2}
          maxLength={INTAKE_LIMITS.conditionNote}
          defaultValue={values.conditionNote}
        />
      </FormField>
      <FormField id="i-passcode-mode" layout="group" label="Passcode" error={errors.passcodeMode}>
        <div className="mt-2 flex flex-wrap gap-2" onChange={(e) => setMode((e.target as HTMLInputElement).value)}>
          {PASSCODE_CHOICES.map(([choice, label]) => (
            <label key={choice} className={choiceClass}>
              <input
                type="radio"
                name="passcodeMode"
                value={choice}
                defaultChecked={values.passcodeMode === choice}
                className="accent-brand-700 size-4"
              />
              {label}
            </label>
          ))}
        </div>
      </FormField>
      {showPasscode && (
        <FormField
          id="i-passcode"
          label="The passcode"
          hint={`${scripted ? "" : "Only with “Passcode given”. "}Kept encrypted, shown only on request, erased at pickup.`}
          error={errors.passcode}
          className="max-w-md"
        >
          <input
            {...controlProps("i-passcode", { hint: true, error: errors.passcode })}
            name="passcode"
            type="text"
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            maxLength={PASSCODE_MAX_LENGTH}
          />
        </FormField>
      )}
      <FormField
        id="i-backup"
        layout="group"
        label="Back up the data first?"
        hint={intake.dataLoss || undefined}
        error={errors.backupFirst}
      >
        <Choices
          name="backupFirst"
          choices={[
            ["yes", "Yes, back it up first"],
            ["no", "No backup"],
          ]}
          value={values.backupFirst}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="i-fee"
          label="Diagnostic fee in dollars"
          optional
          hint={`${intake.feeCents !== null ? `Price list: ${formatUsd(intake.feeCents)}. ` : ""}Agreed now, it is the approved estimate's first line.`}
          error={errors.diagnosticFee}
        >
          <input
            {...controlProps("i-fee", { hint: true, error: errors.diagnosticFee })}
            name="diagnosticFee"
            inputMode="decimal"
            maxLength={12}
            defaultValue={values.diagnosticFee}
          />
        </FormField>
        <FormField id="i-fee-paid" layout="group" label="Fee paid" error={errors.feePaid}>
          <Choices name="feePaid" choices={FEE_PAID} value={values.feePaid || "no"} />
        </FormField>
      </div>
      <div className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-300">
        <h3 id="intake-terms-heading" className="font-semibold">
          Intake terms{intake.terms.version > 0 ? ` (version ${intake.terms.version})` : ""}
        </h3>
        <p className="mt-1 break-words whitespace-pre-line text-slate-800">{intake.terms.text}</p>
        <input type="hidden" name="termsVersion" value={intake.terms.version} />
      </div>
      <SignatureField
        // New terms (a refusal because they changed) need a new signature: the pad starts empty.
        key={intake.terms.version}
        id="i-sign"
        legend="Customer's signature"
        hint="The customer signs to agree to the intake terms above."
        pathName="intakeSignature"
        nameName="intakeSignedName"
        initialPath={values.intakeSignature}
        initialName={values.intakeSignedName}
        error={errors.intakeSignature ?? errors.intakeSignedName}
      />
    </section>
  );
}
