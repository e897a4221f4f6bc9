import { afterAll, describe, expect, it } from "vitest";

import { parseConfig, setConfig } from "~/lib/config.server";

import { followUpAlertMessage, leadAlertMessage } from "./alerts.server";

const lead = {
  id: 7,
  issue: "slow",
  description: "Slow.",
  name: "Jane Doe",
  email: "jane@example.com",
  phone: null,
  receivedAt: "2026-11-20T14:30:00.000Z",
};

afterAll(() => setConfig(parseConfig({})));

describe("the shop's alert times", () => {
  it("are written in the configured SHOP_TIMEZONE, named", () => {
    setConfig(parseConfig({ SHOP_TIMEZONE: "America/Los_Angeles" }));
    expect(leadAlertMessage(lead, "https://shop.example").text).toContain("Received: Nov 20, 2026, 6:30 AM PST");
    const followUp = followUpAlertMessage(
      lead,
      { issue: "virus", description: "Pop-ups.", receivedAt: "2026-11-21T07:00:00.000Z", source: "diagnosis" },
      "https://shop.example",
    );
    expect(followUp.text).toContain("Lead: 7, received Nov 20, 2026, 6:30 AM PST");
    expect(followUp.text).toContain("Follow-up sent: Nov 20, 2026, 11:00 PM PST, through the diagnosis");
  });

  it("follow the default zone, New York, when none is configured", () => {
    setConfig(parseConfig({}));
    expect(leadAlertMessage(lead, "https://shop.example").text).toContain("Received: Nov 20, 2026, 9:30 AM EST");
  });
});
