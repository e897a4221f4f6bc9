// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { AbandonedMachines } from "../types";
import { AbandonedPanel } from "./abandoned-panel";

function renderPanel(abandoned: AbandonedMachines) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <AbandonedPanel abandoned={abandoned} /> }]);
  render(<Stub initialEntries={["/admin"]} />);
}

afterEach(cleanup);

describe("AbandonedPanel", () => {
  it("lists each abandoned machine linked to its ticket, and how many more there are, with no axe violations", async () => {
    renderPanel({
      items: [
        { ticketId: 7, number: "SC-2611-0007", deviceModel: "ThinkPad T14", firstName: "Sam", abandonedOn: "2027-01-31" },
        { ticketId: 9, number: "SC-2611-0009", deviceModel: "iPad Air", firstName: null, abandonedOn: "2027-02-03" },
      ],
      count: 5,
    });
    const panel = await screen.findByRole("region", { name: "Abandoned machines" });
    expect(within(panel).getByText("5 machines not collected within the shop's policy")).toBeTruthy();
    const items = within(panel).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "SC-2611-0007 ThinkPad T14 (Sam), abandoned since Jan 31, 2027",
      "SC-2611-0009 iPad Air, abandoned since Feb 3, 2027",
    ]);
    expect(within(items[0]!).getByRole("link", { name: "SC-2611-0007" }).getAttribute("href")).toBe("/admin/tickets/7");
    expect(within(panel).getByText(/3 more not listed here/)).toBeTruthy();
    expect(await axeViolations(document.body.firstElementChild!)).toEqual([]);
  });

  it("says when there is none", async () => {
    renderPanel({ items: [], count: 0 });
    const panel = await screen.findByRole("region", { name: "Abandoned machines" });
    expect(within(panel).getByText(/^None/)).toBeTruthy();
    expect(within(panel).queryByRole("list")).toBeNull();
  });
});
