import { Button } from "~/components/ui/button";
import { FieldHint, FormField, inputClass } from "~/components/ui/form-field";

import type { MotherboardModelEntry } from "../schema";

import { useHydrated } from "./use-hydrated";

/**
 * A plain GET form, so choosing a board works before the scripts load (and without them);
 * once hydrated, a change applies at once and the Show button goes away.
 */
export function ModelSelect({
  models,
  value,
  onChange,
}: {
  models: MotherboardModelEntry[];
  value: string;
  onChange(model: string): void;
}) {
  const hydrated = useHydrated();
  const chosen = models.find((m) => m.model === value);
  return (
    <form method="get" className="flex flex-wrap items-end gap-3" onSubmit={(e) => hydrated && e.preventDefault()}>
      <FormField id="motherboard-model" label="Motherboard model" className="flex w-full max-w-md flex-col gap-1">
        <select
          id="motherboard-model"
          name="model"
          aria-describedby={chosen ? "motherboard-model-hint" : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        >
          {models.map((m) => (
            // The closed select shows the board's name alone, which fits a 360 px phone; the full
            // text stays the option's content and its name for screen readers, and the count of
            // the chosen board shows under the select.
            <option key={m.model} value={m.model} label={m.name} aria-label={`${m.name} (${m.componentCount} components)`}>
              {`${m.name} (${m.componentCount} components)`}
            </option>
          ))}
        </select>
        {/* The count shows under the select (see the options), so it is not the FormField hint, drawn above. */}
        {chosen && (
          <FieldHint id="motherboard-model">{`${chosen.componentCount} compatible components listed for this board.`}</FieldHint>
        )}
      </FormField>
      {!hydrated && (
        <Button type="submit" variant="outline">
          Show
        </Button>
      )}
    </form>
  );
}
