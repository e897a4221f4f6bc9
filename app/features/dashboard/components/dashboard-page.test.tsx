// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { Dashboard, OpenTicket } from "../types";
import { DashboardPage } from "./dashboard-page";

const ticket = (id: number, daysInStatus = 10): OpenTicket => ({
  id,
  number: `SC-2611-${String(id).padStart(4, "0")}`,
  status: "waiting_parts",
  deviceModel: `Laptop ${id}`,
  ageDays: 30,
  daysInStatus,
});

function dashboard(shopFloor: Dashboard["shopFloor"]): Dashboard {
  return {
    generatedAt: "2026-11-18T15:00:00.000Z",
    timeZone: "America/New_York",
    funnel: { weeks: [], thisWeek: { requests: 0, booked: 0, ticketed: 0 } },
    shopFloor,
    turnaround: { months: [{ month: "2026-11", repairs: 0, medianDays: null, p90Days: null }] },
    bookingsAhead: { days: 14, windows: [], booked: 0, capacity: 0 },
    clicks: { days: [], total: 0, top: [] },
    alerts: { queued: 0, failedLastWeek: 0, failedTotal: 0 },
  };
}

/** Every open status at zero but waiting for parts. */
const waitingForParts = (count: number): Dashboard["shopFloor"]["byStatus"] =>
  (["received", "diagnosing", "waiting_parts", "repairing", "ready"] as const).map((status) => ({
    status,
    count: status === "waiting_parts" ? count : 0,
  }));

function renderShopFloor(shopFloor: Dashboard["shopFloor"]) {
  const Stub = createRoutesStub([{ path: "/admin", Component: () => <DashboardPage dashboard={dashboard(shopFloor)} /> }]);
  render(<Stub initialEntries={["/admin"]} />);
  return screen.getByRole("region", { name: "In the shop now" });
}

afterEach(cleanup);

describe("the dashboard's 'In the shop now' panel", () => {
  it("counts every open ticket and long wait, and says how many its lists leave out", () => {
    const listed = Array.from({ length: 3 }, (_, i) => ticket(i + 1));
    const panel = renderShopFloor({
      byStatus: waitingForParts(120),
      open: 120,
      tickets: listed,
      waitingPartsDays: 7,
      overdue: listed,
      overdueCount: 90,
    });
    expect(within(panel).getByText("120 machines in the shop, 90 waiting for parts over 7 days")).toBeTruthy();
    expect(within(panel).getByText("The 3 longest in the shop of 120 open tickets")).toBeTruthy();
    expect(within(panel).getByText(/^117 more not listed here/)).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "every ticket, newest first" }).getAttribute("href")).toBe("/admin/tickets");
    expect(within(panel).getByText(/^87 more not listed here/)).toBeTruthy();
    expect(within(panel).getByRole("link", { name: "every ticket waiting for parts, newest first" }).getAttribute("href")).toBe(
      "/admin/tickets?status=waiting_parts",
    );
  });

  it("lists everything without a note when nothing is left out", () => {
    const listed = [ticket(1), ticket(2, 3)];
    const panel = renderShopFloor({
      byStatus: waitingForParts(2),
      open: 2,
      tickets: listed,
      waitingPartsDays: 7,
      overdue: [listed[0]!],
      overdueCount: 1,
    });
    expect(within(panel).getByText("2 machines in the shop, 1 waiting for parts over 7 days")).toBeTruthy();
    expect(within(panel).getByText("Each open ticket, longest in the shop first")).toBeTruthy();
    expect(within(panel).queryByText(/more not listed here/)).toBeNull();
  });
});
