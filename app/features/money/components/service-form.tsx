import { Form, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { Banner, FormField, choiceClass, controlProps } from "~/components/ui/form-field";

import { MONEY_LIMITS, SERVICE_KINDS, SERVICE_KIND_LABELS, dollarsFieldValue } from "../money";
import type { ServiceFormValues, SaveServiceResult, Service } from "../services.server";
import { useFocusFirstError } from "./use-focus-error";

/** A saved service as its edit form shows it. */
export function serviceValues(s: Service): ServiceFormValues {
  return {
    name: s.name,
    price: dollarsFieldValue(s.priceCents),
    priceMax: dollarsFieldValue(s.priceMaxCents),
    kind: s.kind,
    taxable: s.taxable ? "on" : "",
    turnaroundDays: s.turnaroundDays === null ? "" : String(s.turnaroundDays),
    warrantyDays: String(s.warrantyDays),
    active: s.active ? "on" : "",
  };
}

const EMPTY: ServiceFormValues = {
  name: "",
  price: "",
  priceMax: "",
  kind: "labour",
  taxable: "",
  turnaroundDays: "",
  warrantyDays: "0",
  active: "on",
};

/**
 * The form of one service, new (no `service`) or saved. A plain POST: the server checks it and a
 * refused form comes back with what was typed and each field's message.
 */
export function ServiceForm({ service, failed }: { service?: Service; failed?: Extract<SaveServiceResult, { ok: false }> }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const p = service ? `service-${service.id}` : "service-new";
  const errors = failed?.fieldErrors ?? {};
  const v = failed?.values ?? (service ? serviceValues(service) : EMPTY);
  const formRef = useFocusFirstError(failed, failed?.fieldErrors);
  const summary = failed ? (failed.formError ?? "The service was not saved. Check the marked fields.") : "";
  const label = service ? `Edit ${service.name}` : "Add a service";

  return (
    <Form ref={formRef} method="post" noValidate className="grid gap-4" aria-label={label}>
      <Banner tone="error">{summary}</Banner>
      {service && <input type="hidden" name="id" value={service.id} />}
      <FormField id={`${p}-name`} label="Name" required error={errors.name}>
        <input
          {...controlProps(`${p}-name`, { error: errors.name })}
          name="name"
          required
          maxLength={MONEY_LIMITS.serviceName}
          defaultValue={v.name}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${p}-price`}
          label="Price in dollars"
          required
          hint="The fixed price, or the lowest of a range."
          error={errors.price}
        >
          <input
            {...controlProps(`${p}-price`, { hint: true, error: errors.price })}
            name="price"
            inputMode="decimal"
            required
            defaultValue={v.price}
          />
        </FormField>
        <FormField
          id={`${p}-max`}
          label="Highest price in dollars"
          optional
          hint="Only for a range, such as a part whose price varies."
          error={errors.priceMax}
        >
          <input
            {...controlProps(`${p}-max`, { hint: true, error: errors.priceMax })}
            name="priceMax"
            inputMode="decimal"
            defaultValue={v.priceMax}
          />
        </FormField>
      </div>
      <FormField id={`${p}-kind`} layout="group" label="Kind" error={errors.kind}>
        <div className="mt-2 flex flex-wrap gap-2">
          {SERVICE_KINDS.map((kind) => (
            <label key={kind} className={choiceClass}>
              <input type="radio" name="kind" value={kind} defaultChecked={v.kind === kind} className="accent-brand-700 size-4" />
              {SERVICE_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </FormField>
      <FormField id={`${p}-taxable`} layout="check" label="Sales tax applies" error={errors.taxable}>
        <input
          id={`${p}-taxable`}
          type="checkbox"
          name="taxable"
          defaultChecked={v.taxable === "on"}
          className="accent-brand-700 size-5"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${p}-days`} label="Usual turnaround in days" optional error={errors.turnaroundDays}>
          <input
            {...controlProps(`${p}-days`, { error: errors.turnaroundDays })}
            name="turnaroundDays"
            inputMode="numeric"
            defaultValue={v.turnaroundDays}
          />
        </FormField>
        <FormField id={`${p}-warranty`} label="Warranty in days" hint="0: no warranty." error={errors.warrantyDays}>
          <input
            {...controlProps(`${p}-warranty`, { hint: true, error: errors.warrantyDays })}
            name="warrantyDays"
            inputMode="numeric"
            defaultValue={v.warrantyDays}
          />
        </FormField>
      </div>
      {service && (
        <FormField
          id={`${p}-active`}
          layout="check"
          label="Offered on new estimates"
          hint="Clear it to retire the service: estimates that already list it keep it."
          error={errors.active}
        >
          <input
            id={`${p}-active`}
            type="checkbox"
            name="active"
            aria-describedby={`${p}-active-hint`}
            defaultChecked={v.active === "on"}
            className="accent-brand-700 size-5"
          />
        </FormField>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {service ? "Save service" : "Add service"}
        </Button>
      </div>
    </Form>
  );
}
