// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS, type BusinessInfo } from "~/content/business";

import type { PublicTicket } from "../public.server";
import { RepairStatus } from "./repair-status";

// 06:00 UTC on 21 November: 1:00 AM that day in New York, still 10:00 PM on the 20th in Los Angeles.
const ticket: PublicTicket = {
  number: "SC-2611-0007",
  firstName: "Ann",
  device: "Laptop",
  status: "received",
  estimateCents: null,
  receivedAt: "2026-11-21T06:00:00.000Z",
  timeline: [{ status: "received", note: null, at: "2026-11-21T06:00:00.000Z", noteOnly: false }],
  money: { estimate: null, invoice: null, payments: [], balanceCents: 0 },
};

function renderStatus(business: Partial<BusinessInfo>, timeZone: string) {
  return render(<RepairStatus ticket={ticket} business={{ ...DEFAULT_BUSINESS, ...business }} timeZone={timeZone} />);
}

afterEach(cleanup);

describe("RepairStatus", () => {
  it("writes the shop's address without an empty street", () => {
    renderStatus({ streetAddress: "" }, "America/New_York");
    const shop = screen.getByRole("region", { name: "Questions? Call or visit" });
    expect(within(shop).getByText(/Melbourne, FL 32935/).textContent).toBe(
      "Space Coast PC Repair & Web Services, Melbourne, FL 32935",
    );
  });

  it("writes the street when there is one", () => {
    renderStatus({ streetAddress: "1 Main St" }, "America/New_York");
    const shop = screen.getByRole("region", { name: "Questions? Call or visit" });
    expect(within(shop).getByText(/Melbourne/).textContent).toBe(
      "Space Coast PC Repair & Web Services, 1 Main St, Melbourne, FL 32935",
    );
  });

  it("dates the repair in the shop's configured time zone", () => {
    renderStatus({}, "America/Los_Angeles");
    const now = screen.getByRole("region", { name: "Where it is now" });
    expect(within(now).getByText("Nov 20, 2026")).toBeTruthy();
    expect(screen.getByText("Nov 20, 2026, 10:00 PM")).toBeTruthy();
    cleanup();
    renderStatus({}, "America/New_York");
    expect(screen.getByText("Nov 21, 2026, 1:00 AM")).toBeTruthy();
  });
});
