import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { now } from "~/lib/clock.server";

import { settingField, type SettingKey } from "./fields";
import { readSettingsForm } from "./settings-form.server";
import { listSettingsHistory, loadShopSettings, restoreSettingsChange, saveSettings } from "./settings.server";

/** The settings page's data: the values in the database now (not this server's snapshot), defaults and history. */
export async function loadSettingsPage(db: Kysely<Database>) {
  const [settings, history] = await Promise.all([loadShopSettings(db), listSettingsHistory(db)]);
  return { ...settings, history };
}

type ActionBody =
  | { message: string }
  | { error: string }
  | { errors: Partial<Record<SettingKey, string>>; submitted: Partial<Record<SettingKey, unknown>> };

/** Save, reset one field to its default, or restore the value before a change in the history. */
export async function handleSettingsAction(db: Kysely<Database>, form: FormData): Promise<{ status: number; body: ActionBody }> {
  const intent = String(form.get("intent") ?? "save");
  if (intent.startsWith("reset:")) {
    const field = settingField(intent.slice("reset:".length));
    if (!field) return { status: 400, body: { error: "That setting does not exist." } };
    const changed = await saveSettings(db, { [field.key]: null }, { now: now() });
    return {
      status: 200,
      body: { message: changed.length ? `${field.label} is back to its default.` : `${field.label} already uses its default.` },
    };
  }
  if (intent === "restore") {
    const id = Number(form.get("change"));
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
      return { status: 400, body: { error: "That change is not valid." } };
    const result = await restoreSettingsChange(db, id, now());
    if (!result.ok) return { status: 404, body: { error: result.error } };
    return { status: 200, body: { message: `${settingField(result.field)!.label} is back to its earlier value.` } };
  }
  if (intent !== "save") return { status: 400, body: { error: "That action is not known." } };
  const current = (await loadShopSettings(db)).values;
  const { changes, errors, submitted } = readSettingsForm(form, current);
  if (Object.keys(errors).length > 0) return { status: 400, body: { errors, submitted } };
  const changed = await saveSettings(db, changes, { now: now() });
  if (changed.length === 0) return { status: 200, body: { message: "Nothing changed." } };
  const labels = changed.map((k) => settingField(k)!.label);
  return { status: 200, body: { message: `Saved: ${labels.join(", ")}.` } };
}
