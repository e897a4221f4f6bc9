import { WEEKDAYS } from "~/content/hours";

import { SETTING_FIELDS, type SettingKey, type SettingValues } from "./fields";
import { checkSetting } from "./settings.server";

export interface SettingsFormResult {
  /** The checked values of the fields the owner changed (compared with what the form showed). */
  changes: Partial<SettingValues>;
  errors: Partial<Record<SettingKey, string>>;
  /** What was typed, to show again beside the errors. */
  submitted: Partial<Record<SettingKey, unknown>>;
}

/** The hours fieldset's 21 inputs as one value: hours.mon.closed, hours.mon.open, hours.mon.close, … */
function hoursFromForm(form: FormData): unknown {
  const present = WEEKDAYS.some((day) => ["closed", "open", "close"].some((part) => form.get(`hours.${day}.${part}`) !== null));
  if (!present) return null;
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const closed = form.get(`hours.${day}.closed`) !== null;
      return [
        day,
        closed
          ? { closed: true }
          : {
              closed: false,
              open: String(form.get(`hours.${day}.open`) ?? ""),
              close: String(form.get(`hours.${day}.close`) ?? ""),
            },
      ];
    }),
  );
}

/** The seven `booking.windows.<day>` inputs as one value, or null when the form has none. */
function windowsFromForm(form: FormData): unknown {
  const present = WEEKDAYS.some((day) => form.get(`booking.windows.${day}`) !== null);
  if (!present) return null;
  return Object.fromEntries(WEEKDAYS.map((day) => [day, String(form.get(`booking.windows.${day}`) ?? "")]));
}

/** A switch sends a hidden "off" and, when ticked, an "on" after it. */
function switchFromForm(form: FormData, key: string): unknown {
  const values = form.getAll(key);
  if (values.length === 0) return null;
  return values.includes("on") ? "on" : "off";
}

function rawValue(form: FormData, key: string, input: string): unknown {
  if (input === "hours") return hoursFromForm(form);
  if (input === "windows") return windowsFromForm(form);
  if (input === "switch") return switchFromForm(form, key);
  return form.get(key);
}

/**
 * Reads the settings form: every field is checked by its rule; only fields whose value differs
 * from what the form was loaded with (`loaded`, a JSON copy the page sends along) count as
 * changes, so saving a stale form does not undo someone else's change to another field.
 */
export function readSettingsForm(form: FormData, current: SettingValues): SettingsFormResult {
  let loaded: Record<string, unknown> = current as unknown as Record<string, unknown>;
  const rawLoaded = form.get("loaded");
  if (typeof rawLoaded === "string" && rawLoaded.length <= 20_000) {
    try {
      const parsed: unknown = JSON.parse(rawLoaded);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) loaded = parsed as Record<string, unknown>;
    } catch {
      // A damaged copy: compare with the current values instead.
    }
  }
  const changes: Record<string, unknown> = {};
  const errors: Partial<Record<SettingKey, string>> = {};
  const submitted: Partial<Record<SettingKey, unknown>> = {};
  for (const field of SETTING_FIELDS) {
    const raw = rawValue(form, field.key, field.input);
    if (raw === null || raw instanceof File) continue; // Not on this form.
    submitted[field.key] = raw;
    const checked = checkSetting(field.key, raw);
    if (!checked.ok) {
      errors[field.key] = checked.error;
      continue;
    }
    if (JSON.stringify(checked.value) !== JSON.stringify(loaded[field.key])) changes[field.key] = checked.value;
  }
  return { changes: changes as Partial<SettingValues>, errors, submitted };
}
