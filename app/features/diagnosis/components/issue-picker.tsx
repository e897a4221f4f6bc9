import type { Ref } from "react";

import { FormField } from "~/components/ui/form-field";
import { ISSUE_LABELS, ISSUE_TYPES, type IssueType } from "~/content/diagnosis";
import { cn } from "~/lib/cn";

/** The six issues as one radio group; the first radio takes the focus when none is picked. */
export function IssuePicker({
  id,
  value,
  error,
  disabled,
  onChoose,
  firstRef,
}: {
  id: string;
  value: IssueType | "";
  error?: string;
  disabled: boolean;
  onChoose: (issue: IssueType) => void;
  firstRef: Ref<HTMLInputElement>;
}) {
  return (
    <FormField id={id} layout="group" labelStyle="large" label="What is the problem?" error={error} errorAlert>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ISSUE_TYPES.map((type, index) => (
          <label
            key={type}
            className={cn(
              "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 flex cursor-pointer items-center gap-3 rounded-xl border p-4 font-medium text-slate-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-amber-500",
              error ? "border-red-700" : "border-slate-300",
            )}
          >
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name="issue"
              value={type}
              checked={value === type}
              onChange={() => onChoose(type)}
              disabled={disabled}
              required
              className="accent-brand-700 size-5 shrink-0"
            />
            {ISSUE_LABELS[type]}
          </label>
        ))}
      </div>
    </FormField>
  );
}
