import type { QrFieldDef } from "../form-fields";

const CONTROL =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

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
      <div className="flex items-center gap-2 sm:col-span-2">
        <input
          {...common}
          type="checkbox"
          className="accent-brand-700 size-5"
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
    );
  }

  return (
    <div className={field.wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {field.kind === "textarea" ? (
        <textarea
          {...common}
          rows={3}
          className={CONTROL}
          value={String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      ) : field.kind === "select" ? (
        <select {...common} className={CONTROL} value={String(value)} onChange={(e) => onChange(e.currentTarget.value)}>
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
          className={CONTROL}
          autoComplete={field.autoComplete}
          spellCheck={field.kind === "text" && field.autoComplete !== "off" ? undefined : false}
          value={String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      )}
    </div>
  );
}
