import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, controlProps } from "~/components/ui/form-field";

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
  "promisedOn",
  "emailConsent",
];

/**
 * The create and edit form of a ticket. Everything is checked on the server; a refusal keeps what
 * was typed, marks each field with its message, announces the summary and focuses the first field.
 */
export function TicketForm({
  mode,
  initial,
  result,
  leadId,
  bookingId,
  children,
}: {
  mode: "create" | "edit";
  initial: TicketFormValues;
  result?: TicketFormOutcome;
  leadId?: number | null;
  /** A check-in: the booking the new ticket marks attended. */
  bookingId?: number | null;
  /** Shown above the submit button (the new-ticket page's confirmation of a second ticket). */
  children?: ReactNode;
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
  const control = (name: TicketField, id: string, hint = false) => ({ name, ...controlProps(id, { hint, error: errors[name] }) });

  return (
    <Form ref={formRef} method="post" noValidate className="grid gap-4" aria-labelledby="ticket-form-heading">
      <h2 id="ticket-form-heading" className="text-xl font-semibold">
        {mode === "create" ? "Customer and device" : "Edit ticket"}
      </h2>
      <Banner tone="error">{summary}</Banner>
      {mode === "edit" && <Banner tone="success">{result?.ok ? "Saved." : ""}</Banner>}
      <input type="hidden" name="intent" value={mode === "create" ? "create" : "edit"} />
      {leadId ? <input type="hidden" name="leadId" value={leadId} /> : null}
      {bookingId ? <input type="hidden" name="bookingId" value={bookingId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="t-name" label="Customer name" error={errors.customerName}>
          <input
            {...control("customerName", "t-name")}
            autoComplete="off"
            maxLength={TICKET_LIMITS.name}
            defaultValue={values.customerName}
          />
        </FormField>
        <FormField id="t-email" label="E-mail" hint="E-mail or phone, at least one." error={errors.email}>
          <input
            {...control("email", "t-email", true)}
            type="email"
            autoComplete="off"
            maxLength={TICKET_LIMITS.email}
            defaultValue={values.email}
          />
        </FormField>
        <FormField id="t-phone" label="Phone" error={errors.phone}>
          <input
            {...control("phone", "t-phone")}
            type="tel"
            autoComplete="off"
            maxLength={TICKET_LIMITS.phone}
            defaultValue={values.phone}
          />
        </FormField>
        <FormField id="t-type" label="Device type" error={errors.deviceType}>
          <select {...control("deviceType", "t-type")} defaultValue={values.deviceType || "laptop"}>
            {DEVICE_TYPES.map((t) => (
              <option key={t} value={t}>
                {DEVICE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="t-model" label="Make and model" error={errors.deviceModel}>
          <input {...control("deviceModel", "t-model")} maxLength={TICKET_LIMITS.model} defaultValue={values.deviceModel} />
        </FormField>
        <FormField id="t-serial" label="Serial number (optional)" error={errors.serial}>
          <input {...control("serial", "t-serial")} maxLength={TICKET_LIMITS.serial} defaultValue={values.serial} />
        </FormField>
      </div>
      <FormField id="t-problem" label="Reported problem" error={errors.problem}>
        <textarea {...control("problem", "t-problem")} rows={3} maxLength={TICKET_LIMITS.problem} defaultValue={values.problem} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="t-accessories" label="Accessories left (optional)" hint="Charger, bag, cables…" error={errors.accessories}>
          <input
            {...control("accessories", "t-accessories", true)}
            maxLength={TICKET_LIMITS.accessories}
            defaultValue={values.accessories}
          />
        </FormField>
        <FormField id="t-estimate" label="Estimate in dollars (optional)" hint="Such as 149 or 149.99." error={errors.estimate}>
          <input {...control("estimate", "t-estimate", true)} inputMode="decimal" maxLength={12} defaultValue={values.estimate} />
        </FormField>
        <FormField
          id="t-promised"
          label="Promised by (optional)"
          hint="The day you told the customer it would be ready."
          error={errors.promisedOn}
        >
          <input {...control("promisedOn", "t-promised", true)} type="date" defaultValue={values.promisedOn} />
        </FormField>
      </div>
      <FormField
        id="t-consent"
        layout="check"
        label="May we e-mail you updates?"
        hint="Tick only when the customer said yes; the time is recorded. One e-mail per status change, with the status link."
        error={errors.emailConsent}
      >
        <input
          id="t-consent"
          type="checkbox"
          name="emailConsent"
          defaultChecked={values.emailConsent === "on"}
          aria-invalid={errors.emailConsent ? true : undefined}
          aria-describedby={errors.emailConsent ? "t-consent-error" : "t-consent-hint"}
          className="accent-brand-700 size-5"
        />
      </FormField>
      {children}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : mode === "create" ? "Create ticket" : "Save changes"}
        </Button>
      </div>
    </Form>
  );
}
