import { describe, expect, it } from "vitest";

import { emptyFormValues } from "./form-defaults";

describe("the QR forms' first values", () => {
  it("start an event in the shop's configured time zone", () => {
    expect(emptyFormValues("America/Los_Angeles").event.timeZone).toBe("America/Los_Angeles");
    expect(emptyFormValues("America/New_York").event.timeZone).toBe("America/New_York");
  });
});
