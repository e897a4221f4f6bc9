import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { SETTING_FIELDS, type SettingKey } from "./fields";
import { handleSettingsAction } from "./settings-admin.server";
import { checkSetting, loadShopSettings } from "./settings.server";
import { testActor } from "../../../tests/factories";

/** Characters a page would print as they are: C0 and C1 controls, DEL, line separators, direction overrides. */
const INVISIBLE = ["\u0000", "\u0007", "\u001b[31m", "\u000b", "\u007f", "\u0085", "\u2028", "\u202e", "\u2066"];

/** The one-line text settings, each with a value its own rule takes. */
const ONE_LINE: Array<[SettingKey, string]> = [
  ["business.name", "Space Coast PC Repair"],
  ["business.shortName", "Space Coast"],
  ["business.streetAddress", "1234 Main St"],
  ["business.city", "Melbourne"],
  ["business.region", "FL"],
  ["business.postalCode", "32935"],
  ["business.phone", "(321) 555-0142"],
  ["business.email", "shop@example.com"],
  ["business.amazonAssociateTag", "shop-20"],
  ["booking.pauseMessage", "Back on Monday."],
];
const label = (key: SettingKey) => SETTING_FIELDS.find((f) => f.key === key)!.label;

describe("the settings' text fields", () => {
  it.each(ONE_LINE)("%s refuses control characters anywhere inside, naming the field", (key, good) => {
    expect(checkSetting(key, good)).toMatchObject({ ok: true });
    for (const bad of [...INVISIBLE, "\n", "\t", "\r\n"]) {
      const middle = Math.floor(good.length / 2);
      const checked = checkSetting(key, good.slice(0, middle) + bad + good.slice(middle));
      expect(checked, `${key} with ${JSON.stringify(bad)}`).toMatchObject({ ok: false });
      if (!checked.ok) expect(checked.error).toMatch(new RegExp(`^${label(key).replace(/[()]/g, "\\$&")} `));
    }
  });

  it("still takes accents, other scripts and emoji", () => {
    expect(checkSetting("business.name", "Café Réparation – 日本語 🙂")).toEqual({
      ok: true,
      value: "Café Réparation – 日本語 🙂",
    });
  });

  it("are refused the same way as the environment's defaults", () => {
    expect(() => parseConfig({ BUSINESS_CITY: "Melbourne\u0007" })).toThrow(/BUSINESS_CITY .*control characters/);
    expect(parseConfig({ BUSINESS_CITY: " Melbourne " }).business.city).toBe("Melbourne");
  });

  it("closed dates, one per line, take line breaks and tabs but no other control character in a label", () => {
    expect(checkSetting("booking.closedDates", "2026-12-25\tChristmas\r\n2026-11-26 Thanksgiving")).toEqual({
      ok: true,
      value: [
        { date: "2026-11-26", label: "Thanksgiving" },
        { date: "2026-12-25", label: "Christmas" },
      ],
    });
    for (const bad of INVISIBLE) {
      const checked = checkSetting("booking.closedDates", `2026-12-25 Christ${bad}mas\n2026-11-26 Thanksgiving`);
      expect(checked, JSON.stringify(bad)).toMatchObject({ ok: false });
      if (!checked.ok) expect(checked.error).toMatch(/^Closed dates: line 1 .*control character/);
    }
  });
});

describe.each(testDatabaseKinds())("saving settings with control characters, on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    setConfig(parseConfig({}));
    const opened = await openMigratedDatabase(make);
    handle = opened.handle;
    cleanup = opened.cleanup;
  });
  afterAll(async () => {
    await cleanup();
  });

  it("saves nothing, says which fields and why, and hands back every value as typed", async () => {
    const before = await loadShopSettings(handle.db);
    const typed = {
      "business.name": "Space Coast\u0007 PC Repair",
      "business.city": "Melbourne\u202e",
      "business.postalCode": "32935",
      "booking.pauseMessage": "Back\u2028on Monday",
      "booking.closedDates": "2026-12-25 Christ\u0000mas",
    };
    const form = new FormData();
    form.set("intent", "save");
    for (const [key, value] of Object.entries(typed)) form.set(key, value);
    const { status, body } = await handleSettingsAction(handle.db, form, await testActor(handle.db));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: {
        "business.name": expect.stringMatching(/^Business name .*control character/),
        "business.city": expect.stringMatching(/^City .*control character/),
        "booking.pauseMessage": expect.stringMatching(/^Message while paused .*control character/),
        "booking.closedDates": expect.stringMatching(/^Closed dates: .*control character/),
      },
      submitted: typed,
    });
    expect("business.postalCode" in (body as { errors: object }).errors).toBe(false);
    expect((await loadShopSettings(handle.db)).values).toEqual(before.values);
  });
});
