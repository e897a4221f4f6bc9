import { afterAll, describe, expect, it } from "vitest";

import { CAUSES } from "~/content/diagnosis-catalogue";
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

describe("the diagnosis in the shop's alerts", () => {
  const triage = {
    v: 1 as const,
    answers: { "drive-noise": "yes" as const, old: "unsure" as const },
    causes: [
      { id: "failing-drive", likelihood: 0.781 },
      { id: "hdd-bottleneck", likelihood: 0.12 },
      { id: "<b>retired-cause</b>", likelihood: 0.05 },
    ],
    stop: "failing-drive",
    clear: true,
    service: { title: "Drive replacement with data transfer", fromCents: 16800, toCents: 21800, turnaroundDays: 2 },
  };
  const lines = [
    "Likely: A failing drive, 78 %; stop warning shown",
    `Told: ${CAUSES.find((c) => c.id === "failing-drive")!.stop!.message}`,
    "Offered: Drive replacement with data transfer, $168–$218, usually 2 working days",
    "Also ranked: An ageing hard drive slowing everything down, 12 %; <b>retired-cause</b>, 5 %",
    "Do you hear clicking, ticking or grinding from inside, near the drive? Yes",
    "Is the computer more than five years old? Not sure",
  ];

  it("leads the new-lead alert with the likeliest cause, then the other causes and the answers, as text", () => {
    setConfig(parseConfig({}));
    const message = leadAlertMessage({ ...lead, triage }, "https://shop.example");
    expect(message.subject).toMatch(/^Urgent \(stop warning shown\): New diagnosis lead: /);
    expect(leadAlertMessage({ ...lead, triage: { ...triage, stop: null } }, "https://shop.example").subject).toMatch(
      /^New diagnosis lead: /,
    );
    expect(message.text.startsWith(`${lines.join("\n")}\n\nA visitor asked for help through the diagnosis.`)).toBe(true);
    const html = message.html!;
    expect(html).toContain("<strong>Likely: A failing drive, 78 %; stop warning shown</strong>");
    // A cause id the catalogue no longer has is shown as text, never as markup.
    expect(html).toContain("&lt;b&gt;retired-cause&lt;/b&gt;, 5 %");
    expect(html).not.toContain("<b>retired");
    expect(html.indexOf("Likely:")).toBeLessThan(html.indexOf("A visitor asked for help"));
    expect(html).toContain("Is the computer more than five years old?");
  });

  it("leads the follow-up alert with the new request's diagnosis, and says when no cause stands out", () => {
    setConfig(parseConfig({}));
    const unclear = { ...triage, clear: false, stop: "liquid-damage", answers: {} };
    const message = followUpAlertMessage(
      lead,
      { issue: "other", description: "Odd.", receivedAt: "2026-11-21T07:00:00.000Z", source: "diagnosis", triage: unclear },
      "https://shop.example",
    );
    expect(message.text.split("\n")[0]).toBe(
      "No clear cause; best guess: A failing drive, 78 %; stop warning shown for Liquid got inside",
    );
    expect(message.html).toContain("No clear cause; best guess: A failing drive, 78 %");
  });

  it("are as before when the request has no diagnosis", () => {
    setConfig(parseConfig({}));
    expect(leadAlertMessage(lead, "https://shop.example").text.startsWith("A visitor asked for help")).toBe(true);
    expect(leadAlertMessage({ ...lead, triage: null }, "https://shop.example").html).not.toContain("Likely");
  });
});
