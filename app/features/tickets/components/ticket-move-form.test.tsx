// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { TicketMoveOutcome } from "../ticket-forms.server";
import { TicketMoveForm } from "./ticket-move-form";

function renderForm(result: TicketMoveOutcome) {
  const Stub = createRoutesStub([
    { path: "/admin/tickets/5", Component: () => <TicketMoveForm status="ready" result={result} consented={false} /> },
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
    });
    const reason = (await screen.findByLabelText("Reason to let it go with a balance")) as HTMLTextAreaElement;
    expect(reason.name).toBe("releaseReason");
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
});
