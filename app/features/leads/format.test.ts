import { describe, expect, it } from "vitest";

import { formatAge, formatBookingDay, formatDateTime, formatWindow } from "./format";

describe("lead screen formats", () => {
  it("writes received times in the shop's time zone, whichever is configured", () => {
    expect(formatDateTime("2026-11-02T15:30:00.000Z", "America/New_York")).toBe("Nov 2, 2026, 10:30 AM");
    expect(formatDateTime("2026-07-02T15:30:00.000Z", "America/New_York")).toBe("Jul 2, 2026, 11:30 AM");
    expect(formatDateTime("2026-11-02T15:30:00.000Z", "America/Los_Angeles")).toBe("Nov 2, 2026, 7:30 AM");
    expect(formatDateTime("not a time", "America/Los_Angeles")).toBe("not a time");
  });

  it("says UTC when no zone is given, rather than guess the shop's", () => {
    expect(formatDateTime("2026-11-02T15:30:00.000Z")).toBe("Nov 2, 2026, 3:30 PM UTC");
  });

  it("writes a booking's day and window as a person reads them", () => {
    expect(formatBookingDay("2026-11-24")).toBe("Tue, Nov 24, 2026");
    expect(formatBookingDay("someday")).toBe("someday");
    expect(formatWindow("09:00", "12:00")).toBe("9:00 AM – 12:00 PM");
    expect(formatWindow("12:00", "15:30")).toBe("12:00 PM – 3:30 PM");
    expect(formatWindow("00:00", "9")).toBe("12:00 AM – 9");
  });

  it("says how long a lead has been in its stage in the largest whole unit", () => {
    const now = "2026-11-10T12:00:00.000Z";
    expect(formatAge("2026-11-10T11:59:30.000Z", now)).toBe("just now");
    expect(formatAge("2026-11-10T12:00:30.000Z", now)).toBe("just now");
    expect(formatAge("2026-11-10T11:15:00.000Z", now)).toBe("45 min");
    expect(formatAge("2026-11-10T09:00:00.000Z", now)).toBe("3 h");
    expect(formatAge("2026-11-09T11:00:00.000Z", now)).toBe("1 day");
    expect(formatAge("2026-10-29T12:00:00.000Z", now)).toBe("12 days");
    expect(formatAge("garbage", now)).toBe("");
  });
});
