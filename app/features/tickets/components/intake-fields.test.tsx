// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { IntakeFormContext } from "../intake.server";
import type { TicketFormOutcome } from "../ticket-forms.server";
import { NewTicket } from "./new-ticket";

const intake: IntakeFormContext = {
  terms: { text: "I own this device. The shop is not liable for data loss.", version: 7 },
  dataLoss: "The shop is not liable for data loss.",
  feeCents: 4900,
};

const ticketValues = {
  customerName: "Jane Doe",
  email: "",
  phone: "321-555-0142",
  deviceType: "laptop",
  deviceModel: "HP 15",
  serial: "",
  problem: "Slow",
  accessories: "",
  estimate: "",
  promisedOn: "",
  emailConsent: "",
};

function renderNew(result?: TicketFormOutcome) {
  const Stub = createRoutesStub([
    {
      path: "/admin/tickets/new",
      Component: () => <NewTicket prefill={null} intake={intake} result={result} timeZone="America/New_York" />,
    },
  ]);
  return render(<Stub initialEntries={["/admin/tickets/new"]} />);
}

afterEach(cleanup);

describe("the new-ticket form's intake", () => {
  it("asks the condition, the passcode, the backup with the terms' data-loss line, the fee and the signature under the terms; axe clean", async () => {
    const { container } = renderNew();
    const part = screen.getByRole("region", { name: "Intake" });
    const condition = within(part).getByRole("group", { name: "Condition on arrival" });
    for (const box of ["Screen cracked", "Case damage", "Missing keys or screws", "Signs of liquid"])
      expect(within(condition).getByRole("checkbox", { name: box })).toBeTruthy();
    const powers = within(part).getByRole("group", { name: "Powers on" });
    expect(
      within(powers)
        .getAllByRole("radio")
        .map((r) => r.parentElement!.textContent),
    ).toEqual(["Yes", "No", "Not tested"]);
    const passcode = within(part).getByRole("group", { name: "Passcode" });
    expect(
      within(passcode)
        .getAllByRole("radio")
        .map((r) => r.parentElement!.textContent),
    ).toEqual(["Passcode given", "Not needed", "Customer will stay to unlock"]);
    const backup = within(part).getByRole("group", { name: "Back up the data first?" });
    expect(backup.getAttribute("aria-describedby")).toBe("i-backup-hint");
    expect(document.getElementById("i-backup-hint")!.textContent).toBe("The shop is not liable for data loss.");
    expect(within(part).getByLabelText(/^Diagnostic fee in dollars/)).toBeTruthy();
    expect(document.getElementById("i-fee-hint")!.textContent).toMatch(/^Price list: \$49\.00\./);
    expect((within(part).getByRole("radio", { name: "Not paid yet" }) as HTMLInputElement).checked).toBe(true);
    expect(within(part).getByRole("heading", { name: "Intake terms (version 7)" })).toBeTruthy();
    expect(within(part).getByText("I own this device. The shop is not liable for data loss.")).toBeTruthy();
    expect(container.querySelector<HTMLInputElement>('input[name="termsVersion"]')!.value).toBe("7");
    expect(await within(part).findByRole("img", { name: "Signature pad, empty" })).toBeTruthy();
    expect(within(part).getByLabelText("Type your full name instead")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the passcode box only for “Passcode given” once the script runs", async () => {
    renderNew();
    await screen.findByRole("img", { name: "Signature pad, empty" });
    expect(screen.queryByLabelText("The passcode")).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Passcode given" }));
    const box = screen.getByLabelText("The passcode") as HTMLInputElement;
    expect(box.name).toBe("passcode");
    expect(box.autocomplete).toBe("off");
    await userEvent.click(screen.getByRole("radio", { name: "Not needed" }));
    expect(screen.queryByLabelText("The passcode")).toBeNull();
  });

  it("comes back refused with what was typed but an empty passcode box, asking for it again, and focuses the first message", async () => {
    const { container } = renderNew({
      ok: false,
      status: 400,
      fieldErrors: {},
      values: ticketValues,
      intakeErrors: {
        passcode: "Type the passcode again: for its safety, a form sent back is never filled with it.",
        intakeSignature: "Have the customer sign in the box, or type their full name.",
      },
      intakeValues: {
        condScreen: "on",
        condCase: "",
        condKeys: "",
        condLiquid: "",
        condPowers: "no",
        conditionNote: "Dent on the lid",
        passcodeMode: "given",
        passcode: "",
        backupFirst: "yes",
        diagnosticFee: "49",
        feePaid: "cash",
        intakeSignature: "",
        intakeSignedName: "",
        termsVersion: "7",
      },
    });
    const box = (await screen.findByLabelText("The passcode")) as HTMLInputElement;
    expect(box.value).toBe("");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("i-passcode-error")!.textContent).toBe(
      "Type the passcode again: for its safety, a form sent back is never filled with it.",
    );
    expect(document.activeElement).toBe(box);
    expect((screen.getByRole("checkbox", { name: "Screen cracked" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "No" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("radio", { name: "Paid now by cash" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Condition note/) as HTMLTextAreaElement).value).toBe("Dent on the lid");
    expect(screen.getByRole("group", { name: "Customer's signature" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toContain(
      "The ticket was not saved. Check the marked fields.",
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
