// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS, type BusinessInfo } from "~/content/business";

import type { TicketPrint } from "../print.server";
import { TicketLabel, TicketReceipt } from "./ticket-print";

// 06:00 UTC on 21 November: the 21st in New York, still the 20th in Los Angeles.
const ticket: TicketPrint = {
  id: 7,
  number: "SC-2611-0007",
  customerName: "Ann Lee",
  surname: "Lee",
  device: "Laptop",
  serial: null,
  problem: "No power",
  accessories: null,
  estimateCents: null,
  createdAt: "2026-11-21T06:00:00.000Z",
  statusUrl: "https://shop.example/repair/abc",
  qr: { path: "M0 0h1v1H0z", size: 21 },
};

function renderPage(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/admin/tickets/7/print", Component: () => element }]);
  render(<Stub initialEntries={["/admin/tickets/7/print"]} />);
}

const receipt = (business: Partial<BusinessInfo>, timeZone: string) =>
  renderPage(<TicketReceipt ticket={ticket} business={{ ...DEFAULT_BUSINESS, ...business }} timeZone={timeZone} />);

afterEach(cleanup);

describe("TicketReceipt", () => {
  it("writes the shop's address without an empty street", () => {
    receipt({ streetAddress: "" }, "America/New_York");
    const sheet = screen.getByRole("region", { name: "Receipt" });
    expect(within(sheet).getByText(/Melbourne/).textContent).toBe("Melbourne, FL 32935 · (321) 555-0142");
  });

  it("writes the street when there is one", () => {
    receipt({ streetAddress: "1 Main St" }, "America/New_York");
    const sheet = screen.getByRole("region", { name: "Receipt" });
    expect(within(sheet).getByText(/Melbourne/).textContent).toBe("1 Main St, Melbourne, FL 32935 · (321) 555-0142");
  });

  it("dates the drop-off in the shop's configured time zone", () => {
    receipt({}, "America/Los_Angeles");
    expect(within(screen.getByRole("region", { name: "Receipt" })).getByText("Nov 20, 2026")).toBeTruthy();
    cleanup();
    receipt({}, "America/New_York");
    expect(within(screen.getByRole("region", { name: "Receipt" })).getByText("Nov 21, 2026")).toBeTruthy();
  });
});

describe("TicketLabel", () => {
  it("dates the drop-off in the shop's configured time zone", () => {
    renderPage(<TicketLabel ticket={ticket} layout="roll" timeZone="America/Los_Angeles" />);
    expect(screen.getByText("Dropped off Nov 20, 2026")).toBeTruthy();
  });
});
