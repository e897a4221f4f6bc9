import type { Kysely } from "kysely";

import type { Database } from "~/db/types";
import { countBookingsByDay } from "~/features/booking/index.server";
import type { StaffActor } from "~/lib/audit.server";
import { now } from "~/lib/clock.server";

import { settingField, type ClosedDate, type SettingKey } from "./fields";
import { readSettingsForm } from "./settings-form.server";
import { currentTimeZone, listSettingsHistory, loadShopSettings, restoreSettingsChange, saveSettings } from "./settings.server";

/**
 * The settings page's data: the values in the database now (not this server's snapshot),
 * defaults, history, and the shop's time zone the history's times are written in.
 */
export async function loadSettingsPage(db: Kysely<Database>) {
  const [settings, history] = await Promise.all([loadShopSettings(db), listSettingsHistory(db)]);
  return { ...settings, history, timeZone: currentTimeZone() };
}

/** A date the save would close that still has active bookings. */
export interface BookedClosedDate {
  date: string;
  count: number;
}

type ActionBody =
  | { message: string }
  | { error: string }
  | {
      errors: Partial<Record<SettingKey, string>>;
      submitted: Partial<Record<SettingKey, unknown>>;
      /** Set when the only thing in the way is closing booked dates: the form asks to confirm them. */
      confirmClosedDates?: BookedClosedDate[];
    };

/** The dates `next` closes that `current` did not, each with its count of active bookings (none left out). */
async function bookedDatesToClose(db: Kysely<Database>, current: ClosedDate[], next: ClosedDate[]): Promise<BookedClosedDate[]> {
  const closedBefore = new Set(current.map((d) => d.date));
  const added = next.map((d) => d.date).filter((date) => !closedBefore.has(date));
  if (added.length === 0) return [];
  const sorted = [...added].sort();
  const counts = await countBookingsByDay(db, sorted[0]!, sorted[sorted.length - 1]!);
  return sorted.flatMap((date) => {
    const count = counts.get(date) ?? 0;
    return count > 0 ? [{ date, count }] : [];
  });
}

const bookingsOf = (n: number) => `${n} active ${n === 1 ? "booking" : "bookings"}`;

/** "2026-12-24 has 1 active booking. Closing the date does not cancel it: …". */
export function closingBookedDatesMessage(booked: BookedClosedDate[]): string {
  const days = booked.map((b) => `${b.date} has ${bookingsOf(b.count)}`);
  const listed = days.length === 1 ? days[0] : `${days.slice(0, -1).join(", ")} and ${days[days.length - 1]}`;
  const one = booked.length === 1;
  const them = one && booked[0]!.count === 1 ? "it" : "them";
  return (
    `${listed}. Closing the ${one ? "date" : "dates"} does not cancel ${them}: tick the box to close the ` +
    `${one ? "date" : "dates"} anyway, then tell the ${one && booked[0]!.count === 1 ? "customer" : "customers"}.`
  );
}

/** Save, reset one field to its default, or restore the value before a change in the history, as `by`. */
export async function handleSettingsAction(
  db: Kysely<Database>,
  form: FormData,
  by: StaffActor,
): Promise<{ status: number; body: ActionBody }> {
  const intent = String(form.get("intent") ?? "save");
  if (intent.startsWith("reset:")) {
    const field = settingField(intent.slice("reset:".length));
    if (!field) return { status: 400, body: { error: "That setting does not exist." } };
    const changed = await saveSettings(db, { [field.key]: null }, { now: now(), by });
    return {
      status: 200,
      body: { message: changed.length ? `${field.label} is back to its default.` : `${field.label} already uses its default.` },
    };
  }
  if (intent === "restore") {
    const id = Number(form.get("change"));
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
      return { status: 400, body: { error: "That change is not valid." } };
    const result = await restoreSettingsChange(db, id, now(), by);
    if (!result.ok) return { status: 404, body: { error: result.error } };
    return { status: 200, body: { message: `${settingField(result.field)!.label} is back to its earlier value.` } };
  }
  if (intent !== "save") return { status: 400, body: { error: "That action is not known." } };
  const current = (await loadShopSettings(db)).values;
  const { changes, errors, submitted } = readSettingsForm(form, current);
  if (Object.keys(errors).length > 0) return { status: 400, body: { errors, submitted } };
  // Closing a date keeps its bookings: the owner confirms each newly closed date that has any,
  // and a confirmation counts only for the dates it was asked about.
  const nextClosed = changes["booking.closedDates"];
  if (nextClosed) {
    const booked = await bookedDatesToClose(db, current["booking.closedDates"], nextClosed);
    const confirmed = new Set(String(form.get("confirmClosedDates") ?? "").split(","));
    if (booked.some((b) => !confirmed.has(b.date))) {
      return {
        status: 400,
        body: { errors: { "booking.closedDates": closingBookedDatesMessage(booked) }, submitted, confirmClosedDates: booked },
      };
    }
  }
  const changed = await saveSettings(db, changes, { now: now(), by });
  if (changed.length === 0) return { status: 200, body: { message: "Nothing changed." } };
  const labels = changed.map((k) => settingField(k)!.label);
  return { status: 200, body: { message: `Saved: ${labels.join(", ")}.` } };
}
