import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import type { DbHandle } from "~/db/client.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { handleSettingsAction, loadSettingsPage } from "./settings-admin.server";
import { currentTimeZone, loadShopSettings, refreshSettings, resetSettingsSnapshot } from "./settings.server";
import { testActor } from "../../../tests/factories";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describe("the shop's time zone", () => {
  afterAll(() => setConfig(parseConfig({})));

  it("is SHOP_TIMEZONE, read through one accessor", () => {
    setConfig(parseConfig({ SHOP_TIMEZONE: "America/Los_Angeles" }));
    expect(currentTimeZone()).toBe("America/Los_Angeles");
    setConfig(parseConfig({}));
    expect(currentTimeZone()).toBe("America/New_York");
  });
});

describe.each(testDatabaseKinds())("closing a date that has bookings, on $kind", ({ make }) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  const db = () => handle.db;

  const book = async (day: string, status: "active" | "cancelled" | "attended", name = "Dana Booker") => {
    const at = "2026-11-20T15:00:00.000Z";
    const lead = await db()
      .insertInto("leads")
      .values({
        issue: "slow",
        description: "Slow.",
        name,
        email: "dana@example.com",
        phone: null,
        client_timestamp: at,
        received_at: at,
        stage: "booked",
        stage_changed_at: at,
        lost_reason: null,
        booking_key_hash: null,
        customer_id: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db()
      .insertInto("bookings")
      .values({
        lead_id: Number(lead.id),
        day,
        window_start: "09:00",
        window_end: "12:00",
        status,
        note: null,
        created_at: at,
        cancelled_at: status === "cancelled" ? at : null,
        customer_id: null,
      })
      .execute();
  };

  beforeAll(async () => {
    setConfig(parseConfig({ SHOP_TIMEZONE: "America/Los_Angeles" }));
    ({ handle, cleanup } = await openMigratedDatabase(make));
  });
  afterAll(async () => {
    resetSettingsSnapshot();
    setConfig(parseConfig({}));
    await cleanup?.();
  });
  beforeEach(async () => {
    await db().deleteFrom("bookings").execute();
    await db().deleteFrom("leads").execute();
    await db().deleteFrom("shop_settings").execute();
    await db().deleteFrom("shop_settings_history").execute();
    await refreshSettings(db());
  });

  const closedDates = async () => (await loadShopSettings(db())).values["booking.closedDates"].map((d) => d.date);

  it("asks first, naming how many active bookings the day has, and saves nothing until confirmed", async () => {
    await book("2026-12-24", "active");
    await book("2026-12-24", "cancelled", "Chris Cancelled");
    const typed = { "booking.closedDates": "2026-12-24 Christmas Eve\n2026-12-25 Christmas", "business.city": "Palm Bay" };

    const asked = await handleSettingsAction(db(), form(typed), await testActor(db()));
    expect(asked.status).toBe(400);
    expect(asked.body).toEqual({
      errors: {
        "booking.closedDates":
          "2026-12-24 has 1 active booking. Closing the date does not cancel it: tick the box to close the date anyway, then tell the customer.",
      },
      submitted: typed,
      confirmClosedDates: [{ date: "2026-12-24", count: 1 }],
    });
    expect(await closedDates()).toEqual([]);
    expect((await loadShopSettings(db())).values["business.city"]).toBe("Melbourne");

    const saved = await handleSettingsAction(db(), form({ ...typed, confirmClosedDates: "2026-12-24" }), await testActor(db()));
    expect(saved).toEqual({ status: 200, body: { message: "Saved: City, Closed dates." } });
    expect(await closedDates()).toEqual(["2026-12-24", "2026-12-25"]);
    // The booking stands: closing a date cancels nothing.
    const bookings = await db().selectFrom("bookings").select("status").where("day", "=", "2026-12-24").execute();
    expect(bookings.map((b) => b.status).sort()).toEqual(["active", "cancelled"]);
  });

  it("names every booked date, and asks again when a confirmation does not cover the dates now typed", async () => {
    await book("2026-12-24", "active");
    await book("2026-12-28", "active", "Ann One");
    await book("2026-12-28", "active", "Ben Two");
    const typed = { "booking.closedDates": "2026-12-24\n2026-12-28" };

    const first = await handleSettingsAction(db(), form({ ...typed, confirmClosedDates: "2026-12-24" }), await testActor(db()));
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({
      errors: {
        "booking.closedDates":
          "2026-12-24 has 1 active booking and 2026-12-28 has 2 active bookings. Closing the dates does not cancel them: tick the box to close the dates anyway, then tell the customers.",
      },
      confirmClosedDates: [
        { date: "2026-12-24", count: 1 },
        { date: "2026-12-28", count: 2 },
      ],
    });
    expect(await closedDates()).toEqual([]);

    expect(
      (await handleSettingsAction(db(), form({ ...typed, confirmClosedDates: "2026-12-24,2026-12-28" }), await testActor(db())))
        .status,
    ).toBe(200);
    expect(await closedDates()).toEqual(["2026-12-24", "2026-12-28"]);
  });

  it("saves at once a date with no active booking, and does not ask again about a date already closed", async () => {
    await book("2026-12-26", "cancelled");
    await book("2026-12-27", "attended");
    expect(
      (await handleSettingsAction(db(), form({ "booking.closedDates": "2026-12-26\n2026-12-27" }), await testActor(db()))).status,
    ).toBe(200);
    await book("2026-12-26", "active", "Late Booker");
    const again = await handleSettingsAction(
      db(),
      form({ "booking.closedDates": "2026-12-26 Boxing Day\n2026-12-27" }),
      await testActor(db()),
    );
    expect(again).toEqual({ status: 200, body: { message: "Saved: Closed dates." } });
  });

  it("shows the settings page's times in the configured zone", async () => {
    expect((await loadSettingsPage(db())).timeZone).toBe("America/Los_Angeles");
  });
});
