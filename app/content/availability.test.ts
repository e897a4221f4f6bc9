import { describe, expect, it } from "vitest";

import { availabilityClaims } from "./availability";
import { ALWAYS_OPEN, parseOpeningHours } from "./hours";

const everyLine = (c: ReturnType<typeof availabilityClaims>) => [
  c.homeHeading,
  c.homeText.before,
  c.homeText.link,
  c.homeText.after,
  c.contactHeading,
  c.resultNote,
];

describe("availabilityClaims", () => {
  it("keeps the original 24/7 wording when the saved hours are 24/7", () => {
    const c = availabilityClaims(ALWAYS_OPEN);
    expect(c.alwaysOpen).toBe(true);
    expect(c.homeHeading).toBe("24/7 Availability");
    expect(`${c.homeText.before}${c.homeText.link}${c.homeText.after}`).toBe(
      "Computer trouble doesn't keep office hours and neither do we. Reach an expert any time, day or night.",
    );
    expect(c.contactHeading).toBe("Expert Support 24/7");
    expect(c.resultNote).toBe("Still stuck? Our experts are available 24/7 to help.");
  });

  it("names the saved hours instead, and never says 24/7, when the shop keeps office hours", () => {
    const c = availabilityClaims(parseOpeningHours("Mo-Fr 09:00-18:00; Sa 10:00-16:00")!);
    const hours = "Mon–Fri 9 AM–6 PM · Sat 10 AM–4 PM · Sun closed";
    expect(c.alwaysOpen).toBe(false);
    expect(c.homeHeading).toBe("Opening Hours");
    expect(`${c.homeText.before}${c.homeText.link}${c.homeText.after}`).toBe(
      `Our guided PC diagnosis is open any time. Reach an expert in our opening hours: ${hours}.`,
    );
    expect(c.contactHeading).toBe("Expert Support");
    expect(c.resultNote).toBe(`Still stuck? Our experts are here to help: ${hours}.`);
    for (const line of everyLine(c)) expect(line).not.toMatch(/24\/7|day or night/);
  });

  it("counts a shop open all day on weekdays only as office hours", () => {
    const c = availabilityClaims(parseOpeningHours("Mo-Fr 00:00-24:00")!);
    expect(c.alwaysOpen).toBe(false);
    for (const line of everyLine(c)) expect(line).not.toContain("24/7");
  });
});
