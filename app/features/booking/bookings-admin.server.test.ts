import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "~/db/types";
import { setClock } from "~/lib/clock.server";
import { parseConfig, setConfig } from "~/lib/config.server";

import { openMigratedDatabase, testDatabaseKinds } from "../../../tests/db";
import { cancelBookingFromForm, loadBookingsPage } from "./bookings-admin.server";
import { bookSlot } from "./bookings.server";
import { testActor } from "../../../tests/factories";

const NOW = new Date("2026-11-23T12:00:00.000Z");
const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe.each(testDatabaseKinds())("the bookings admin on $kind", ({ make }) => {
  let cleanup: () => Promise<void>;
  let db: Kysely<Database>;
  beforeAll(async () => {
    setConfig(parseConfig({}));
    setClock(() => NOW);
    const opened = await openMigratedDatabase(make);
    cleanup = opened.cleanup;
    db = opened.handle.db;
  });
  afterAll(async () => {
    setClock(undefined);
    await cleanup();
  });

  it("shows a day's bookings by window, the coming days' counts, and cancels from the form", async () => {
    const settings = parseConfig({}).booking;
    const made = await bookSlot(
      db,
      {
        day: "2026-11-24",
        start: "12:00",
        note: "Bring the charger",
        issue: "virus",
        description: "Pop-ups",
        userInfo: { name: "Ann Example", email: "ann@example.com", phone: "", timestamp: NOW.toISOString() },
      },
      settings,
      NOW,
    );
    expect(made.ok).toBe(true);

    const today = await loadBookingsPage(db, new URLSearchParams());
    expect(today.day).toBe("2026-11-23");
    expect(today.bookings).toEqual([]);
    expect(today.upcoming).toHaveLength(14);
    expect(today.upcoming[1]).toEqual({ day: "2026-11-24", label: "Tuesday, November 24", count: 1 });

    const page = await loadBookingsPage(db, new URLSearchParams("day=2026-11-24"));
    expect(page.dayLabel).toBe("Tuesday, November 24, 2026");
    expect(page.bookings).toEqual([
      expect.objectContaining({ name: "Ann Example", issue: "virus", label: "12:00 PM to 3:00 PM", note: "Bring the charger" }),
    ]);
    expect((await loadBookingsPage(db, new URLSearchParams("day=2026-02-30"))).day).toBe("2026-11-23");

    expect(await cancelBookingFromForm(db, form({ intent: "cancel", bookingId: "abc" }), await testActor(db))).toEqual({
      ok: false,
      status: 400,
      error: "That booking is not valid.",
    });
    expect(await cancelBookingFromForm(db, form({ intent: "cancel", bookingId: "999999" }), await testActor(db))).toMatchObject({
      ok: false,
      status: 404,
    });
    const id = String(page.bookings[0]!.id);
    expect(await cancelBookingFromForm(db, form({ intent: "cancel", bookingId: id }), await testActor(db))).toEqual({ ok: true });
    expect(await cancelBookingFromForm(db, form({ intent: "cancel", bookingId: id }), await testActor(db))).toMatchObject({
      ok: false,
      status: 409,
    });
    expect((await loadBookingsPage(db, new URLSearchParams("day=2026-11-24"))).bookings).toEqual([]);
    expect(await db.selectFrom("booking_seats").selectAll().execute()).toEqual([]);
  });
});
