// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { Lead } from "../leads.server";
import type { LeadsPage } from "../leads-admin.server";
import { LeadsAdmin } from "./leads-admin";

const lead = (overrides: Partial<Lead>): Lead => ({
  id: 7,
  issue: "virus",
  description: "Pop-ups everywhere.\nSince Tuesday.",
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "(321) 555-0100",
  clientTimestamp: "2026-11-01T10:00:00.000Z",
  receivedAt: "2026-11-02T15:30:00.000Z",
  stage: "new",
  stageChangedAt: null,
  lostReason: null,
  ...overrides,
});

function renderLeads(page: Partial<LeadsPage>, action: (form: FormData) => unknown = () => ({ ok: true })) {
  const submitted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/leads",
      action: async ({ request }) => {
        const form = await request.formData();
        submitted.push(form);
        return action(form);
      },
      Component() {
        const actionData = useActionData() as { error?: string } | undefined;
        return <LeadsAdmin leads={[]} total={0} stage={null} page={1} pages={1} {...page} error={actionData?.error} />;
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/leads"]} />);
  return { submitted };
}

afterEach(cleanup);

describe("LeadsAdmin", () => {
  it("shows each lead with its issue, time, status, description and contact links", () => {
    renderLeads({
      total: 2,
      leads: [lead({}), lead({ id: 8, issue: "printer", name: "Sam Roe", phone: null, stage: "done" })],
    });
    expect(screen.getByRole("heading", { name: "Leads", level: 1 })).toBeTruthy();
    expect(screen.getByText("Diagnosis requests from the website, newest first. 2 in this view.")).toBeTruthy();
    const [first, second] = screen.getAllByRole("article");
    expect(within(first!).getByRole("heading").textContent).toBe("Virus, malware or pop-ups — Jane Doe");
    expect(within(first!).getByText("Nov 2, 2026, 10:30 AM").getAttribute("datetime")).toBe("2026-11-02T15:30:00.000Z");
    expect(within(first!).getByText("New")).toBeTruthy();
    expect(within(first!).getByText(/Pop-ups everywhere/).textContent).toBe("Pop-ups everywhere.\nSince Tuesday.");
    expect(within(first!).getByRole("link", { name: "jane@example.com" }).getAttribute("href")).toBe("mailto:jane@example.com");
    expect(within(first!).getByRole("link", { name: "(321) 555-0100" }).getAttribute("href")).toBe("tel:3215550100");
    expect(within(first!).getByRole("button").textContent).toBe("Mark done lead from Jane Doe");
    // An issue the labels do not know is shown as stored.
    expect(within(second!).getByRole("heading").textContent).toBe("printer — Sam Roe");
    expect(within(second!).getByText("Done")).toBeTruthy();
    expect(within(second!).getByText("not given")).toBeTruthy();
    expect(within(second!).getByRole("button").textContent).toBe("Reopen lead from Sam Roe");
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/admin/leads.csv");
  });

  it("marks the current filter and links the pages of a filtered view", () => {
    renderLeads({ stage: "new", page: 2, pages: 3, total: 120, leads: [lead({})] });
    const filters = within(screen.getByRole("navigation", { name: "Filter leads" })).getAllByRole("link");
    expect(filters.map((l) => [l.textContent, l.getAttribute("href"), l.getAttribute("aria-current")])).toEqual([
      ["All", "/admin/leads", null],
      ["New", "/admin/leads?stage=new", "page"],
      ["Done", "/admin/leads?stage=done", null],
    ]);
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByRole("link", { name: "Newer" }).getAttribute("href")).toBe("/admin/leads?stage=new&page=1");
    expect(within(pages).getByRole("link", { name: "Older" }).getAttribute("href")).toBe("/admin/leads?stage=new&page=3");
    expect(pages.textContent).toContain("Page 2 of 3");
  });

  it("says when a view is empty and shows no page links for one page", () => {
    renderLeads({ stage: "done" });
    expect(screen.getByText("No leads in this view yet.")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("posts the lead's id and its other status, and shows the action's error", async () => {
    const { submitted } = renderLeads({ total: 1, leads: [lead({})] }, () => ({ error: "That lead no longer exists." }));
    await userEvent.setup().click(screen.getByRole("button", { name: /Mark done/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("That lead no longer exists.");
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(Object.fromEntries(submitted[0]!)).toEqual({ id: "7", to: "done" });
  });
});
