// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { CustomerActionResult } from "../customer-actions.server";
import type { CustomerDetail } from "../customer-detail.server";
import { CustomerPage } from "./customer-page";

const detail: CustomerDetail = {
  customer: {
    id: 7,
    name: "Jane Doe",
    email: "jane@example.com",
    phone: "(321) 555-0100",
    createdAt: "2026-11-02T15:30:00.000Z",
    erasedAt: null,
  },
  keys: [
    { kind: "email", value: "jane@example.com" },
    { kind: "phone", value: "3215550100" },
  ],
  history: [
    {
      kind: "ticket",
      id: 4,
      at: "2026-11-05T15:00:00.000Z",
      number: "SC-2611-0004",
      status: "received",
      device: "laptop",
      model: "XPS 13",
      erased: false,
    },
    {
      kind: "booking",
      id: 3,
      leadId: 9,
      at: "2026-11-03T15:00:00.000Z",
      day: "2026-11-04",
      start: "09:00",
      end: "12:00",
      status: "attended",
    },
    {
      kind: "lead",
      id: 9,
      at: "2026-11-02T15:30:00.000Z",
      issue: "slow",
      stage: "booked",
      description: "Slow at start-up",
      erased: false,
      followUps: 2,
    },
  ],
  events: [],
};

function renderPage(result?: CustomerActionResult, shown: CustomerDetail = detail) {
  const Stub = createRoutesStub([
    {
      path: "/admin/customers/:id",
      Component: () => <CustomerPage detail={shown} result={result} timeZone="America/New_York" />,
    },
  ]);
  render(<Stub initialEntries={["/admin/customers/7"]} />);
}

afterEach(cleanup);

describe("CustomerPage", () => {
  it("shows the contact details once and every record newest first, each linking to its page", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Jane Doe #7");
    const contact = screen.getByRole("region", { name: "Contact" });
    expect(within(contact).getByRole("link", { name: "jane@example.com" }).getAttribute("href")).toBe("mailto:jane@example.com");
    expect(within(contact).getByRole("link", { name: "(321) 555-0100" }).getAttribute("href")).toBe("tel:3215550100");
    const items = within(screen.getByRole("region", { name: "Requests, bookings and repairs" })).getAllByRole("listitem");
    expect(items.map((i) => i.querySelector("p")!.textContent)).toEqual([
      "Repair SC-2611-0004",
      "Drop-off booking 2026-11-04, 09:00–12:00",
      "Request 9",
    ]);
    expect(within(items[0]!).getByRole("link").getAttribute("href")).toBe("/admin/tickets/4");
    expect(within(items[1]!).getByRole("link").getAttribute("href")).toBe("/admin/leads/9");
    expect(within(items[2]!).getByRole("link").getAttribute("href")).toBe("/admin/leads/9");
    expect(items[2]!.textContent).toContain("2 follow-ups");
    // Two records: the split form offers the request and the repair.
    expect(screen.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["ticket-4", "lead-9"]);
  });

  it("asks before merging, carrying what was typed, and a refusal keeps it with the reason", () => {
    const values = { other: "12", record: "", note: "Same person" };
    renderPage({
      kind: "confirm-merge",
      keep: { id: 7, name: "Jane Doe", leads: 1, tickets: 1 },
      other: { id: 12, name: "J. Doe", leads: 2, tickets: 0 },
      values,
    });
    expect(screen.getByRole("status").textContent).toContain(
      "Merge customer 12 (J. Doe: 2 requests, 0 repairs) into this one, customer 7 (Jane Doe)?",
    );
    const form = screen.getByRole("button", { name: "Merge into this customer" }).closest("form")!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ intent: "merge", other: "12", note: "Same person" });
    cleanup();

    renderPage({ kind: "refused", status: 400, form: "merge", error: "There is no customer 12.", values });
    const input = screen.getByLabelText(/^Customer number to merge into this one/) as HTMLInputElement;
    expect(input.value).toBe("12");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("There is no customer 12.").id).toBe("merge-other-error");
    expect((screen.getByLabelText(/^Note on the merge/) as HTMLTextAreaElement).value).toBe("Same person");
  });

  it("shows an erased customer without forms or details", () => {
    renderPage(undefined, {
      ...detail,
      customer: { ...detail.customer, name: "", email: null, phone: null, erasedAt: "2026-11-20T00:00:00.000Z" },
      keys: [],
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("(details erased) #7");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
