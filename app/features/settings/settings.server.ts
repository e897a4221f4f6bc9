import type { Kysely } from "kysely";

import type { BusinessInfo } from "~/content/business";
import {
  WEEKDAYS,
  WEEKDAY_NAMES,
  describeOpeningHours,
  isValidDayHours,
  type DayHours,
  type OpeningHours,
  type Weekday,
} from "~/content/hours";
import { inTransaction } from "~/db/transaction";
import type { Database } from "~/db/types";
import { recordAudit, type StaffActor } from "~/lib/audit.server";
import { BUSINESS_RULES, type BusinessTextField } from "~/lib/business-rules.server";
import { getConfig, parseClosedDates, parseWindows, type Config } from "~/lib/config.server";
import { invalidate, invalidateLocally, onInvalidate } from "~/lib/memo.server";
import { log } from "~/lib/log.server";
import { CONTROL_CHARACTERS_RULE, hasControlCharacters } from "~/lib/plain-text";

import { SETTING_FIELDS, settingField, type ClosedDate, type DropOffWindow, type SettingKey, type SettingValues } from "./fields";

/** The cache scope a settings save invalidates on every app server. */
export const SETTINGS_SCOPE = "settings";
/** How stored values are written; a row of another version is not read (its default applies). */
export const SETTINGS_SCHEMA_VERSION = 1;
/** Other servers re-read at least this often, should a change message be missed. */
export const SETTINGS_REFRESH_MS = 60_000;

type Check<T> = (value: unknown) => { ok: true; value: T } | { ok: false; error: string };

const text =
  (field: BusinessTextField, label: string, required = true): Check<string> =>
  (value) => {
    if (typeof value !== "string") return { ok: false, error: `${label} must be text.` };
    const v = value.trim();
    const { max, check, rule } = BUSINESS_RULES[field];
    if (v === "") return required ? { ok: false, error: `${label} cannot be empty.` } : { ok: true, value: "" };
    if (hasControlCharacters(v)) return { ok: false, error: `${label} ${CONTROL_CHARACTERS_RULE}.` };
    if (v.length > max) return { ok: false, error: `${label} must be at most ${max} characters.` };
    if (!check(v)) return { ok: false, error: `${label} ${rule}.` };
    return { ok: true, value: v };
  };

const wholeNumber =
  (label: string, min: number, max: number): Check<number> =>
  (value) => {
    const n =
      typeof value === "number" ? value : typeof value === "string" && /^\d{1,4}$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isInteger(n) || n < min || n > max)
      return { ok: false, error: `${label} must be a whole number from ${min} to ${max}.` };
    return { ok: true, value: n };
  };

const hours: Check<OpeningHours> = (value) => {
  if (typeof value !== "object" || value === null) return { ok: false, error: "Opening hours are not valid." };
  const out = {} as OpeningHours;
  for (const day of WEEKDAYS) {
    const d = (value as Record<string, unknown>)[day] as DayHours | undefined;
    if (!d || typeof d !== "object" || typeof d.closed !== "boolean") return { ok: false, error: "Opening hours are not valid." };
    const clean: DayHours = d.closed ? { closed: true } : { closed: false, open: String(d.open), close: String(d.close) };
    if (!isValidDayHours(clean))
      return { ok: false, error: `Opening hours: each open day needs an opening time before its closing time.` };
    out[day] = clean;
  }
  if (WEEKDAYS.every((d) => out[d].closed)) return { ok: false, error: "Opening hours: at least one day must be open." };
  return { ok: true, value: out };
};

/** Windows per weekday, each day's written as "09:00-12:00, 12:00-15:00" (empty: no drop-offs). */
const windows: Check<Record<Weekday, DropOffWindow[]>> = (value) => {
  if (typeof value !== "object" || value === null) return { ok: false, error: "Drop-off windows are not valid." };
  const out = {} as Record<Weekday, DropOffWindow[]>;
  for (const day of WEEKDAYS) {
    const raw = (value as Record<string, unknown>)[day];
    const text = Array.isArray(raw) ? raw.map((w: DropOffWindow) => `${w?.start}-${w?.end}`).join(",") : raw;
    if (typeof text !== "string") return { ok: false, error: "Drop-off windows are not valid." };
    if (text.trim() === "") {
      out[day] = [];
      continue;
    }
    const parsed = parseWindows(text);
    if (!parsed) {
      return {
        ok: false,
        error: `Drop-off windows on ${WEEKDAY_NAMES[day]}: write them as 09:00-12:00, 12:00-15:00 — each ending after it starts, in order, not overlapping, at most 12.`,
      };
    }
    out[day] = parsed;
  }
  return { ok: true, value: out };
};

/** One per line, "2026-11-26 Thanksgiving" (the label optional), or the stored list. */
const closedDates: Check<ClosedDate[]> = (value) => {
  const entries: ClosedDate[] = [];
  const lines = Array.isArray(value)
    ? value.map((d: ClosedDate) => `${d?.date ?? ""} ${d?.label ?? ""}`)
    : typeof value === "string"
      ? value.split(/\r?\n/)
      : null;
  if (!lines) return { ok: false, error: "Closed dates are not valid." };
  for (const [i, line] of lines.entries()) {
    // One date per line: line breaks and tabs belong to the list, nothing else invisible does.
    if (hasControlCharacters(line, { multiline: true }))
      return {
        ok: false,
        error: `Closed dates: line ${i + 1} holds a control character (an invisible character other than a tab).`,
      };
    const trimmed = line.trim();
    if (trimmed === "") continue;
    const [date = "", ...rest] = trimmed.split(/\s+/);
    const label = rest.join(" ").replace(/^[-–—:]\s*/, "");
    if (parseClosedDates(date)?.length !== 1)
      return { ok: false, error: `Closed dates: "${trimmed.slice(0, 40)}" does not start with a real date written YYYY-MM-DD.` };
    if (label.length > 60) return { ok: false, error: `Closed dates: the label for ${date} must be at most 60 characters.` };
    if (entries.some((e) => e.date === date)) return { ok: false, error: `Closed dates: ${date} is listed twice.` };
    entries.push({ date, label });
  }
  if (entries.length > 200) return { ok: false, error: "Closed dates: at most 200 dates." };
  return { ok: true, value: entries.sort((a, b) => a.date.localeCompare(b.date)) };
};

const onOff: Check<boolean> = (value) =>
  typeof value === "boolean"
    ? { ok: true, value }
    : value === "on" || value === "off"
      ? { ok: true, value: value === "on" }
      : { ok: false, error: "Choose on or off." };

const message =
  (label: string, max: number, { multiline = false }: { multiline?: boolean } = {}): Check<string> =>
  (value) => {
    if (typeof value !== "string" || value.trim() === "") return { ok: false, error: `${label} cannot be empty.` };
    // Terms may run over several paragraphs: their line breaks are kept, nothing else invisible is.
    const v = multiline ? value.trim().replace(/\r\n?/g, "\n") : value.trim();
    if (hasControlCharacters(v, { multiline })) return { ok: false, error: `${label} ${CONTROL_CHARACTERS_RULE}.` };
    if (v.length > max) return { ok: false, error: `${label} must be at most ${max} characters.` };
    return { ok: true, value: v };
  };

/** A week waiting for a part is when the owner should chase the supplier or call the customer. */
export const DEFAULT_WAITING_PARTS_DAYS = 7;
/** A machine ready three days and not collected is worth a call to its owner. */
export const DEFAULT_READY_DAYS = 3;
/** Half a working day is as long as a new request should wait for an answer. */
export const DEFAULT_LEAD_WAITING_HOURS = 4;

/** Florida's 6 % sales tax and Brevard County's 1 % surtax. */
export const DEFAULT_TAX_RATE = "7";

export const DEFAULT_REPAIR_TERMS =
  "Prices include the parts and labour listed; tax applies to taxable lines. Work beyond this estimate needs your approval first. Each line's warranty covers that part or work from the day you collect the machine. Machines not collected within 60 days of our call may be recycled. We are not responsible for data on the machine: keep a backup.";

/** A percent from 0 to 30 with at most three decimals ("7", "6.5", "7.125"). */
const taxRate: Check<string> = (value) => {
  const v = typeof value === "string" ? value.trim().replace(/\s*%$/, "") : "";
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(v) || Number(v) > 30)
    return { ok: false, error: "Sales tax rate must be a percent from 0 to 30, such as 7 or 6.5." };
  return { ok: true, value: String(Number(v)) };
};

export const DEFAULT_INTAKE_TERMS =
  "I own this device or may leave it for repair. The shop checks it and calls me with an estimate before any paid work; the diagnostic fee, if agreed, is due either way. Storage media can fail during repair: I keep my own backup, and the shop is not liable for data loss. Devices not collected 90 days after I am told they are ready may be recycled or sold to cover the charges.";

/** A week, two weeks and a month after "ready". */
export const DEFAULT_READY_REMINDER_DAYS = [7, 14, 30];
/** Ninety days is a common shop policy; the owner sets their own (and should check it with a lawyer). */
export const DEFAULT_ABANDONED_DAYS = 90;

/** "7, 14, 30": up to five different days from 1 to 365, in any order; stored sorted. */
const reminderDays: Check<number[]> = (value) => {
  const parts = Array.isArray(value)
    ? value.map(String)
    : typeof value === "string"
      ? value
          .split(",")
          .map((p) => p.trim())
          .filter((p) => p !== "")
      : null;
  const error = {
    ok: false as const,
    error: "Remind to collect: write up to five whole days from 1 to 365, separated by commas, such as 7, 14, 30.",
  };
  if (!parts || parts.length > 5 || !parts.every((p) => /^\d{1,3}$/.test(p))) return error;
  const days = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (days.some((d) => d < 1 || d > 365)) return error;
  return { ok: true, value: days };
};

export const DEFAULT_PAUSE_MESSAGE = "Online booking is paused for now. Please call us to arrange a drop-off.";

const CHECKS: { [K in SettingKey]: Check<SettingValues[K]> } = {
  "business.name": text("name", "Business name"),
  "business.shortName": text("shortName", "Short name"),
  "business.phone": text("phone", "Phone"),
  "business.email": text("email", "E-mail"),
  "business.streetAddress": text("streetAddress", "Street", false),
  "business.city": text("city", "City"),
  "business.region": text("region", "State or region"),
  "business.postalCode": text("postalCode", "Postal code"),
  "business.openingHours": hours,
  "business.yearsOfService": wholeNumber("Years of service", 1, 200),
  "business.foundedYear": wholeNumber("Year founded", 1900, 2100),
  "business.amazonAssociateTag": text("amazonAssociateTag", "Amazon associate tag"),
  "booking.windows": windows,
  "booking.capacity": wholeNumber("Bookings per window", 1, 50),
  "booking.daysAhead": wholeNumber("Days ahead", 1, 90),
  "booking.closedDates": closedDates,
  "booking.paused": onOff,
  "booking.pauseMessage": message("Message while paused", 300),
  "tickets.waitingPartsDays": wholeNumber("Waiting for parts: flag after (days)", 1, 365),
  // 0 lists every ready machine and every new lead at once.
  "tickets.readyDays": wholeNumber("Ready, not collected: flag after (days)", 0, 365),
  "leads.waitingHours": wholeNumber("New lead unanswered: flag after (working hours)", 0, 200),
  "tickets.intakeTerms": message("Intake terms", 2000, { multiline: true }),
  "tickets.readyReminderDays": reminderDays,
  "tickets.abandonedDays": wholeNumber("Flag as abandoned after (days)", 0, 730),
  "money.taxRate": taxRate,
  "money.terms": message("Repair terms", 1000, { multiline: true }),
};

export function checkSetting<K extends SettingKey>(key: K, value: unknown): ReturnType<Check<SettingValues[K]>> {
  return CHECKS[key](value) as ReturnType<Check<SettingValues[K]>>;
}

/** What each setting is when nobody has saved it: the environment's value or the built-in one. */
export function settingDefaults(config: Config = getConfig()): SettingValues {
  const b = config.business;
  return {
    "business.name": b.name,
    "business.shortName": b.shortName,
    "business.phone": b.phone,
    "business.email": b.email,
    "business.streetAddress": b.streetAddress,
    "business.city": b.city,
    "business.region": b.region,
    "business.postalCode": b.postalCode,
    "business.openingHours": b.openingHours,
    "business.yearsOfService": b.yearsOfService,
    "business.foundedYear": b.foundedYear,
    "business.amazonAssociateTag": b.amazonAssociateTag,
    // The environment's weekdays (0 = Sunday) each get the same windows.
    "booking.windows": Object.fromEntries(
      WEEKDAYS.map((day, i) => [day, config.booking.weekdays.includes((i + 1) % 7) ? config.booking.windows : []]),
    ) as Record<Weekday, DropOffWindow[]>,
    "booking.capacity": config.booking.capacity,
    "booking.daysAhead": config.booking.daysAhead,
    "booking.closedDates": config.booking.closedDates.map((date) => ({ date, label: "" })),
    "booking.paused": false,
    "booking.pauseMessage": DEFAULT_PAUSE_MESSAGE,
    "tickets.waitingPartsDays": DEFAULT_WAITING_PARTS_DAYS,
    "tickets.readyDays": DEFAULT_READY_DAYS,
    "leads.waitingHours": DEFAULT_LEAD_WAITING_HOURS,
    "tickets.intakeTerms": DEFAULT_INTAKE_TERMS,
    "tickets.readyReminderDays": DEFAULT_READY_REMINDER_DAYS,
    "tickets.abandonedDays": DEFAULT_ABANDONED_DAYS,
    "money.taxRate": DEFAULT_TAX_RATE,
    "money.terms": DEFAULT_REPAIR_TERMS,
  };
}

export interface StoredSettings {
  values: Partial<SettingValues>;
  /** Fields whose stored row could not be read (a newer schema or a bad value): their default applies. */
  unreadable: SettingKey[];
}

/** The saved rows, each checked by its field's rule; a row that fails is reported, not used. */
export async function readStoredSettings(db: Kysely<Database>): Promise<StoredSettings> {
  const rows = await db.selectFrom("shop_settings").select(["field", "value", "schema_version"]).execute();
  const values: Partial<Record<SettingKey, unknown>> = {};
  const unreadable: SettingKey[] = [];
  for (const row of rows) {
    const field = settingField(row.field);
    if (!field) continue; // A field a later version added; this version does not know it.
    let parsed: unknown;
    try {
      parsed = Number(row.schema_version) === SETTINGS_SCHEMA_VERSION ? JSON.parse(row.value) : undefined;
    } catch {
      parsed = undefined;
    }
    const checked = parsed === undefined ? null : checkSetting(field.key, parsed);
    if (checked?.ok) values[field.key] = checked.value;
    else unreadable.push(field.key);
  }
  return { values: values as Partial<SettingValues>, unreadable };
}

export interface ShopSettings {
  values: SettingValues;
  defaults: SettingValues;
  /** The fields with a saved value (which wins over the default). */
  saved: SettingKey[];
  unreadable: SettingKey[];
}

export function mergeSettings(defaults: SettingValues, stored: StoredSettings): ShopSettings {
  return {
    values: { ...defaults, ...stored.values },
    defaults,
    saved: Object.keys(stored.values) as SettingKey[],
    unreadable: stored.unreadable,
  };
}

export async function loadShopSettings(db: Kysely<Database>): Promise<ShopSettings> {
  return mergeSettings(settingDefaults(), await readStoredSettings(db));
}

// The process's current settings, read by every render without a database round trip.
let snapshot: ShopSettings | undefined;
// Reads run one after another, so a read asked for after a save always sees it.
let chain: Promise<void> = Promise.resolve();
let refreshTimer: NodeJS.Timeout | undefined;

/** The settings in force on this server now (the environment's defaults until the first load). */
export function currentSettings(): SettingValues {
  return snapshot?.values ?? settingDefaults();
}

/** The business facts every page shows, with saved settings over the environment's defaults. */
export function currentBusiness(): BusinessInfo {
  const v = currentSettings();
  return {
    ...getConfig().business,
    name: v["business.name"],
    shortName: v["business.shortName"],
    phone: v["business.phone"],
    email: v["business.email"],
    streetAddress: v["business.streetAddress"],
    city: v["business.city"],
    region: v["business.region"],
    postalCode: v["business.postalCode"],
    openingHours: v["business.openingHours"],
    yearsOfService: v["business.yearsOfService"],
    foundedYear: v["business.foundedYear"],
    amazonAssociateTag: v["business.amazonAssociateTag"],
  };
}

/**
 * The shop's IANA time zone (`SHOP_TIMEZONE`; an environment setting, not edited on the
 * settings page): the one place every feature reads it, for the shop's days, booking windows,
 * ticket numbers and every date and time the admin, the customer and the e-mails read.
 */
export function currentTimeZone(): string {
  return getConfig().booking.timeZone;
}

/**
 * Re-reads the saved settings into this server's snapshot, then drops every
 * cached API body built from the old ones (pages show the business facts; product and
 * motherboard links carry the associate tag).
 */
export function refreshSettings(db: Kysely<Database>): Promise<void> {
  const run = chain
    .catch(() => {})
    .then(() => loadShopSettings(db))
    .then((next) => {
      const changed = JSON.stringify(next.values) !== JSON.stringify(snapshot?.values);
      snapshot = next;
      if (changed) {
        invalidateLocally("catalog");
        invalidateLocally("motherboards");
      }
    });
  chain = run;
  return run;
}

/**
 * At start: reads the settings once before the server listens, re-reads them whenever a save
 * here or on another app server invalidates the scope, and every SETTINGS_REFRESH_MS as a
 * safety net. Returns a stop function.
 */
export async function startSettings(db: Kysely<Database>): Promise<() => void> {
  await refreshSettings(db);
  onInvalidate(SETTINGS_SCOPE, () => {
    refreshSettings(db).catch((error: unknown) =>
      log("warn", "settings could not be re-read", { errorName: error instanceof Error ? error.name : "error" }),
    );
  });
  refreshTimer = setInterval(() => {
    refreshSettings(db).catch(() => {});
  }, SETTINGS_REFRESH_MS);
  refreshTimer.unref();
  return () => clearInterval(refreshTimer);
}

/** Tests: forget the snapshot so the next read uses the defaults. */
export function resetSettingsSnapshot(): void {
  snapshot = undefined;
}

export interface SettingsChange {
  id: number;
  field: SettingKey;
  label: string;
  oldValue: string;
  newValue: string;
  /** The raw JSON of the old value, for "restore"; null when the old value was the default. */
  restorable: boolean;
  changedAt: string;
  /** The staff user who made the change; null for changes from before staff accounts. */
  changedBy: string | null;
}

/** A value as the history shows it. */
export function describeSetting(key: SettingKey, value: unknown): string {
  if (key === "business.openingHours") return describeOpeningHours(value as OpeningHours);
  if (key === "booking.windows") {
    const byDay = value as Record<Weekday, DropOffWindow[]>;
    return WEEKDAYS.map(
      (d) => `${WEEKDAY_NAMES[d].slice(0, 3)} ${byDay[d].map((w) => `${w.start}-${w.end}`).join(", ") || "none"}`,
    ).join("; ");
  }
  if (key === "booking.closedDates") {
    const dates = value as ClosedDate[];
    return dates.length === 0 ? "(none)" : dates.map((d) => (d.label ? `${d.date} ${d.label}` : d.date)).join(", ");
  }
  if (key === "booking.paused") return value ? "paused" : "taking bookings";
  if (key === "money.taxRate") return `${String(value)} %`;
  if (key === "tickets.readyReminderDays") return (value as number[]).length ? (value as number[]).join(", ") : "(none)";
  return value === "" ? "(empty)" : String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A change as the audit row words it: the shop's own facts, hours and numbers old → new; a long
 * text (the terms) by its name only, which the settings history keeps in full.
 */
function describeChange(key: SettingKey, oldJson: string | null, newJson: string | null): string {
  const field = settingField(key)!;
  if (field.input === "textarea") return `${field.label} changed`;
  const defaults = settingDefaults();
  const read = (json: string | null) => {
    if (json === null) return `${describeSetting(key, defaults[key])} (default)`;
    try {
      return describeSetting(key, JSON.parse(json));
    } catch {
      return "(unreadable)";
    }
  };
  const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 199)}…` : text);
  return `${field.label}: ${clip(read(oldJson))} → ${clip(read(newJson))}`;
}

/**
 * Saves the given values (each already checked) in one transaction: a row per field and a
 * history row with the old and new value; a field whose value does not change writes nothing.
 * `null` resets a field to its default (its row is removed). Each field changed also gets an
 * audit row naming `by`, the signed-in user. Returns the fields changed.
 */
export async function saveSettings(
  db: Kysely<Database>,
  changes: Partial<Record<SettingKey, unknown>>,
  { now, actor = "admin", by }: { now: Date; actor?: string; by: StaffActor | null },
): Promise<SettingKey[]> {
  const at = now.toISOString();
  const changed = await inTransaction(db, async (trx) => {
    const stored = await trx.selectFrom("shop_settings").select(["field", "value"]).execute();
    const before = new Map(stored.map((r) => [r.field, r.value]));
    const done: SettingKey[] = [];
    for (const [key, value] of Object.entries(changes) as Array<[SettingKey, unknown]>) {
      if (!settingField(key)) throw new Error(`Unknown setting ${key}`);
      const old = before.get(key) ?? null;
      const next = value === null ? null : JSON.stringify(value);
      if (old === next || (old !== null && next !== null && same(JSON.parse(old), value))) continue;
      if (next === null) {
        await trx.deleteFrom("shop_settings").where("field", "=", key).execute();
      } else {
        await trx
          .insertInto("shop_settings")
          .values({ field: key, value: next, schema_version: SETTINGS_SCHEMA_VERSION, updated_at: at })
          .onConflict((oc) =>
            oc.column("field").doUpdateSet({ value: next, schema_version: SETTINGS_SCHEMA_VERSION, updated_at: at }),
          )
          .execute();
      }
      await trx
        .insertInto("shop_settings_history")
        .values({ field: key, old_value: old, new_value: next, changed_at: at, actor, user_id: by?.userId ?? null })
        .execute();
      await recordAudit(trx, {
        by,
        kind: "setting-changed",
        subject: `setting:${key}`,
        detail: describeChange(key, old, next),
        at: now,
      });
      done.push(key);
    }
    return done;
  });
  if (changed.length > 0) {
    await refreshSettings(db);
    invalidate(SETTINGS_SCOPE);
  }
  return changed;
}

/** The latest changes, newest first, with values in words. */
export async function listSettingsHistory(db: Kysely<Database>, limit = 50): Promise<SettingsChange[]> {
  const rows = await db
    .selectFrom("shop_settings_history as h")
    .leftJoin("staff_users as u", "u.id", "h.user_id")
    .selectAll("h")
    .select("u.name as changed_by")
    .orderBy("h.id", "desc")
    .limit(limit)
    .execute();
  const defaults = settingDefaults();
  const read = (key: SettingKey, json: string | null) => {
    if (json === null) return `${describeSetting(key, defaults[key])} (default)`;
    try {
      return describeSetting(key, JSON.parse(json));
    } catch {
      return "(unreadable)";
    }
  };
  return rows.flatMap((r) => {
    const field = settingField(r.field);
    if (!field) return [];
    return [
      {
        id: Number(r.id),
        field: field.key,
        label: field.label,
        oldValue: read(field.key, r.old_value),
        newValue: read(field.key, r.new_value),
        restorable: true,
        changedAt: r.changed_at,
        changedBy: r.changed_by,
      },
    ];
  });
}

/** Puts a field back to the value it had before the given change (its default when it had none). */
export async function restoreSettingsChange(
  db: Kysely<Database>,
  historyId: number,
  now: Date,
  by: StaffActor | null,
): Promise<{ ok: true; field: SettingKey } | { ok: false; error: string }> {
  const row = await db.selectFrom("shop_settings_history").selectAll().where("id", "=", historyId).executeTakeFirst();
  const field = row ? settingField(row.field) : undefined;
  if (!row || !field) return { ok: false, error: "That change is no longer in the history." };
  let value: unknown = null;
  if (row.old_value !== null) {
    const checked = checkSetting(field.key, JSON.parse(row.old_value));
    if (!checked.ok) return { ok: false, error: `The old value can no longer be used: ${checked.error}` };
    value = checked.value;
  }
  await saveSettings(db, { [field.key]: value }, { now, by });
  return { ok: true, field: field.key };
}

export { SETTING_FIELDS };
