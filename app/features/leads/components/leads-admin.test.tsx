// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { LeadListItem, LeadsPage } from "../leads-admin.server";
import { LeadsAdmin } from "./leads-admin";

const lead = (overrides: Partial<LeadListItem>): LeadListItem => ({
  id: 7,
  issue: "virus",
  description: "Pop-ups everywhere.\nSince Tuesday.",
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "(321) 555-0100",
  clientTimestamp: "2026-11-01T10:00:00.000Z",
  receivedAt: "2026-11-02T15:30:00.000Z",
  stage: "new",
  stageChangedAt: "2026-11-02T15:30:00.000Z",
  lostReason: null,
  erasedAt: null,
  booking: null,
  followUps: 0,
  triage: null,
  ...overrides,
});

const counts = { new: 3, contacted: 1, quoted: 0, booked: 2, done: 5, lost: 1 };

function renderLeads(page: Partial<LeadsPage>) {
  const Stub = createRoutesStub([
    {
      path: "/admin/leads",
      Component: () => (
        <LeadsAdmin
          leads={[]}
          counts={counts}
          all={12}
          total={12}
          stage={null}
          newer={null}
          older={null}
          notice={null}
          now="2026-11-05T15:30:00.000Z"
          timeZone="America/New_York"
          {...page}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/admin/leads"]} />);
}

afterEach(cleanup);

describe("LeadsAdmin", () => {
  it("flags a lead its customer followed up on, and only that one", () => {
    renderLeads({
      leads: [lead({}), lead({ id: 8, name: "Sam Roe", followUps: 1 }), lead({ id: 9, name: "Ann Poe", followUps: 3 })],
    });
    const [first, second, third] = screen.getAllByRole("article");
    expect(within(first!).queryByText(/follow-up/i)).toBeNull();
    expect(within(second!).getByText("Follow-up")).toBeTruthy();
    expect(within(third!).getByText("3 follow-ups")).toBeTruthy();
  });

  it("shows what the diagnosis found on each lead, and flags the ones shown a stop warning", () => {
    renderLeads({
      leads: [
        lead({ triage: { headline: "Likely: Liquid got inside, 92 %; stop warning shown", urgent: true } }),
        lead({ id: 8, triage: { headline: "Likely: Adware or a hijacked browser, 80 %", urgent: false } }),
        lead({ id: 9 }),
      ],
    });
    const [first, second, third] = screen.getAllByRole("article");
    expect(within(first!).getByText("Stop warning shown")).toBeTruthy();
    expect(within(first!).getByText("Likely: Liquid got inside, 92 %; stop warning shown")).toBeTruthy();
    expect(within(second!).queryByText("Stop warning shown")).toBeNull();
    expect(within(second!).getByText("Likely: Adware or a hijacked browser, 80 %")).toBeTruthy();
    expect(within(third!).queryByText(/Likely/)).toBeNull();
  });

  it("shows each lead's issue, name, time, stage, time in stage and active booking, linking to its page", () => {
    renderLeads({
      leads: [
        lead({}),
        lead({
          id: 8,
          issue: "printer",
          name: "Sam Roe",
          stage: "booked",
          stageChangedAt: "2026-11-05T12:30:00.000Z",
          booking: { day: "2026-11-24", windowStart: "09:00", windowEnd: "12:00" },
        }),
      ],
    });
    expect(screen.getByRole("heading", { name: "Leads", level: 1 })).toBeTruthy();
    expect(screen.getByText("Diagnosis requests from the website, newest first. 12 in this view.")).toBeTruthy();
    const [first, second] = screen.getAllByRole("article");
    expect(within(first!).getByRole("link", { name: "Virus, malware or pop-ups — Jane Doe" }).getAttribute("href")).toBe(
      "/admin/leads/7",
    );
    expect(within(first!).getByText("Nov 2, 2026, 10:30 AM").getAttribute("datetime")).toBe("2026-11-02T15:30:00.000Z");
    expect(within(first!).getByText("New")).toBeTruthy();
    expect(within(first!).getByText("for 3 days")).toBeTruthy();
    expect(within(first!).queryByText(/Drop-off/)).toBeNull();
    // An issue the labels do not know is shown as stored.
    expect(within(second!).getByRole("link", { name: "printer — Sam Roe" }).getAttribute("href")).toBe("/admin/leads/8");
    expect(within(second!).getByText("Booked")).toBeTruthy();
    expect(within(second!).getByText("for 3 h")).toBeTruthy();
    expect(within(second!).getByText("Drop-off: Tue, Nov 24, 2026, 9:00 AM – 12:00 PM")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/admin/leads.csv");
  });

  it("offers every stage as a filter with its count, marks the current one and links the pages of a filtered view", () => {
    renderLeads({ stage: "new", newer: "MjAyNi0xMS0wMlQxNTozMDowMC4wMDBafjc", older: "b2xkZXI", total: 120, leads: [lead({})] });
    const filters = within(screen.getByRole("navigation", { name: "Filter leads" })).getAllByRole("link");
    expect(filters.map((l) => [l.textContent, l.getAttribute("href"), l.getAttribute("aria-current")])).toEqual([
      ["All 12(12)", "/admin/leads", null],
      ["New 3(3)", "/admin/leads?stage=new", "page"],
      ["Contacted 1(1)", "/admin/leads?stage=contacted", null],
      ["Quoted 0(0)", "/admin/leads?stage=quoted", null],
      ["Booked 2(2)", "/admin/leads?stage=booked", null],
      ["Done 5(5)", "/admin/leads?stage=done", null],
      ["Lost 1(1)", "/admin/leads?stage=lost", null],
    ]);
    expect(screen.getByRole("link", { name: "Booked (2)" }).getAttribute("href")).toBe("/admin/leads?stage=booked");
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByRole("link", { name: "Newer" }).getAttribute("href")).toBe(
      "/admin/leads?stage=new&after=MjAyNi0xMS0wMlQxNTozMDowMC4wMDBafjc",
    );
    expect(within(pages).getByRole("link", { name: "Older" }).getAttribute("href")).toBe("/admin/leads?stage=new&before=b2xkZXI");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the newest page's only way onward and says when a page link was not valid", () => {
    renderLeads({ older: "b2xkZXI", notice: "That page link is not valid, so the newest leads are shown.", leads: [lead({})] });
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).queryByRole("link", { name: "Newer" })).toBeNull();
    expect(within(pages).getByRole("link", { name: "Older" }).getAttribute("href")).toBe("/admin/leads?before=b2xkZXI");
    expect(screen.getByRole("alert").textContent).toBe("That page link is not valid, so the newest leads are shown.");
  });

  it("says when a view is empty and shows no page links for one page", () => {
    renderLeads({ stage: "done", total: 0 });
    expect(screen.getByText("No leads in this view yet.")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });
});
