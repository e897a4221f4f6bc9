import { FormField, inputClass } from "~/components/ui/form-field";

import type { QrFieldDef } from "../form-fields";

interface QrFieldProps {
  field: QrFieldDef;
  id: string;
  value: string | boolean;
  invalid: boolean;
  errorId: string | undefined;
  onChange: (value: string | boolean) => void;
}

export function QrField({ field, id, value, invalid, errorId, onChange }: QrFieldProps) {
  const common = {
    id,
    name: field.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? errorId : undefined,
    "aria-required": field.required || undefined,
  };
  const label = (
    <>
      {field.label}
      {field.required ? <span className="text-sm font-normal text-slate-600"> (required)</span> : null}
    </>
  );

  if (field.kind === "checkbox") {
    return (
      <FormField id={id} layout="check" label={label} className="sm:col-span-2">
        <input
          {...common}
          type="checkbox"
          className="accent-brand-700 size-5"
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      </FormField>
    );
  }

  return (
    <FormField id={id} label={label} className={field.wide ? "sm:col-span-2" : undefined}>
      {field.kind === "textarea" ? (
        <textarea
          {...common}
          rows={3}
          className={inputClass}
          value={String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : field.kind === "select" ? (
        <select {...common} className={inputClass} value={String(value)} onChange={(e) => onChange(e.currentTarget.value)}>
          {/* A value the list lacks (the shop's own time zone, when it is not a listed one) is offered as itself. */}
          {value !== "" && !field.options?.some((option) => option.value === value) && (
            <option value={String(value)}>{String(value)}</option>
          )}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={field.kind}
          className={inputClass}
          autoComplete={field.autoComplete}
          spellCheck={field.kind === "text" && field.autoComplete !== "off" ? undefined : false}
          value={String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </FormField>
  );
}
