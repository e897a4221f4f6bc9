import { describe, expect, it } from "vitest";

import { getCatalogDay } from "./catalog-day";

describe("getCatalogDay", () => {
  it("uses the shop's date, not UTC", () => {
    // 03:00 UTC on Jan 1 is still Dec 31 in Florida.
    expect(getCatalogDay(new Date("2026-01-01T03:00:00Z"), "America/New_York")).toEqual({
      key: "2025-12-31",
      year: 2025,
      label: "December 31, 2025",
    });
    expect(getCatalogDay(new Date("2026-07-04T16:00:00Z"), "America/New_York")).toEqual({
      key: "2026-07-04",
      year: 2026,
      label: "July 4, 2026",
    });
  });

  it("follows the configured time zone, not Florida's", () => {
    // 06:00 UTC on Jan 1 is 1 AM on Jan 1 in New York, but still Dec 31 in Los Angeles.
    const instant = new Date("2026-01-01T06:00:00Z");
    expect(getCatalogDay(instant, "America/New_York").key).toBe("2026-01-01");
    expect(getCatalogDay(instant, "America/Los_Angeles")).toEqual({ key: "2025-12-31", year: 2025, label: "December 31, 2025" });
  });
});
