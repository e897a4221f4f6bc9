import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  ALWAYS_OPEN,
  WEEKDAYS,
  describeOpeningHours,
  formatOpeningHoursSpec,
  isValidDayHours,
  openingHoursSpecification,
  parseOpeningHours,
  type DayHours,
  type OpeningHours,
} from "./hours";

describe("opening hours", () => {
  it("reads 24/7 and the old default text as always open", () => {
    expect(parseOpeningHours("24/7")).toEqual(ALWAYS_OPEN);
    expect(parseOpeningHours("Open 24/7")).toEqual(ALWAYS_OPEN);
    expect(describeOpeningHours(ALWAYS_OPEN)).toBe("Open 24/7");
    expect(openingHoursSpecification(ALWAYS_OPEN)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "00:00",
        closes: "23:59",
      },
    ]);
  });

  it("reads day ranges and lists, leaves unnamed days closed and describes them", () => {
    const hours = parseOpeningHours("Mo-Fr 09:00-18:00; Sa 10:00-16:30")!;
    expect(hours.mon).toEqual({ closed: false, open: "09:00", close: "18:00" });
    expect(hours.sat).toEqual({ closed: false, open: "10:00", close: "16:30" });
    expect(hours.sun).toEqual({ closed: true });
    expect(describeOpeningHours(hours)).toBe("Mon–Fri 9 AM–6 PM · Sat 10 AM–4:30 PM · Sun closed");
    expect(openingHoursSpecification(hours)).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:30" },
    ]);
    expect(parseOpeningHours("Mo,We 12:00-24:00")!.wed).toEqual({ closed: false, open: "12:00", close: "24:00" });
  });

  it.each([
    "",
    "Mon-Fri 9-5",
    "Mo-Fr 18:00-09:00",
    "Fr-Mo 09:00-17:00",
    "Mo 09:00-17:00; Mo 10:00-12:00",
    "Mo 25:00-26:00",
    "Xx 09:00-10:00",
  ])("refuses %j", (text) => expect(parseOpeningHours(text)).toBeNull());

  it("writes back what it reads, for any week", () => {
    const time = fc
      .integer({ min: 0, max: 47 })
      .map((half) => `${String(Math.floor(half / 2)).padStart(2, "0")}:${half % 2 ? "30" : "00"}`);
    const day: fc.Arbitrary<DayHours> = fc.oneof(
      fc.constant({ closed: true } as DayHours),
      fc
        .tuple(time, fc.oneof(time, fc.constant("24:00")))
        .map(([open, close]) => ({ closed: false, open, close }) as DayHours)
        .filter(isValidDayHours),
    );
    const week = fc
      .tuple(...WEEKDAYS.map(() => day))
      .map((days) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]])) as OpeningHours);
    fc.assert(
      fc.property(week, (hours) => {
        if (WEEKDAYS.every((d) => hours[d].closed)) return;
        expect(parseOpeningHours(formatOpeningHoursSpec(hours))).toEqual(hours);
      }),
    );
  });
});
