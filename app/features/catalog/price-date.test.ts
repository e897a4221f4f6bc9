import { describe, expect, it } from "vitest";

import { formatPriceDate, isPriceStale } from "./price-date";

describe("formatPriceDate", () => {
  const intl = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

  it("writes what Intl's en-US short date writes, every month, at both ends of a UTC day", () => {
    for (let month = 0; month < 12; month++) {
      for (const at of [Date.UTC(2026, month, 1, 0, 0, 0), Date.UTC(2025, month, 28, 23, 59, 59)]) {
        const iso = new Date(at).toISOString();
        expect(formatPriceDate(iso), iso).toBe(intl.format(at));
      }
    }
    expect(formatPriceDate("2026-11-23T10:00:00.000Z")).toBe("Nov 23, 2026");
    // Zone-less and offset forms are read as Date.parse reads them, then shown in UTC.
    expect(formatPriceDate("2026-11-23T23:30:00-05:00")).toBe("Nov 24, 2026");
  });

  it("gives nothing for a missing or unreadable date", () => {
    for (const bad of [null, undefined, "", "yesterday", "2026-13-45"]) expect(formatPriceDate(bad)).toBeUndefined();
  });

  it("calls a price stale after PRICE_STALE_DAYS, or when never checked", () => {
    const now = new Date("2026-11-23T12:00:00.000Z");
    expect(isPriceStale("2026-11-20T12:00:00.000Z", now)).toBe(false);
    expect(isPriceStale("2026-11-15T12:00:00.000Z", now)).toBe(true);
    expect(isPriceStale(null, now)).toBe(true);
  });
});
