import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";

import type { LookupOutcome } from "../lookup.server";

/** /repair: find a repair by the number on the receipt and the e-mail or phone given at drop-off. */
export function RepairLookup({ result, phone }: { result?: LookupOutcome; phone: string }) {
  const busy = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const formRef = useRef<HTMLFormElement>(null);
  const first = errors.number ? "number" : errors.contact ? "contact" : null;
  useEffect(() => {
    if (failed && first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [failed, first]);
  const summary = failed ? (failed.formError ?? "Check the marked fields.") + (failed.status === 429 ? ` ${phone}` : "") : "";
  return (
    <div className="container-page max-w-xl py-8">
      <h1 className="text-3xl font-bold">Check your repair</h1>
      <p className="mt-2 text-slate-700">
        Enter the ticket number from your receipt or sticker and the e-mail address or phone number you gave us.
      </p>
      <Form ref={formRef} method="post" noValidate className="mt-6 grid gap-4" aria-label="Find your repair">
        <Banner tone="error">{summary}</Banner>
        <FormField id="lookup-number" label="Ticket number" hint="Such as SC-2611-0042." error={errors.number}>
          <input
            {...controlProps("lookup-number", { hint: true, error: errors.number })}
            name="number"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            defaultValue={failed?.values.number}
          />
        </FormField>
        <FormField id="lookup-contact" label="E-mail or phone" error={errors.contact}>
          <input
            {...controlProps("lookup-contact", { error: errors.contact })}
            name="contact"
            autoComplete="email"
            maxLength={254}
            defaultValue={failed?.values.contact}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Looking…" : "Find my repair"}
          </Button>
        </div>
      </Form>
    </div>
  );
}
