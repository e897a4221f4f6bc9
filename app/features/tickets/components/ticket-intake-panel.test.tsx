// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { TicketIntake } from "../intake.server";
import { TicketIntakePanel } from "./ticket-intake-panel";

const intake: TicketIntake = {
  condition: { screen: false, case: true, keys: false, liquid: true, powers: "yes" },
  conditionNote: null,
  passcodeMode: "stay",
  backupFirst: true,
  terms: "Terms",
  termsVersion: 0,
  signed: { signature: null, signedName: "Jane Doe", signedAt: "2026-11-21T15:00:00.000Z" },
  pickup: {
    signature: "M1 1L50 50L90 20",
    signedName: null,
    signedAt: "2026-11-28T20:30:00.000Z",
    checklist: { device: true, accessories: false },
  },
};

afterEach(cleanup);

describe("TicketIntakePanel", () => {
  it("shows the condition, the backup choice, the passcode's mode and who signed when, at intake and at pickup; axe clean", async () => {
    const { container } = render(<TicketIntakePanel intake={intake} customerName="Jane Doe" timeZone="America/New_York" />);
    const panel = screen.getByRole("region", { name: "Intake" });
    const fact = (label: string) => within(panel).getByText(label, { selector: "dt" }).nextElementSibling!.textContent;
    expect(fact("Condition")).toBe("Case damage, signs of liquid; powers on: yes");
    expect(fact("Back up first")).toBe("yes, back up the data first");
    expect(fact("Passcode")).toBe("The customer will stay to unlock it");
    expect(fact("Terms signed")).toBe("Version 0Jane Doe (typed)Nov 21, 2026, 10:00 AM");
    expect(fact("Picked up")).toMatch(/^Device handed back/);
    expect(within(panel).getByRole("img", { name: "Signature of Jane Doe" }).querySelector("path")!.getAttribute("d")).toBe(
      "M1 1L50 50L90 20",
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
