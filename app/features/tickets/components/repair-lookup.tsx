import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { inputClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

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
        <p
          role="alert"
          className={cn("text-sm font-medium", summary && "rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200")}
        >
          {summary}
        </p>
        <div>
          <label htmlFor="lookup-number" className="block font-semibold">
            Ticket number
          </label>
          <p id="lookup-number-hint" className="text-sm text-slate-700">
            Such as SC-2611-0042.
          </p>
          <input
            id="lookup-number"
            name="number"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={20}
            defaultValue={failed?.values.number}
            aria-invalid={errors.number ? true : undefined}
            aria-describedby={["lookup-number-hint", errors.number && "lookup-number-error"].filter(Boolean).join(" ")}
            className={inputClass}
          />
          {errors.number && (
            <p id="lookup-number-error" className="mt-1 text-sm font-medium text-red-800">
              {errors.number}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="lookup-contact" className="block font-semibold">
            E-mail or phone
          </label>
          <input
            id="lookup-contact"
            name="contact"
            autoComplete="email"
            maxLength={254}
            defaultValue={failed?.values.contact}
            aria-invalid={errors.contact ? true : undefined}
            aria-describedby={errors.contact ? "lookup-contact-error" : undefined}
            className={inputClass}
          />
          {errors.contact && (
            <p id="lookup-contact-error" className="mt-1 text-sm font-medium text-red-800">
              {errors.contact}
            </p>
          )}
        </div>
        <div>
          <button
            type="submit"
            disabled={busy}
            className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-white disabled:opacity-60"
          >
            {busy ? "Looking…" : "Find my repair"}
          </button>
        </div>
      </Form>
    </div>
  );
}
