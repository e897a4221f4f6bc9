import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { inputClass } from "~/components/ui/form-field";
import { cn } from "~/lib/cn";

import type { TicketField } from "../schema.server";
import { DEVICE_TYPES, DEVICE_TYPE_LABELS, TICKET_LIMITS } from "../statuses";
import type { TicketFormOutcome, TicketFormValues } from "../ticket-forms.server";

const ORDER: TicketField[] = [
  "customerName",
  "email",
  "phone",
  "deviceType",
  "deviceModel",
  "serial",
  "problem",
  "accessories",
  "estimate",
  "emailConsent",
];

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The create and edit form of a ticket. Everything is checked on the server; a refusal keeps what
 * was typed, marks each field with its message, announces the summary and focuses the first field.
 */
export function TicketForm({
  mode,
  initial,
  result,
  leadId,
}: {
  mode: "create" | "edit";
  initial: TicketFormValues;
  result?: TicketFormOutcome;
  leadId?: number | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const values = failed?.values ?? initial;
  const formRef = useRef<HTMLFormElement>(null);
  const firstError = ORDER.find((f) => errors[f]);

  useEffect(() => {
    if (!failed || !firstError) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${firstError}"]`)?.focus();
  }, [failed, firstError]);

  const summary = failed ? (failed.formError ?? "The ticket was not saved. Check the marked fields.") : "";
  const invalid = (f: TicketField) => (errors[f] ? true : undefined);

  return (
    <Form ref={formRef} method="post" noValidate className="grid gap-4" aria-labelledby="ticket-form-heading">
      <h2 id="ticket-form-heading" className="text-xl font-semibold">
        {mode === "create" ? "Customer and device" : "Edit ticket"}
      </h2>
      <p
        role="alert"
        className={cn("text-sm font-medium", summary && "rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-200")}
      >
        {summary}
      </p>
      {mode === "edit" && (
        <p
          role="status"
          className={cn("text-sm font-medium", result?.ok && "rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-200")}
        >
          {result?.ok ? "Saved." : ""}
        </p>
      )}
      <input type="hidden" name="intent" value={mode === "create" ? "create" : "edit"} />
      {leadId ? <input type="hidden" name="leadId" value={leadId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="t-name" label="Customer name" error={errors.customerName}>
          {(d) => (
            <input
              id="t-name"
              name="customerName"
              autoComplete="off"
              maxLength={TICKET_LIMITS.name}
              defaultValue={values.customerName}
              aria-invalid={invalid("customerName")}
              aria-describedby={d}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="t-email" label="E-mail" hint="E-mail or phone, at least one." error={errors.email}>
          {(d) => (
            <input
              id="t-email"
              name="email"
              type="email"
              autoComplete="off"
              maxLength={TICKET_LIMITS.email}
              defaultValue={values.email}
              aria-invalid={invalid("email")}
              aria-describedby={d}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="t-phone" label="Phone" error={errors.phone}>
          {(d) => (
            <input
              id="t-phone"
              name="phone"
              type="tel"
              autoComplete="off"
              maxLength={TICKET_LIMITS.phone}
              defaultValue={values.phone}
              aria-invalid={invalid("phone")}
              aria-describedby={d}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="t-type" label="Device type" error={errors.deviceType}>
          {(d) => (
            <select
              id="t-type"
              name="deviceType"
              defaultValue={values.deviceType || "laptop"}
              aria-invalid={invalid("deviceType")}
              aria-describedby={d}
              className={inputClass}
            >
              {DEVICE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {DEVICE_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="t-model" label="Make and model" error={errors.deviceModel}>
          {(d) => (
            <input
              id="t-model"
              name="deviceModel"
              maxLength={TICKET_LIMITS.model}
              defaultValue={values.deviceModel}
              aria-invalid={invalid("deviceModel")}
              aria-describedby={d}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="t-serial" label="Serial number (optional)" error={errors.serial}>
          {(d) => (
            <input
              id="t-serial"
              name="serial"
              maxLength={TICKET_LIMITS.serial}
              defaultValue={values.serial}
              aria-invalid={invalid("serial")}
              aria-describedby={d}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field id="t-problem" label="Reported problem" error={errors.problem}>
        {(d) => (
          <textarea
            id="t-problem"
            name="problem"
            rows={3}
            maxLength={TICKET_LIMITS.problem}
            defaultValue={values.problem}
            aria-invalid={invalid("problem")}
            aria-describedby={d}
            className={inputClass}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="t-accessories" label="Accessories left (optional)" hint="Charger, bag, cables…" error={errors.accessories}>
          {(d) => (
            <input
              id="t-accessories"
              name="accessories"
              maxLength={TICKET_LIMITS.accessories}
              defaultValue={values.accessories}
              aria-invalid={invalid("accessories")}
              aria-describedby={d}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="t-estimate" label="Estimate in dollars (optional)" hint="Such as 149 or 149.99." error={errors.estimate}>
          {(d) => (
            <input
              id="t-estimate"
              name="estimate"
              inputMode="decimal"
              maxLength={12}
              defaultValue={values.estimate}
              aria-invalid={invalid("estimate")}
              aria-describedby={d}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div>
        <label className="inline-flex min-h-11 items-center gap-3 font-semibold text-slate-900">
          <input
            type="checkbox"
            name="emailConsent"
            defaultChecked={values.emailConsent === "on"}
            aria-invalid={invalid("emailConsent")}
            aria-describedby={errors.emailConsent ? "t-consent-error" : "t-consent-hint"}
            className="accent-brand-700 size-5"
          />
          May we e-mail you updates?
        </label>
        <p id="t-consent-hint" className="text-sm text-slate-700">
          Tick only when the customer said yes; the time is recorded. One e-mail per status change, with the status link.
        </p>
        {errors.emailConsent && (
          <p id="t-consent-error" className="mt-1 text-sm font-medium text-red-800">
            {errors.emailConsent}
          </p>
        )}
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className="bg-brand-700 hover:bg-brand-800 inline-flex min-h-11 items-center rounded-lg px-5 font-semibold text-white disabled:opacity-60"
        >
          {busy ? "Saving…" : mode === "create" ? "Create ticket" : "Save changes"}
        </button>
      </div>
    </Form>
  );
}
