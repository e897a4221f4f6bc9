import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { localDate, localParts, zonedInstant } from "./shop-time";
import { findOfferedSlot, listSlots, nextFreeSlot, slotKey, slotSpokenLabel, type BookingSettings } from "./slots";

const settings: BookingSettings = {
  weekdays: [1, 2, 3, 4, 5, 6],
  windows: [
    { start: "09:00", end: "12:00" },
    { start: "12:00", end: "15:00" },
    { start: "15:00", end: "18:00" },
  ],
  capacity: 3,
  daysAhead: 14,
  closedDates: [],
  timeZone: "America/New_York",
};

describe("zonedInstant", () => {
  it("turns a New York wall time into the right UTC instant in winter and summer", () => {
    expect(zonedInstant("2026-11-24", "09:00", "America/New_York").toISOString()).toBe("2026-11-24T14:00:00.000Z");
    expect(zonedInstant("2026-07-01", "09:00", "America/New_York").toISOString()).toBe("2026-07-01T13:00:00.000Z");
  });

  it("is correct on both change days", () => {
    // 2026-03-08: clocks go from 2:00 EST to 3:00 EDT.
    expect(zonedInstant("2026-03-08", "01:30", "America/New_York").toISOString()).toBe("2026-03-08T06:30:00.000Z");
    expect(zonedInstant("2026-03-08", "09:00", "America/New_York").toISOString()).toBe("2026-03-08T13:00:00.000Z");
    // The skipped 2:30 reads as 3:30 EDT.
    expect(zonedInstant("2026-03-08", "02:30", "America/New_York").toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // 2026-11-01: clocks go from 2:00 EDT back to 1:00 EST; 1:30 happens twice, the first is taken.
    expect(zonedInstant("2026-11-01", "01:30", "America/New_York").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(zonedInstant("2026-11-01", "09:00", "America/New_York").toISOString()).toBe("2026-11-01T14:00:00.000Z");
  });

  it("reads back as the same wall time in any zone, for any time that exists", () => {
    const zones = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2035-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        (zone, date, hour, minute) => {
          const day = date.toISOString().slice(0, 10);
          const time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
          const instant = zonedInstant(day, time, zone);
          const p = localParts(instant, zone);
          const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
          const asked = Date.parse(`${day}T${time}:00Z`);
          // Equal, or an hour later when the time fell into a spring-forward gap (Lord Howe: 30 minutes).
          expect([0, 30 * 60_000, 60 * 60_000]).toContain(wall - asked);
          if (wall === asked) expect(localDate(instant, zone)).toBe(day);
        },
      ),
    );
  });
});

describe("listSlots", () => {
  it("offers the next 14 days from a Monday morning: 12 open days (no Sundays), three windows each", () => {
    const now = new Date("2026-11-23T12:00:00Z"); // Monday 7:00 AM in New York
    const days = listSlots(settings, now);
    expect(days.map((d) => d.day)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(days[1]).toMatchObject({ label: "Tuesday, November 24" });
    expect(days[1]!.windows.map((w) => [w.start, w.end, w.label, w.left, w.full])).toEqual([
      ["09:00", "12:00", "9:00 AM to 12:00 PM", 3, false],
      ["12:00", "15:00", "12:00 PM to 3:00 PM", 3, false],
      ["15:00", "18:00", "3:00 PM to 6:00 PM", 3, false],
    ]);
    expect(days[1]!.windows[0]).toMatchObject({ startsAt: "2026-11-24T14:00:00.000Z", endsAt: "2026-11-24T17:00:00.000Z" });
  });

  it("leaves out a window that has started today, and today once all have", () => {
    const at = (iso: string) => listSlots(settings, new Date(iso));
    // 9:00 AM sharp in New York: the first window has started.
    expect(at("2026-11-23T14:00:00Z")[0]!.windows.map((w) => w.start)).toEqual(["12:00", "15:00"]);
    expect(at("2026-11-23T13:59:59Z")[0]!.windows.map((w) => w.start)).toEqual(["09:00", "12:00", "15:00"]);
    // 3:00 PM: nothing is left today.
    expect(at("2026-11-23T20:00:00Z")[0]!.day).toBe("2026-11-24");
  });

  it("uses the shop's date, not UTC's: 9 PM in New York is already tomorrow in UTC", () => {
    const days = listSlots(settings, new Date("2026-11-24T02:00:00Z")); // Monday 9:00 PM local
    expect(days[0]!.day).toBe("2026-11-24");
    expect(days.at(-1)!.day).toBe("2026-12-05");
  });

  it("is DST-correct on the change day: the windows start at local 9, 12 and 3", () => {
    const fall = { ...settings, weekdays: [0, 1, 2, 3, 4, 5, 6] };
    const sunday = listSlots(fall, new Date("2026-11-01T04:30:00Z")).find((d) => d.day === "2026-11-01")!; // 12:30 AM EDT
    expect(sunday.windows.map((w) => w.startsAt)).toEqual([
      "2026-11-01T14:00:00.000Z",
      "2026-11-01T17:00:00.000Z",
      "2026-11-01T20:00:00.000Z",
    ]);
    const spring = listSlots(fall, new Date("2026-03-08T05:00:00Z")).find((d) => d.day === "2026-03-08")!; // 12:00 AM EST
    expect(spring.windows.map((w) => w.startsAt)).toEqual([
      "2026-03-08T13:00:00.000Z",
      "2026-03-08T16:00:00.000Z",
      "2026-03-08T19:00:00.000Z",
    ]);
    // 8:59 AM EDT on the spring day, an hour after the change: the 9:00 window is still offered.
    const justBefore = listSlots(fall, new Date("2026-03-08T12:59:00Z"))[0]!;
    expect(justBefore.windows[0]!.start).toBe("09:00");
  });

  it("leaves out closed dates and closed weekdays", () => {
    const days = listSlots({ ...settings, weekdays: [2, 4], closedDates: ["2026-11-26"] }, new Date("2026-11-23T12:00:00Z"));
    expect(days.map((d) => d.day)).toEqual(["2026-11-24", "2026-12-01", "2026-12-03"]);
  });

  it("counts the places left and shows full windows as full", () => {
    const taken = new Map([
      [slotKey("2026-11-24", "09:00"), 3],
      [slotKey("2026-11-24", "12:00"), 2],
      [slotKey("2026-11-24", "15:00"), 7],
    ]);
    const tuesday = listSlots(settings, new Date("2026-11-23T12:00:00Z"), taken)[1]!;
    expect(tuesday.windows.map((w) => [w.left, w.full])).toEqual([
      [0, true],
      [1, false],
      [0, true],
    ]);
  });

  it("never offers a past window, a closed day or more days than asked, whatever the clock", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2024-01-01T00:00:00Z"), max: new Date("2034-01-01T00:00:00Z"), noInvalidDate: true }),
        fc.subarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }),
        fc.integer({ min: 1, max: 30 }),
        (now, weekdays, daysAhead) => {
          const s = { ...settings, weekdays, daysAhead };
          const days = listSlots(s, now);
          const today = localDate(now, s.timeZone);
          for (const d of days) {
            expect(d.day >= today).toBe(true);
            expect(weekdays).toContain(new Date(`${d.day}T12:00:00Z`).getUTCDay());
            for (const w of d.windows) expect(Date.parse(w.startsAt)).toBeGreaterThan(now.getTime());
          }
          expect(days.length).toBeLessThanOrEqual(daysAhead);
          if (days.length)
            expect(Date.parse(`${days.at(-1)!.day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)).toBeLessThan(
              daysAhead * 86_400_000,
            );
        },
      ),
    );
  });
});

describe("findOfferedSlot and nextFreeSlot", () => {
  const now = new Date("2026-11-23T12:00:00Z");

  it("finds a window on offer and refuses past, closed, unknown and too-distant ones", () => {
    expect(findOfferedSlot(settings, now, "2026-11-24", "12:00")).toMatchObject({ end: "15:00" });
    expect(findOfferedSlot(settings, new Date("2026-11-23T15:00:00Z"), "2026-11-23", "09:00")).toBeNull();
    expect(findOfferedSlot(settings, now, "2026-11-29", "09:00")).toBeNull(); // a Sunday
    expect(findOfferedSlot(settings, now, "2026-11-24", "10:00")).toBeNull();
    expect(findOfferedSlot(settings, now, "2026-12-07", "09:00")).toBeNull(); // day 15
    expect(findOfferedSlot({ ...settings, closedDates: ["2026-11-24"] }, now, "2026-11-24", "09:00")).toBeNull();
  });

  it("suggests the first window with a place at or after the one asked for, else the first free one", () => {
    const taken = new Map([
      [slotKey("2026-11-24", "09:00"), 3],
      [slotKey("2026-11-24", "12:00"), 3],
    ]);
    const days = listSlots(settings, now, taken);
    expect(nextFreeSlot(days, "2026-11-24", "09:00")).toMatchObject({ day: "2026-11-24", start: "15:00" });
    expect(nextFreeSlot(days, "2026-12-05", "15:00")).toMatchObject({ day: "2026-12-05", start: "15:00" });
    const allFull = new Map(days.flatMap((d) => d.windows).map((w) => [slotKey(w.day, w.start), 3]));
    expect(nextFreeSlot(listSlots(settings, now, allFull), "2026-11-24", "09:00")).toBeNull();
  });

  it("speaks the date, the window and the places left", () => {
    expect(slotSpokenLabel("Tuesday, November 24", { label: "9:00 AM to 12:00 PM", left: 2, full: false })).toBe(
      "Tuesday, November 24, 9:00 AM to 12:00 PM, 2 places left",
    );
    expect(slotSpokenLabel("Tuesday, November 24", { label: "9:00 AM to 12:00 PM", left: 1, full: false })).toMatch(
      /1 place left$/,
    );
    expect(slotSpokenLabel("Tuesday, November 24", { label: "9:00 AM to 12:00 PM", left: 0, full: true })).toMatch(/, full$/);
  });
});

describe("windows the owner set per weekday, and a pause", () => {
  const now = new Date("2026-11-23T12:00:00Z"); // Monday, 7 AM in New York
  it("offers each weekday its own windows and none on a day without", () => {
    const byDay = [
      [],
      [{ start: "09:00", end: "12:00" }],
      [],
      [
        { start: "13:00", end: "15:00" },
        { start: "15:00", end: "17:00" },
      ],
      [],
      [],
      [],
    ];
    const days = listSlots({ ...settings, windowsByWeekday: byDay, daysAhead: 7 }, now);
    expect(days.map((d) => [d.day, d.windows.map((w) => w.start)])).toEqual([
      ["2026-11-23", ["09:00"]],
      ["2026-11-25", ["13:00", "15:00"]],
    ]);
  });

  it("offers nothing while paused", () => {
    expect(listSlots({ ...settings, pausedMessage: "Back on Monday." }, now)).toEqual([]);
    expect(findOfferedSlot({ ...settings, pausedMessage: "Back on Monday." }, now, "2026-11-24", "09:00")).toBeNull();
  });
});
