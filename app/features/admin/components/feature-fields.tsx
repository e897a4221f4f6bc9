import { Plus } from "~/components/ui/icons/plus";
import { X } from "~/components/ui/icons/x";
import { useEffect, useRef } from "react";

import { Button } from "~/components/ui/button";

import { MAX_FEATURE_LENGTH, MAX_FEATURES } from "../product-schema";
import { FieldError, FieldHint, inputClass } from "~/components/ui/form-field";

/** The dynamic feature list: "Add Feature", and a remove button per row. */
export function FeatureFields({
  idPrefix,
  features,
  error,
  onChange,
}: {
  idPrefix: string;
  features: string[];
  error?: string;
  onChange: (features: string[]) => void;
}) {
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null) return;
    document.getElementById(`${idPrefix}-feature-${focusIndex.current}`)?.focus();
    focusIndex.current = null;
  }, [features.length, idPrefix]);

  const update = (index: number, value: string) => onChange(features.map((f, i) => (i === index ? value : f)));
  const add = () => {
    focusIndex.current = features.length;
    onChange([...features, ""]);
  };
  const remove = (index: number) => {
    const next = features.filter((_, i) => i !== index);
    focusIndex.current = Math.min(index, Math.max(next.length - 1, 0));
    onChange(next.length > 0 ? next : [""]);
  };

  return (
    <fieldset aria-describedby={error ? `${idPrefix}-features-error` : `${idPrefix}-features-hint`}>
      <legend className="font-semibold text-slate-900">Features</legend>
      <FieldHint id={`${idPrefix}-features`}>
        Up to {MAX_FEATURES}, each at most {MAX_FEATURE_LENGTH} characters. Empty rows are left out.
      </FieldHint>
      <ul className="mt-2 space-y-2">
        {features.map((feature, index) => (
          // Rows have no identity beyond their position; the inputs are fully controlled.
          <li key={index} className="flex items-center gap-2">
            <label htmlFor={`${idPrefix}-feature-${index}`} className="sr-only">
              Feature {index + 1}
            </label>
            <input
              id={`${idPrefix}-feature-${index}`}
              value={feature}
              maxLength={MAX_FEATURE_LENGTH}
              onChange={(e) => update(index, e.target.value)}
              className={`${inputClass} mt-0`}
              placeholder={`Feature ${index + 1}`}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove(index)}
              className="shrink-0"
              aria-label={`Remove feature ${index + 1}`}
            >
              <X size={18} />
            </Button>
          </li>
        ))}
      </ul>
      <FieldError id={`${idPrefix}-features`} error={error} />
      <Button variant="outline" size="sm" className="mt-3" onClick={add} disabled={features.length >= MAX_FEATURES}>
        <Plus size={16} />
        Add Feature
      </Button>
    </fieldset>
  );
}
