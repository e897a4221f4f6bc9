import { FormField, inputClass } from "~/components/ui/form-field";

import { judgeColours, PRINT_CM, type QrStyle } from "../style";

/** A colour picker: the padding of inputClass would shrink its swatch. */
const COLOUR = "mt-1 h-11 w-full rounded-lg border border-slate-400 bg-white aria-[invalid=true]:border-red-700";

interface QrStylePanelProps {
  style: QrStyle;
  onChange: (change: Partial<QrStyle>) => void;
  /** Style fields the last Generate refused, and the message that says why. */
  invalidFields: string[];
  errorId: string | undefined;
}

function Select({
  id,
  label,
  value,
  options,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  return (
    <FormField id={id} label={label}>
      <select
        id={id}
        className={inputClass}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** Colours, error correction, quiet zone and size, shared by every tab. */
export function QrStylePanel({ style, onChange, invalidFields, errorId }: QrStylePanelProps) {
  const verdict = judgeColours(style.foreground, style.background);
  const invalid = (name: string) => invalidFields.includes(`style-${name}`);
  const describe = (name: string, own?: string) =>
    [own, invalid(name) ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <details className="mt-6 rounded-md border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold">Style, size and print</summary>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField id="qr-style-foreground" label="Code colour">
          <input
            id="qr-style-foreground"
            type="color"
            className={COLOUR}
            value={style.foreground}
            aria-invalid={invalid("foreground") || undefined}
            aria-describedby={describe("foreground", "qr-style-contrast")}
            onChange={(e) => onChange({ foreground: e.currentTarget.value })}
          />
        </FormField>
        <FormField id="qr-style-background" label="Background colour">
          <input
            id="qr-style-background"
            type="color"
            className={COLOUR}
            value={style.background}
            aria-invalid={invalid("background") || undefined}
            aria-describedby={describe("background", "qr-style-contrast")}
            onChange={(e) => onChange({ background: e.currentTarget.value })}
          />
        </FormField>
        <div id="qr-style-contrast" aria-live="polite" className="text-sm sm:col-span-2">
          {verdict.refusal ? (
            <p className="font-medium text-red-800">{verdict.refusal}</p>
          ) : (
            <>
              <p className="text-slate-700">Contrast {verdict.ratio.toFixed(1)}:1.</p>
              {verdict.warnings.map((warning) => (
                <p key={warning} className="font-medium text-amber-900">
                  Warning: {warning}
                </p>
              ))}
            </>
          )}
        </div>
        <Select
          id="qr-style-ecLevel"
          label="Error correction"
          value={style.ecLevel}
          onChange={(ecLevel) => onChange({ ecLevel: ecLevel as QrStyle["ecLevel"] })}
          options={[
            ["L", "Low (7% may be damaged)"],
            ["M", "Medium (15%, the default)"],
            ["Q", "Quartile (25%)"],
            ["H", "High (30%)"],
          ]}
        />
        <Select
          id="qr-style-quietZone"
          label="Quiet zone (white border)"
          value={style.quietZone}
          onChange={(quietZone) => onChange({ quietZone: quietZone as QrStyle["quietZone"] })}
          options={[
            ["classic", "Slim (10 px at 250 px, as before)"],
            ["4", "4 modules (the standard minimum)"],
            ["6", "6 modules"],
            ["8", "8 modules"],
          ]}
        />
        <Select
          id="qr-style-size"
          label="Screen size"
          value={style.size}
          describedBy="qr-style-print-hint"
          onChange={(size) => onChange({ size: size as QrStyle["size"] })}
          options={[
            ["250", "250 × 250 px"],
            ["500", "500 × 500 px"],
            ["1000", "1000 × 1000 px"],
          ]}
        />
        <FormField id="qr-style-printCm" label="Print size in cm" optional>
          <input
            id="qr-style-printCm"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            className={inputClass}
            value={style.printCm}
            aria-invalid={invalid("printCm") || undefined}
            aria-describedby={describe("printCm", "qr-style-print-hint")}
            onChange={(e) => onChange({ printCm: e.currentTarget.value })}
          />
        </FormField>
        <p id="qr-style-print-hint" className="text-sm text-slate-700 sm:col-span-2">
          A print size from {PRINT_CM.min} to {PRINT_CM.max} cm replaces the screen size: the PNG is made at 300 dpi and the SVG
          measures that size in millimetres.
        </p>
      </div>
    </details>
  );
}
