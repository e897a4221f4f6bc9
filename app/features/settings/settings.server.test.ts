import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { ALWAYS_OPEN, parseOpeningHours } from "~/content/hours";
import type { DbHandle } from "~/db/client.server";

import { readSettingsForm } from "./settings-form.server";
import {
  checkSetting,
  currentBusiness,
  listSettingsHistory,
  loadShopSettings,
  refreshSettings,
  resetSettingsSnapshot,
  restoreSettingsChange,
  saveSettings,
  settingDefaults,
} from "./settings.server";
import { testActor } from "../../../tests/factories";

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 15, minute));

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("the money and intake settings", () => {
  it("keep the paragraphs of terms, refuse other invisible characters, and read the tax rate and reminder days as written", () => {
    expect(checkSetting("money.terms", "  Parts are warranted.\r\n\r\nLabour is not.  ")).toEqual({
      ok: true,
      value: "Parts are warranted.\n\nLabour is not.",
    });
    expect(checkSetting("tickets.intakeTerms", "I agree.\u0007")).toMatchObject({ ok: false });
    // A one-line text still refuses a line break.
    expect(checkSetting("booking.pauseMessage", "Closed\ntoday")).toMatchObject({ ok: false });
    expect(checkSetting("money.taxRate", "6.5 %")).toEqual({ ok: true, value: "6.5" });
    expect(checkSetting("money.taxRate", "6,5")).toMatchObject({ ok: false });
    expect(checkSetting("money.taxRate", "31")).toMatchObject({ ok: false });
    expect(checkSetting("tickets.readyReminderDays", "30, 7, 14, 7")).toEqual({ ok: true, value: [7, 14, 30] });
    expect(checkSetting("tickets.readyReminderDays", "")).toEqual({ ok: true, value: [] });
    for (const bad of ["0", "366", "1,2,3,4,5,6", "seven", "7;14"])
      expect(checkSetting("tickets.readyReminderDays", bad), bad).toMatchObject({ ok: false });
  });
});

describe("reading the settings form", () => {
  const current = settingDefaults();

  it("counts only the fields that differ from what the form was loaded with", () => {
    const loaded = { ...current, "business.email": "old@example.com" };
    const result = readSettingsForm(
      form({
        loaded: JSON.stringify(loaded),
        "business.phone": "(321) 555-0101",
        "business.email": "old@example.com",
        "business.city": current["business.city"],
      }),
      { ...current, "business.email": "someone-else-changed@example.com" },
    );
    expect(result.errors).toEqual({});
    // The stale e-mail is what the form showed, so it does not overwrite the newer value.
    expect(result.changes).toEqual({ "business.phone": "(321) 555-0101" });
  });

  it("names each bad field in words and changes nothing", () => {
    const result = readSettingsForm(
      form({
        "business.phone": "call me",
        "business.email": "nope",
        "business.name": "  ",
        "business.amazonAssociateTag": "bad tag!",
        "business.yearsOfService": "-3",
        "hours.mon.open": "18:00",
        "hours.mon.close": "09:00",
      }),
      current,
    );
    expect(result.changes).toEqual({});
    expect(result.errors).toEqual({
      "business.phone": "Phone must be a phone number.",
      "business.email": "E-mail must be an e-mail address.",
      "business.name": "Business name cannot be empty.",
      "business.amazonAssociateTag": "Amazon associate tag must be letters, digits and dashes.",
      "business.yearsOfService": "Years of service must be a whole number from 1 to 200.",
      "business.openingHours": "Opening hours: each open day needs an opening time before its closing time.",
    });
  });

  it("reads the hours fieldset as one value", () => {
    const fields: Record<string, string> = {};
    for (const day of ["mon", "tue", "wed", "thu", "fri"])
      Object.assign(fields, { [`hours.${day}.open`]: "09:00", [`hours.${day}.close`]: "18:00" });
    Object.assign(fields, {
      "hours.sat.open": "10:00",
      "hours.sat.close": "16:00",
      "hours.sun.closed": "on",
      "hours.sun.open": "",
      "hours.sun.close": "",
    });
    const result = readSettingsForm(form(fields), current);
    expect(result.changes).toEqual({ "business.openingHours": parseOpeningHours("Mo-Fr 09:00-18:00; Sa 10:00-16:00") });
  });
});

describe("reading the booking settings", () => {
  const current = settingDefaults();

  it("reads windows per weekday, closed dates with labels and the pause switch", () => {
    const result = readSettingsForm(
      form({
        "booking.windows.mon": "09:00-12:00, 13:00-17:00",
        "booking.windows.tue": "",
        "booking.windows.wed": "10:00-14:00",
        "booking.windows.thu": "09:00-12:00",
        "booking.windows.fri": "09:00-12:00",
        "booking.windows.sat": "",
        "booking.windows.sun": "",
        "booking.closedDates": "2026-12-25 Christmas\n\n2026-11-26 — Thanksgiving\n2027-01-01",
        "booking.paused": "off",
        "booking.capacity": "5",
      }),
      current,
    );
    expect(result.errors).toEqual({});
    expect(result.changes["booking.windows"]).toEqual({
      mon: [
        { start: "09:00", end: "12:00" },
        { start: "13:00", end: "17:00" },
      ],
      tue: [],
      wed: [{ start: "10:00", end: "14:00" }],
      thu: [{ start: "09:00", end: "12:00" }],
      fri: [{ start: "09:00", end: "12:00" }],
      sat: [],
      sun: [],
    });
    expect(result.changes["booking.closedDates"]).toEqual([
      { date: "2026-11-26", label: "Thanksgiving" },
      { date: "2026-12-25", label: "Christmas" },
      { date: "2027-01-01", label: "" },
    ]);
    expect(result.changes["booking.capacity"]).toBe(5);
    // The switch was off and stays off: not a change.
    expect("booking.paused" in result.changes).toBe(false);
    const paused = new FormData();
    paused.append("booking.paused", "off");
    paused.append("booking.paused", "on");
    expect(readSettingsForm(paused, current).changes).toEqual({ "booking.paused": true });
  });

  it("names what is wrong with windows, dates and the numbers", () => {
    const result = readSettingsForm(
      form({
        "booking.windows.mon": "12:00-09:00",
        "booking.closedDates": "2026-02-30 Nope",
        "booking.capacity": "0",
        "booking.daysAhead": "400",
        "booking.pauseMessage": " ",
      }),
      current,
    );
    expect(result.changes).toEqual({});
    expect(result.errors).toEqual({
      "booking.windows": expect.stringContaining("Drop-off windows on Monday"),
      "booking.closedDates": 'Closed dates: "2026-02-30 Nope" does not start with a real date written YYYY-MM-DD.',
      "booking.capacity": "Bookings per window must be a whole number from 1 to 200.".replace("200", "50"),
      "booking.daysAhead": "Days ahead must be a whole number from 1 to 90.",
      "booking.pauseMessage": "Message while paused cannot be empty.",
    });
  });
});

describe.each(testDatabaseKinds())("shop settings on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    resetSettingsSnapshot();
    await cleanup?.();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("shop_settings").execute();
    await handle.db.deleteFrom("shop_settings_history").execute();
    await refreshSettings(handle.db);
  });

  it("uses the environment's defaults until a value is saved, then the saved one wins", async () => {
    expect((await loadShopSettings(handle.db)).saved).toEqual([]);
    expect(currentBusiness().phone).toBe(settingDefaults()["business.phone"]);

    expect(
      await saveSettings(handle.db, { "business.phone": "(321) 555-0177" }, { by: await testActor(handle.db), now: at(1) }),
    ).toEqual(["business.phone"]);
    const settings = await loadShopSettings(handle.db);
    expect(settings.values["business.phone"]).toBe("(321) 555-0177");
    expect(settings.saved).toEqual(["business.phone"]);
    // This server's snapshot follows at once.
    expect(currentBusiness().phone).toBe("(321) 555-0177");
  });

  it("writes nothing when a value does not change, and keeps a history with old and new values", async () => {
    await saveSettings(handle.db, { "business.phone": "(321) 555-0177" }, { by: await testActor(handle.db), now: at(1) });
    expect(
      await saveSettings(handle.db, { "business.phone": "(321) 555-0177" }, { by: await testActor(handle.db), now: at(2) }),
    ).toEqual([]);
    await saveSettings(
      handle.db,
      { "business.openingHours": parseOpeningHours("Mo-Fr 09:00-18:00")! },
      { by: await testActor(handle.db), now: at(3) },
    );
    const history = await listSettingsHistory(handle.db);
    expect(history.map((h) => [h.label, h.oldValue, h.newValue])).toEqual([
      ["Opening hours", "Open 24/7 (default)", "Mon–Fri 9 AM–6 PM · Sat–Sun closed"],
      ["Phone", `${settingDefaults()["business.phone"]} (default)`, "(321) 555-0177"],
    ]);
  });

  it("names the user on each history row and writes an audit row per field, a long text by its name only", async () => {
    const by = await testActor(handle.db);
    const before = await handle.db.selectFrom("audit_log").select("id").orderBy("id", "desc").executeTakeFirst();
    await saveSettings(
      handle.db,
      { "money.taxRate": "6.5", "tickets.intakeTerms": "I leave this laptop with the shop." },
      { by, now: at(1) },
    );
    const history = await handle.db.selectFrom("shop_settings_history").select(["field", "user_id"]).orderBy("id").execute();
    expect(history).toEqual([
      { field: "money.taxRate", user_id: by.userId },
      { field: "tickets.intakeTerms", user_id: by.userId },
    ]);
    // The owner's history reads who made each change.
    const shown = (await listSettingsHistory(handle.db)).slice(0, 2);
    expect(shown.map((h) => [h.label, h.changedBy])).toEqual([
      [expect.any(String), by.name],
      [expect.any(String), by.name],
    ]);
    const audit = await handle.db
      .selectFrom("audit_log")
      .select(["user_id", "kind", "subject", "detail"])
      .where("id", ">", before?.id ?? 0)
      .orderBy("id")
      .execute();
    expect(audit).toEqual([
      {
        user_id: by.userId,
        kind: "setting-changed",
        subject: "setting:money.taxRate",
        detail: `Sales tax rate (%): ${settingDefaults()["money.taxRate"]} % (default) → 6.5 %`,
      },
      { user_id: by.userId, kind: "setting-changed", subject: "setting:tickets.intakeTerms", detail: "Intake terms changed" },
    ]);
  });

  it("resets a field to its default and restores the value before a change", async () => {
    await saveSettings(handle.db, { "business.city": "Palm Bay" }, { by: await testActor(handle.db), now: at(1) });
    await saveSettings(handle.db, { "business.city": "Cocoa" }, { by: await testActor(handle.db), now: at(2) });
    const [latest] = await listSettingsHistory(handle.db);
    expect(await restoreSettingsChange(handle.db, latest!.id, at(3), await testActor(handle.db))).toEqual({
      ok: true,
      field: "business.city",
    });
    expect(currentBusiness().city).toBe("Palm Bay");

    await saveSettings(handle.db, { "business.city": null }, { by: await testActor(handle.db), now: at(4) });
    expect(currentBusiness().city).toBe(settingDefaults()["business.city"]);
    expect((await loadShopSettings(handle.db)).saved).toEqual([]);
    expect((await listSettingsHistory(handle.db))[0]).toMatchObject({
      oldValue: "Palm Bay",
      newValue: `${settingDefaults()["business.city"]} (default)`,
    });
    expect(await restoreSettingsChange(handle.db, 999_999, at(5), await testActor(handle.db))).toEqual({
      ok: false,
      error: "That change is no longer in the history.",
    });
  });

  it("reads a damaged or newer stored value as unreadable and uses the default", async () => {
    await handle.db
      .insertInto("shop_settings")
      .values([
        { field: "business.phone", value: "{not json", schema_version: 1, updated_at: at(1).toISOString() },
        { field: "business.email", value: JSON.stringify("x@example.com"), schema_version: 2, updated_at: at(1).toISOString() },
        { field: "business.city", value: JSON.stringify(42), schema_version: 1, updated_at: at(1).toISOString() },
        { field: "business.somethingNew", value: JSON.stringify("?"), schema_version: 1, updated_at: at(1).toISOString() },
      ])
      .execute();
    const settings = await loadShopSettings(handle.db);
    expect(settings.unreadable.sort()).toEqual(["business.city", "business.email", "business.phone"]);
    expect(settings.values).toEqual(settingDefaults());
  });

  it("keeps both of two parallel saves of different fields", async () => {
    await Promise.all([
      saveSettings(handle.db, { "business.phone": "(321) 555-0111" }, { by: await testActor(handle.db), now: at(1) }),
      saveSettings(handle.db, { "business.email": "front@example.com" }, { by: await testActor(handle.db), now: at(1) }),
      saveSettings(
        handle.db,
        { "business.openingHours": ALWAYS_OPEN, "business.region": "Florida" },
        { by: await testActor(handle.db), now: at(1) },
      ),
    ]);
    const { values } = await loadShopSettings(handle.db);
    expect([values["business.phone"], values["business.email"], values["business.region"]]).toEqual([
      "(321) 555-0111",
      "front@example.com",
      "Florida",
    ]);
  });
});
