// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { TicketMoveOutcome } from "../ticket-forms.server";
import { TicketMoveForm } from "./ticket-move-form";

function renderForm(result?: TicketMoveOutcome, accessories: string | null = null) {
  const Stub = createRoutesStub([
    {
      path: "/admin/tickets/5",
      Component: () => <TicketMoveForm status="ready" result={result} consented={false} accessories={accessories} />,
    },
  ]);
  return render(<Stub initialEntries={["/admin/tickets/5"]} />);
}

afterEach(cleanup);

describe("TicketMoveForm", () => {
  it("asks for the reason to let a machine go with a balance, keeping the pickup chosen and confirmed", async () => {
    const { container } = renderForm({
      ok: false,
      status: 409,
      fieldErrors: {
        releaseReason: "$40.00 is still due. Record the payment first, or write why the machine may go with a balance.",
      },
      values: { to: "picked_up", publicNote: "", privateNote: "", releaseReason: "" },
      askRelease: true,
      releaseBalanceCents: 4000,
    });
    const reason = (await screen.findByLabelText("Reason to let it go with a balance")) as HTMLTextAreaElement;
    expect(reason.name).toBe("releaseReason");
    // The reason goes back with the balance it was asked for.
    expect((container.querySelector('input[name="releaseBalance"]') as HTMLInputElement).value).toBe("4000");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("move-release-error")!.textContent).toBe(
      "$40.00 is still due. Record the payment first, or write why the machine may go with a balance.",
    );
    expect(document.activeElement).toBe(reason);
    expect((screen.getByRole("radio", { name: "Picked up" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /Yes, mark it picked up/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("alert").textContent).toBe(
      "Money is still owed on this ticket: record it first, or write why the machine may go.",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks only for the confirmation of a final status while no money is in question", async () => {
    renderForm({
      ok: false,
      status: 400,
      fieldErrors: {
        confirmFinal: "Picked up is final: the ticket closes and its status no longer changes. Tick the box to confirm.",
      },
      values: { to: "picked_up", publicNote: "", privateNote: "", releaseReason: "" },
      confirm: true,
    });
    expect(await screen.findByRole("checkbox", { name: /Yes, mark it picked up/ })).toBeTruthy();
    expect(screen.queryByLabelText("Reason to let it go with a balance")).toBeNull();
  });

  it("asks, once Picked up is chosen, what was handed back (the ticket's accessories named) and the customer's signature", async () => {
    const { container } = renderForm(undefined, "Charger, bag");
    expect(screen.queryByRole("group", { name: "Handed back" })).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Picked up" }));
    const list = screen.getByRole("group", { name: "Handed back" });
    expect(within(list).getByRole("checkbox", { name: "Device handed back" })).toBeTruthy();
    expect(within(list).getByRole("checkbox", { name: "Accessories returned: Charger, bag" })).toBeTruthy();
    const sign = screen.getByRole("group", { name: "Customer's signature at pickup" });
    expect(await within(sign).findByRole("img", { name: "Signature pad, empty" })).toBeTruthy();
    expect((within(sign).getByLabelText("Type your full name instead") as HTMLInputElement).name).toBe("pickupSignedName");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps a confirmed pickup refused for its checklist confirmed, with what was typed, and focuses the box to tick", async () => {
    const { container } = renderForm(
      {
        ok: false,
        status: 400,
        fieldErrors: { pickupDevice: "Tick “Device handed back” once the customer has it." },
        values: { to: "picked_up", publicNote: "", privateNote: "", releaseReason: "" },
        pickup: { device: false, accessories: true, signature: "", signedName: "Jane Doe" },
        confirm: true,
      },
      "Charger",
    );
    const device = (await screen.findByRole("checkbox", { name: "Device handed back" })) as HTMLInputElement;
    expect(device.checked).toBe(false);
    expect(device.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(device);
    expect(document.getElementById("pickup-list-error")!.textContent).toBe("Tick “Device handed back” once the customer has it.");
    expect((screen.getByRole("checkbox", { name: "Accessories returned: Charger" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: /Yes, mark it picked up/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/^Type your full name/) as HTMLInputElement).value).toBe("Jane Doe");
    expect(screen.getAllByRole("alert")[0]!.textContent).toBe("The device has not been signed for yet: see the marked fields.");
    expect(await axeViolations(container)).toEqual([]);
  });
});
