import { ClipboardPaste } from "~/components/ui/icons/clipboard-paste";

import { Button } from "~/components/ui/button";

import { FormField, inputClass } from "~/components/ui/form-field";

/** The box for a marketplace link or its embed HTML, and "Parse Amazon Data" (disabled while empty). */
export function PasteBox({
  id,
  value,
  onChange,
  onParse,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onParse: () => void;
}) {
  return (
    <div className="bg-brand-50 ring-brand-100 rounded-xl p-4 ring-1">
      <FormField
        id={id}
        label="Paste Amazon link or embed HTML"
        hint="A product link, a short amzn.to link, or the text or image link HTML from Amazon Associates SiteStripe."
      >
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={4}
          aria-describedby={`${id}-hint`}
          className={`${inputClass} font-mono text-sm`}
          spellCheck={false}
        />
      </FormField>
      <Button variant="primary" size="sm" className="mt-3" onClick={onParse} disabled={value.trim() === ""}>
        <ClipboardPaste size={16} />
        Parse Amazon Data
      </Button>
    </div>
  );
}
