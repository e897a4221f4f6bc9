import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass, controlProps } from "~/components/ui/form-field";
import { Fact, Facts, Panel } from "~/components/ui/panel";

import { PASSCODE_MAX_LENGTH, PASSCODE_MODES, PASSCODE_MODE_LABELS, type PasscodeMode } from "../passcode-mode";
import type { PasscodeOutcome } from "../passcode-forms.server";
import { isFinalStatus, type TicketStatus } from "../statuses";

/** What the panel says is kept. */
function describeKept(mode: PasscodeMode | null, kept: boolean, final: boolean): string {
  if (kept) return "kept, encrypted, until the device leaves the shop";
  if (final && mode === "given") return "erased when the device left the shop";
  return mode === "given" ? "none kept: set it below" : "none kept";
}

/**
 * The device's passcode: how the shop gets in and, when the customer gave a passcode, a button
 * that shows it (the server writes "Passcode viewed" in the history as it answers). The passcode
 * shown lives only in this answer to the POST; a reload or any other form hides it again. The
 * owner can set or replace it, or say it is not needed; the form never shows the passcode kept.
 */
export function PasscodePanel({
  passcode,
  status,
  erased,
  outcome,
}: {
  passcode: { mode: PasscodeMode | null; kept: boolean };
  status: TicketStatus;
  erased: boolean;
  outcome?: PasscodeOutcome;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const final = isFinalStatus(status);
  const shown = outcome?.ok && outcome.form === "show" ? outcome.passcode : null;
  const showFailed = outcome && !outcome.ok && outcome.form === "show" ? outcome : undefined;
  const setFailed = outcome && !outcome.ok && outcome.form === "set" ? outcome : undefined;
  const saved = outcome?.ok && outcome.form === "set" ? outcome.message : "";
  const errors = setFailed?.fieldErrors ?? {};
  const chosen = setFailed?.values.mode || passcode.mode || "given";
  const editable = !erased && !final;
  return (
    <Panel id="passcode-heading" title="Passcode">
      <Facts>
        <Fact label="How we get in">{passcode.mode ? PASSCODE_MODE_LABELS[passcode.mode] : "not asked"}</Fact>
        <Fact label="Passcode">{erased ? "none kept (details erased)" : describeKept(passcode.mode, passcode.kept, final)}</Fact>
      </Facts>
      {shown !== null && (
        <div role="status" className="mt-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
          <p className="font-semibold">Passcode</p>
          <p className="mt-1 font-mono text-2xl break-all whitespace-pre-wrap">{shown}</p>
          <p className="mt-1 text-sm text-slate-700">Shown this once and noted in the history; reload the page to hide it.</p>
        </div>
      )}
      <Banner tone="error" className="mt-3">
        {showFailed?.formError ?? ""}
      </Banner>
      <Banner tone="success" className="mt-3">
        {saved}
      </Banner>
      {editable && passcode.kept && shown === null && (
        <Form method="post" className="mt-3">
          <Button type="submit" name="intent" value="showPasscode" variant="outline" disabled={busy}>
            Show passcode
          </Button>
        </Form>
      )}
      {editable && (
        <details className="mt-4" open={Boolean(setFailed)}>
          <summary className="text-brand-700 inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
            {passcode.kept ? "Replace the passcode or change how we get in" : "Set the passcode or how we get in"}
          </summary>
          <Form method="post" noValidate className="mt-2 grid gap-4" aria-labelledby="passcode-form-heading">
            <h3 id="passcode-form-heading" className="sr-only">
              Passcode and how we get in
            </h3>
            <Banner tone="error">
              {setFailed ? (setFailed.formError ?? "The passcode was not saved. Check the marked fields.") : ""}
            </Banner>
            <FormField id="passcode-mode" layout="group" label="How we get in" error={errors.mode}>
              <div className="mt-2 flex flex-wrap gap-2">
                {PASSCODE_MODES.map((mode) => (
                  <label key={mode} className={choiceClass}>
                    <input
                      type="radio"
                      name="mode"
                      value={mode}
                      defaultChecked={chosen === mode}
                      className="accent-brand-700 size-4"
                    />
                    {PASSCODE_MODE_LABELS[mode]}
                  </label>
                ))}
              </div>
            </FormField>
            <FormField
              id="passcode-value"
              label="Passcode"
              hint={
                passcode.kept
                  ? "Leave empty to keep the one stored. Choosing another option deletes it."
                  : "Only with “Given to the shop”. Kept encrypted and erased at pickup."
              }
              error={errors.passcode}
            >
              <input
                {...controlProps("passcode-value", { hint: true, error: errors.passcode })}
                name="passcode"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={PASSCODE_MAX_LENGTH}
              />
            </FormField>
            <div>
              <Button type="submit" name="intent" value="setPasscode" disabled={busy}>
                Save
              </Button>
            </div>
          </Form>
        </details>
      )}
    </Panel>
  );
}
