import { describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS, formatLocation, telHref } from "./business";

describe("business info", () => {
  it("has the spec's location and both company claims", () => {
    expect(formatLocation(DEFAULT_BUSINESS)).toBe("Melbourne, FL 32935");
    expect(DEFAULT_BUSINESS.yearsOfService).toBe(30);
    expect(DEFAULT_BUSINESS.foundedYear).toBe(2020);
  });

  it("makes tel: links with the country code", () => {
    expect(telHref("(321) 555-0142")).toBe("tel:+13215550142");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
});
