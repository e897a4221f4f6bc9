// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { TicketPageResult } from "../ticket-forms.server";
import type { TicketDetail } from "../tickets-admin.server";
import { TicketPage } from "./ticket-page";

const base: TicketDetail = {
  id: 5,
  number: "SC-2611-0005",
  leadId: null,
  status: "received",
  customerName: "Jane Doe",
  email: "jane+shop@example.com",
  phone: "(321) 555-0142",
  deviceType: "laptop",
  deviceModel: "Dell XPS 13",
  serial: null,
  problem: "Will not boot",
  accessories: null,
  estimateCents: 8900,
  promisedOn: null,
  emailConsentAt: null,
  statusUrl: "https://shop.example/repair/abc",
  createdAt: "2026-11-20T15:00:00.000Z",
  statusChangedAt: "2026-11-20T15:00:00.000Z",
  closedAt: null,
  erasedAt: null,
  passcode: { mode: null, kept: false },
  abandonedAt: null,
  intake: null,
  photos: { items: [], linkUntil: null },
  events: [
    {
      id: 1,
      note: false,
      from: null,
      to: "received",
      publicNote: null,
      privateNote: null,
      actor: "admin",
      userName: null,
      at: "2026-11-20T15:00:00.000Z",
    },
  ],
  money: {
    estimates: [],
    current: null,
    draft: null,
    invoice: null,
    payments: [],
    chargeCents: 0,
    paidCents: 0,
    balanceCents: 0,
  },
  services: [],
  now: "2026-11-23T15:00:00.000Z",
};

/**
 * The ticket page as its route serves it: the loader reads the stored ticket and the edit action
 * stores what was posted (as updateTicket would), so each save is followed by a fresh load. React
 * Router shows the action's answer while that load runs, then the loaded ticket.
 */
function renderTicket(detail: TicketDetail) {
  let stored = detail;
  const posts: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/tickets/5",
      // A load takes a moment, as a server's does: the action's answer is shown while it runs.
      loader: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return stored;
      },
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(form);
        const text = (name: string) => String(form.get(name) ?? "");
        stored = {
          ...stored,
          customerName: text("customerName"),
          deviceModel: text("deviceModel"),
          problem: text("problem"),
          estimateCents: text("estimate") ? Math.round(Number(text("estimate")) * 100) : null,
          promisedOn: text("promisedOn") || null,
        };
        return { intent: "edit", outcome: { ok: true, id: 5, number: "" } } satisfies TicketPageResult;
      },
      Component() {
        const loaded = useLoaderData() as TicketDetail;
        const result = useActionData() as TicketPageResult | undefined;
        return <TicketPage detail={loaded} result={result} timeZone="America/New_York" />;
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/tickets/5"]} />);
  return { posts, stored: () => stored };
}

afterEach(cleanup);

describe("TicketPage", () => {
  it("shows what was saved after each of two saves, so the second never writes the first back", async () => {
    const { posts, stored } = renderTicket(base);
    const user = userEvent.setup();
    const estimate = await screen.findByLabelText("Estimate in dollars (optional)");
    expect((estimate as HTMLInputElement).value).toBe("89.00");

    await user.clear(estimate);
    await user.type(estimate, "189");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    const facts = screen.getByRole("region", { name: "Ticket" });
    await waitFor(() => expect(within(facts).getByText("$189.00, quoted at drop-off")).toBeTruthy());
    await waitFor(() =>
      expect((screen.getByLabelText("Estimate in dollars (optional)") as HTMLInputElement).value).toBe("189.00"),
    );

    const model = screen.getByLabelText("Make and model");
    await user.clear(model);
    await user.type(model, "Dell XPS 15");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(within(facts).getByText(/Dell XPS 15/)).toBeTruthy());
    expect(posts).toHaveLength(2);
    expect(posts[1]!.get("estimate")).toBe("189.00");
    expect(stored()).toMatchObject({ estimateCents: 18900, deviceModel: "Dell XPS 15" });
    expect((screen.getByLabelText("Estimate in dollars (optional)") as HTMLInputElement).value).toBe("189.00");
    expect((screen.getByLabelText("Make and model") as HTMLInputElement).value).toBe("Dell XPS 15");
  });

  it("links the customer's phone and e-mail, shows the promised date, notes and when a closed ticket left", async () => {
    renderTicket({
      ...base,
      status: "picked_up",
      promisedOn: "2026-12-04",
      closedAt: "2026-11-23T15:00:00.000Z",
      events: [
        ...base.events,
        {
          id: 2,
          note: true,
          from: "received",
          to: "received",
          publicNote: null,
          privateNote: "Called, left voicemail",
          actor: "admin",
          userName: null,
          at: "2026-11-21T15:00:00.000Z",
        },
      ],
    });
    const facts = await screen.findByRole("region", { name: "Ticket" });
    expect(within(facts).getByRole("link", { name: "(321) 555-0142" }).getAttribute("href")).toBe("tel:3215550142");
    expect(within(facts).getByRole("link", { name: "jane+shop@example.com" }).getAttribute("href")).toBe(
      "mailto:jane%2Bshop@example.com",
    );
    expect(within(facts).getByText("Dec 4, 2026")).toBeTruthy();
    expect(screen.getByText("Picked up Nov 23, 2026, after 3 days in the shop")).toBeTruthy();
    expect(screen.queryByText(/in the shop since/)).toBeNull();
    const items = within(screen.getByRole("region", { name: "History" })).getAllByRole("listitem");
    expect(items[1]!.textContent).toContain("Note (Received)");
    expect(items[1]!.textContent).toContain("Private: Called, left voicemail");
    // A final status: only a note can be added.
    expect(screen.getByRole("heading", { name: "Add a note" })).toBeTruthy();
    expect(within(screen.getByRole("form", { name: "Add a note" })).queryAllByRole("radio")).toHaveLength(0);
  });

  it("draws the estimate and payments panels beside the ticket, with no axe violations", async () => {
    renderTicket(base);
    const estimate = await screen.findByRole("region", { name: "Estimate" });
    expect(within(estimate).getByText("No estimate yet.")).toBeTruthy();
    expect(within(estimate).getByRole("form", { name: "Write the estimate" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Payments" })).toBeTruthy();
    expect(await axeViolations(document.body.firstElementChild!)).toEqual([]);
  });

  it("counts a cancelled machine's days in the shop until it is collected", async () => {
    renderTicket({ ...base, status: "cancelled", closedAt: "2026-11-22T15:00:00.000Z" });
    expect(await screen.findByText("in the shop 3 days")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Returned unrepaired" })).toBeTruthy();
  });

  it("names who made each change in the history, and offers the front desk only the forms its role allows", async () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/tickets/5",
        Component: () => (
          <TicketPage
            detail={{
              ...base,
              status: "ready",
              events: [
                { ...base.events[0]!, userName: null },
                { ...base.events[0]!, id: 2, from: "received", to: "ready", userName: "Tess Bench" },
              ],
            }}
            can={{ work: false, pickup: true, estimates: false, payments: true, decide: true }}
            timeZone="America/New_York"
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/tickets/5"]} />);
    const items = within(await screen.findByRole("region", { name: "History" })).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Admin ·");
    expect(items[1]!.textContent).toContain("Received → Ready");
    expect(items[1]!.textContent).toContain("Tess Bench ·");
    // Only the pickup among Ready's moves; no estimate lines, but payments and the phone answer.
    expect(
      within(screen.getByRole("form", { name: "Change status" }))
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(["picked_up"]);
    expect(screen.queryByRole("form", { name: "Write the estimate" })).toBeNull();
    expect(screen.getByRole("form", { name: "Record a payment or refund" })).toBeTruthy();
  });
});
