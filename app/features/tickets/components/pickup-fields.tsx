import { FormField } from "~/components/ui/form-field";

import type { PickupValues } from "../intake-schema.server";
import { SignatureField } from "./signature-field";

/**
 * What "Picked up" asks for: the boxes for what was handed back (the device, and the accessories
 * the ticket lists) and the customer's signature for it, drawn or typed.
 */
export function PickupFields({
  accessories,
  values,
  errors,
}: {
  /** What the customer left with the device, as the ticket says; null: nothing. */
  accessories: string | null;
  values?: PickupValues;
  errors: { pickupDevice?: string; pickupSignature?: string };
}) {
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-300">
      <FormField id="pickup-list" layout="group" label="Handed back" error={errors.pickupDevice}>
        <div className="grid">
          <label className="inline-flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="pickupDevice"
              defaultChecked={values?.device}
              aria-invalid={errors.pickupDevice ? true : undefined}
              className="accent-brand-700 size-5"
            />
            Device handed back
          </label>
          {accessories && (
            <label className="inline-flex min-h-11 items-center gap-3 break-words">
              <input
                type="checkbox"
                name="pickupAccessories"
                defaultChecked={values?.accessories}
                className="accent-brand-700 size-5"
              />
              <span className="min-w-0">Accessories returned: {accessories}</span>
            </label>
          )}
        </div>
      </FormField>
      <SignatureField
        id="pickup-sign"
        legend="Customer's signature at pickup"
        hint="The customer signs for what was handed back."
        pathName="pickupSignature"
        nameName="pickupSignedName"
        initialPath={values?.signature}
        initialName={values?.signedName}
        error={errors.pickupSignature}
      />
    </div>
  );
}
