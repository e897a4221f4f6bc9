// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";
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

const EMPTY_TODAY: Dashboard["today"] = {
  date: "2026-11-18",
  dropOffs: [],
  waitingLeads: { items: [], count: 0 },
  uncollected: { items: [], count: 0 },
  promised: { items: [], count: 0 },
  leadWaitingHours: 4,
  readyDays: 3,
};

function dashboard(shopFloor: Dashboard["shopFloor"]): Dashboard {
  return {
    generatedAt: "2026-11-18T15:00:00.000Z",
    timeZone: "America/New_York",
    today: EMPTY_TODAY,
    funnel: { weeks: [], thisWeek: { requests: 0, booked: 0, ticketed: 0 } },
    shopFloor,
    turnaround: { months: [{ month: "2026-11", repairs: 0, medianDays: null, p90Days: null }] },
    bookingsAhead: { days: 14, windows: [], booked: 0, capacity: 0 },
    clicks: { days: [], total: 0, top: [] },
    alerts: { queued: 0, failedLastWeek: 0, failedTotal: 0 },
    money: EMPTY_MONEY,
    abandoned: { items: [], count: 0 },
  };
}

const EMPTY_MONEY: Dashboard["money"] = {
  weeks: [{ start: "2026-11-16", takenCents: 0, refundedCents: 0, netCents: 0 }],
  outstanding: { items: [], count: 0, totalCents: 0 },
  waiting: { items: [], count: 0 },
};

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

describe("the dashboard's list for today", () => {
  const renderToday = (today: Dashboard["today"]) => {
    const data = {
      ...dashboard({ byStatus: waitingForParts(0), open: 0, tickets: [], waitingPartsDays: 7, overdue: [], overdueCount: 0 }),
      today,
    };
    const Stub = createRoutesStub([{ path: "/admin", Component: () => <DashboardPage dashboard={data} /> }]);
    render(<Stub initialEntries={["/admin"]} />);
    return screen.getByRole("region", { name: "Today, Wednesday, November 18" });
  };

  it("comes first and says so when nothing needs doing, list by list", () => {
    const today = renderToday(EMPTY_TODAY);
    expect(screen.getAllByRole("heading", { level: 2 })[0]!.textContent).toBe("Today, Wednesday, November 18");
    expect(within(today).getByText("Nothing needs you today.")).toBeTruthy();
    for (const empty of [
      "No drop-offs booked today.",
      "No new lead has waited that long.",
      "No machine has waited that long for its owner.",
      "No promised date is due.",
    ]) {
      expect(within(today).getByText(empty)).toBeTruthy();
    }
    expect(within(today).queryAllByRole("list")).toEqual([]);
  });

  it("links each item to its record, a drop-off to its day for check-in, and counts what it leaves out", () => {
    const ticket = { deviceModel: "ThinkPad <b>T14</b>", customerName: "Sam K", daysReady: 5, promisedOn: null };
    const today = renderToday({
      ...EMPTY_TODAY,
      dropOffs: [
        { bookingId: 4, leadId: 9, name: "Jane <i>Doe</i>", issue: "slow", windowLabel: "9:00 AM to 12:00 PM", checkedIn: false },
        { bookingId: 5, leadId: 10, name: "Al Ready", issue: "virus", windowLabel: "9:00 AM to 12:00 PM", checkedIn: true },
      ],
      waitingLeads: {
        items: [{ id: 11, name: "Wendy W", issue: "slow", receivedAt: "2026-11-17T15:00:00.000Z", workingHours: 9 }],
        count: 60,
      },
      uncollected: { items: [{ id: 21, number: "SC-2611-0021", status: "ready", ...ticket }], count: 1 },
      promised: {
        items: [
          { id: 22, number: "SC-2611-0022", status: "repairing", ...ticket, promisedOn: "2026-11-16" },
          { id: 23, number: "SC-2611-0023", status: "received", ...ticket, promisedOn: "2026-11-18" },
        ],
        count: 2,
      },
    });
    expect(
      within(today).getByText(/^2 drop-offs \(1 to check in\), 60 leads waiting, 1 machine not collected, 2 promises due$/),
    ).toBeTruthy();
    const dropOffs = within(today).getByRole("list", { name: "Drop-offs booked today" });
    expect(within(dropOffs).getByRole("link", { name: "Jane <i>Doe</i>" }).getAttribute("href")).toBe("/admin/leads/9");
    expect(within(dropOffs).getByRole("link", { name: "Check in Jane <i>Doe</i>" }).getAttribute("href")).toBe(
      "/admin/bookings?day=2026-11-18",
    );
    expect(within(dropOffs).queryByRole("link", { name: /Check in Al Ready/ })).toBeNull();
    expect(within(dropOffs).getByText("Checked in")).toBeTruthy();
    const leads = within(today).getByRole("list", { name: "New leads unanswered for 4 working hours or more" });
    expect(within(leads).getByRole("link", { name: "Wendy W" }).getAttribute("href")).toBe("/admin/leads/11");
    expect(leads.textContent).toContain("waiting 9 working hours");
    expect(within(today).getByText(/^59 more not listed here/)).toBeTruthy();
    expect(within(today).getByRole("link", { name: "every new lead" }).getAttribute("href")).toBe("/admin/leads?stage=new");
    const ready = within(today).getByRole("list", { name: "Ready for pickup over 3 days, not collected" });
    expect(within(ready).getByRole("link", { name: "SC-2611-0021" }).getAttribute("href")).toBe("/admin/tickets/21");
    expect(ready.textContent).toContain("ThinkPad <b>T14</b>, Sam K: ready 5 days");
    const promised = within(today).getByRole("list", { name: "Promised for today or earlier, not ready" });
    const [late, due] = within(promised).getAllByRole("listitem");
    expect(late!.textContent).toContain("promised Nov 16 (2 days late)");
    expect(due!.textContent).toContain("promised Nov 18 (due today)");
    expect(today.querySelector("b, i")).toBeNull();
  });
});

describe("the dashboard's money panel", () => {
  const noShopFloor = { byStatus: waitingForParts(0), open: 0, tickets: [], waitingPartsDays: 7, overdue: [], overdueCount: 0 };
  const renderMoney = (money: Dashboard["money"]) => {
    const data = { ...dashboard(noShopFloor), money };
    const Stub = createRoutesStub([{ path: "/admin", Component: () => <DashboardPage dashboard={data} /> }]);
    render(<Stub initialEntries={["/admin"]} />);
    return screen.getByRole("region", { name: "Money" });
  };

  it("states the week's takings, what is owed and what waits, in words and in a table, and lists each with its link", async () => {
    const panel = renderMoney({
      weeks: [
        { start: "2026-11-09", takenCents: 250_000, refundedCents: 0, netCents: 250_000 },
        { start: "2026-11-16", takenCents: 15_000, refundedCents: 3_000, netCents: 12_000 },
      ],
      outstanding: {
        items: [
          {
            ticketId: 4,
            ticketNumber: "SC-2610-0004",
            invoiceNumber: "INV-2026-0001",
            firstName: null,
            balanceCents: 5_000,
            invoicedOn: "2026-10-01",
          },
          {
            ticketId: 7,
            ticketNumber: "SC-2611-0007",
            invoiceNumber: "INV-2026-0002",
            firstName: "Ann <b>",
            balanceCents: 15_000,
            invoicedOn: "2026-11-02",
          },
        ],
        count: 5,
        totalCents: 31_000,
      },
      waiting: {
        items: [
          { ticketId: 9, ticketNumber: "SC-2611-0009", version: 2, totalCents: 45_000, sentOn: "2026-11-15", waitingDays: 3 },
          { ticketId: 10, ticketNumber: "SC-2611-0010", version: 1, totalCents: 9_900, sentOn: "2026-11-18", waitingDays: 0 },
        ],
        count: 2,
      },
    });
    expect(
      within(panel).getByText(
        "$120.00 taken this week after $30.00 refunded, $310.00 owed on 5 invoices, 2 estimates waiting for the customer",
      ),
    ).toBeTruthy();
    const weeks = within(panel).getByRole("table", { name: "" });
    expect(within(weeks).getAllByRole("row")[2]!.textContent).toBe("Nov 16$150.00$30.00$120.00");

    const owed = within(panel).getByRole("region", { name: "Invoices not paid in full" });
    expect(within(owed).getByText("The 2 oldest of 5")).toBeTruthy();
    const [, erased, ann] = within(owed).getAllByRole("row");
    expect(erased!.textContent).toBe("SC-2610-0004(erased)$50.00Oct 1, 2026");
    expect(within(erased!).getByRole("link", { name: "SC-2610-0004" }).getAttribute("href")).toBe("/admin/tickets/4");
    expect(ann!.textContent).toBe("SC-2611-0007Ann <b>$150.00Nov 2, 2026");
    expect(panel.querySelector("b")).toBeNull();
    expect(within(panel).getByText("3 more not listed here.")).toBeTruthy();

    const waiting = within(panel).getByRole("list", { name: "Estimates waiting for the customer" });
    const [first, second] = within(waiting).getAllByRole("listitem");
    expect(first!.textContent).toBe("SC-2611-0009 version 2, $450.00, sent Nov 15: waiting 3 days");
    expect(within(first!).getByRole("link").getAttribute("href")).toBe("/admin/tickets/9");
    expect(second!.textContent).toContain("sent today");

    const form = within(panel).getByRole("button", { name: "Download CSV" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/admin/money.csv");
    expect((within(panel).getByLabelText(/^From/) as HTMLInputElement).value).toBe("2026-11-01");
    expect((within(panel).getByLabelText(/^To/) as HTMLInputElement).value).toBe("2026-11-18");
    expect(within(panel).getByLabelText(/^To/).getAttribute("name")).toBe("to");

    expect(await axeViolations(panel)).toEqual([]);
  });

  it("says so when nothing is owed and nothing waits", () => {
    const panel = renderMoney(EMPTY_MONEY);
    expect(
      within(panel).getByText("$0.00 taken this week, $0.00 owed on 0 invoices, 0 estimates waiting for the customer"),
    ).toBeTruthy();
    expect(within(panel).getByText("Every invoice is paid.")).toBeTruthy();
    expect(within(panel).getByText("No estimate is waiting for an answer.")).toBeTruthy();
  });
});
