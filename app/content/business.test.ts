import { describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS, formatAddress, formatLocation, telHref } from "./business";

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

  it("joins an address without empty pieces", () => {
    const place = { city: "Melbourne", region: "FL", postalCode: "32935" };
    expect(formatAddress({ ...place, streetAddress: "1 Main St" })).toBe("1 Main St, Melbourne, FL 32935");
    expect(formatAddress({ ...place, streetAddress: "" })).toBe("Melbourne, FL 32935");
    expect(formatAddress({ ...place, streetAddress: "   " })).toBe("Melbourne, FL 32935");
    expect(formatAddress({ streetAddress: "1 Main St", city: "Melbourne", region: "", postalCode: "" })).toBe(
      "1 Main St, Melbourne",
    );
    expect(formatAddress({ streetAddress: "", city: "", region: "FL", postalCode: "32935" })).toBe("FL 32935");
  });
});
