// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData, useLoaderData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { LeadDetail, LeadMoveOutcome } from "../lead-page.server";
import { LeadPage } from "./lead-page";

const detail = (overrides: Partial<LeadDetail> = {}, lead: Partial<LeadDetail["lead"]> = {}): LeadDetail => ({
  lead: {
    id: 7,
    issue: "virus",
    description: "Pop-ups everywhere.\n<b>Since</b> Tuesday.",
    name: "Jane Doe",
    email: "x@y.zz?cc=evil@example.com",
    phone: "(321) 555-0100",
    clientTimestamp: "2026-11-01T10:00:00.000Z",
    receivedAt: "2026-11-02T15:30:00.000Z",
    stage: "new",
    stageChangedAt: "2026-11-02T15:30:00.000Z",
    lostReason: null,
    erasedAt: null,
    ...lead,
  },
  bookings: [],
  tickets: [],
  events: [
    {
      id: 1,
      noteOnly: false,
      from: null,
      to: "new",
      note: null,
      actor: "visitor",
      userName: null,
      at: "2026-11-02T15:30:00.000Z",
    },
  ],
  now: "2026-11-03T15:30:00.000Z",
  ...overrides,
});

function renderLead(
  data: LeadDetail,
  action: (form: FormData) => LeadMoveOutcome = () => ({ ok: true, from: "new", to: "contacted" }),
  timeZone = "America/New_York",
) {
  const submitted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/leads/7",
      action: async ({ request }) => {
        const form = await request.formData();
        submitted.push(form);
        return action(form);
      },
      Component() {
        const result = useActionData() as LeadMoveOutcome | undefined;
        return <LeadPage detail={data} result={result} timeZone={timeZone} />;
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/leads/7"]} />);
  return { submitted };
}

afterEach(cleanup);

describe("LeadPage", () => {
  it("writes its times in the shop's configured time zone", () => {
    renderLead(detail(), undefined, "America/Los_Angeles");
    const request = screen.getByRole("region", { name: "Request" });
    expect(within(request).getByText("Nov 2, 2026, 7:30 AM").getAttribute("datetime")).toBe("2026-11-02T15:30:00.000Z");
  });

  it("shows the request with safe one-click contact links, the stage and how long it has been there", () => {
    renderLead(detail());
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Virus, malware or pop-ups — Jane Doe");
    expect(screen.getByText("New", { selector: "span" })).toBeTruthy();
    expect(screen.getByText("for 1 day")).toBeTruthy();
    const request = screen.getByRole("region", { name: "Request" });
    const mail = within(request).getByRole("link", { name: "x@y.zz?cc=evil@example.com" }).getAttribute("href")!;
    expect(mail).toBe("mailto:x%40y.zz%3Fcc%3Devil@example.com");
    expect(within(request).getByRole("link", { name: "(321) 555-0100" }).getAttribute("href")).toBe("tel:3215550100");
    // The visitor's text is shown as text, never as markup.
    expect(within(request).getByText(/Pop-ups everywhere/).textContent).toBe("Pop-ups everywhere.\n<b>Since</b> Tuesday.");
    expect(request.querySelector("b")).toBeNull();
    expect(within(request).getByText("Nov 2, 2026, 10:30 AM").getAttribute("datetime")).toBe("2026-11-02T15:30:00.000Z");
    expect(screen.getByRole("link", { name: "All leads" }).getAttribute("href")).toBe("/admin/leads");
  });

  it("shows its bookings, active and cancelled, with their notes, or says there is none", () => {
    renderLead(
      detail({
        bookings: [
          {
            id: 2,
            day: "2026-11-24",
            windowStart: "15:00",
            windowEnd: "18:00",
            status: "active",
            note: "Bring the charger",
            createdAt: "2026-11-03T14:00:00.000Z",
            cancelledAt: null,
          },
          {
            id: 1,
            day: "2026-11-20",
            windowStart: "09:00",
            windowEnd: "12:00",
            status: "cancelled",
            note: null,
            createdAt: "2026-11-02T16:00:00.000Z",
            cancelledAt: "2026-11-03T13:00:00.000Z",
          },
        ],
      }),
    );
    const items = within(screen.getByRole("region", { name: "Booking" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      "Tue, Nov 24, 2026, 3:00 PM – 6:00 PMActive · booked Nov 3, 2026, 9:00 AMNote: Bring the charger",
      "Fri, Nov 20, 2026, 9:00 AM – 12:00 PMCancelled on Nov 3, 2026, 8:00 AM · booked Nov 2, 2026, 11:00 AM",
    ]);
    cleanup();
    renderLead(detail());
    expect(within(screen.getByRole("region", { name: "Booking" })).getByText("No booking.")).toBeTruthy();
  });

  it("lists the stage history with moves, notes, who and when", () => {
    renderLead(
      detail(
        {
          events: [
            {
              id: 1,
              noteOnly: false,
              from: null,
              to: "new",
              note: null,
              actor: "visitor",
              userName: null,
              at: "2026-11-02T15:30:00.000Z",
            },
            {
              id: 2,
              noteOnly: false,
              from: "new",
              to: "lost",
              note: "Fixed it himself",
              actor: "admin",
              userName: null,
              at: "2026-11-03T14:00:00.000Z",
            },
            {
              id: 3,
              noteOnly: true,
              from: "lost",
              to: "lost",
              note: "Said he may come back",
              actor: "admin",
              userName: "Dana Counter",
              at: "2026-11-03T15:00:00.000Z",
            },
          ],
        },
        { stage: "lost", lostReason: "Fixed it himself" },
      ),
    );
    const items = within(screen.getByRole("region", { name: "History" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([
      "Started as NewVisitor · Nov 2, 2026, 10:30 AM",
      "New → LostAdmin · Nov 3, 2026, 9:00 AMFixed it himself",
      "Note (Lost)Dana Counter · Nov 3, 2026, 10:00 AMSaid he may come back",
    ]);
    expect(screen.getByText("Reason lost:").parentElement!.textContent).toBe("Reason lost: Fixed it himself");
  });

  it("offers only the allowed next stages and posts the stage it was drawn for", async () => {
    const { submitted } = renderLead(detail({}, { stage: "lost" }));
    const group = screen.getByRole("group", { name: /Move to/ });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["contacted"]);
    expect(screen.queryByLabelText("Reason lost")).toBeNull();
    cleanup();

    const second = renderLead(detail());
    const radios = within(screen.getByRole("group", { name: /Move to/ })).getAllByRole("radio");
    expect(radios.map((r) => r.getAttribute("value"))).toEqual(["contacted", "quoted", "booked", "done", "lost"]);
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Contacted" }));
    await user.type(screen.getByLabelText(/Note/), "Called, she will bring it Tuesday");
    await user.click(screen.getByRole("button", { name: "Move lead" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Moved from New to Contacted."));
    await waitFor(() => expect(second.submitted).toHaveLength(1));
    expect(Object.fromEntries(second.submitted[0]!)).toEqual({
      from: "new",
      intent: "move",
      to: "contacted",
      note: "Called, she will bring it Tuesday",
      lostReason: "",
    });
    expect(submitted).toHaveLength(0);
  });

  it("ties a refusal to its field, announces it, focuses the field and keeps what was typed", async () => {
    renderLead(detail(), (form) => ({
      ok: false,
      status: 400,
      fieldErrors: { lostReason: "Say why the lead was lost." },
      values: { to: String(form.get("to")), note: String(form.get("note")), lostReason: String(form.get("lostReason")) },
    }));
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Lost" }));
    await user.type(screen.getByLabelText(/Note/), "Two calls, no answer");
    await user.click(screen.getByRole("button", { name: "Move lead" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The lead was not moved. Check the marked fields."));
    const reason = screen.getByLabelText("Reason lost");
    await waitFor(() => expect(document.activeElement).toBe(reason));
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    expect(reason.getAttribute("aria-describedby")).toBe("lead-move-reason-hint lead-move-reason-error");
    expect(document.getElementById("lead-move-reason-error")!.textContent).toBe("Say why the lead was lost.");
    expect((screen.getByLabelText(/Note/) as HTMLTextAreaElement).value).toBe("Two calls, no answer");
    expect((screen.getByRole("radio", { name: "Lost" }) as HTMLInputElement).checked).toBe(true);
  });

  it("says so when someone else moved the lead meanwhile", async () => {
    renderLead(detail(), () => ({
      ok: false,
      status: 409,
      formError:
        "Someone else changed this lead meanwhile (it is now Quoted). Nothing was saved: check its history and choose again.",
      fieldErrors: {},
      values: { to: "done", note: "", lostReason: "" },
    }));
    const user = userEvent.setup();
    await user.click(screen.getByRole("radio", { name: "Done" }));
    await user.click(screen.getByRole("button", { name: "Move lead" }));
    // The alert region is always there (so it is announced when filled): wait for its words.
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toMatch(/^Someone else changed this lead meanwhile \(it is now Quoted\)/),
    );
  });

  it("adds a note without a move and shows it in the history as a note", async () => {
    const { submitted } = renderLead(
      detail({
        events: [
          {
            id: 1,
            noteOnly: false,
            from: null,
            to: "new",
            note: null,
            actor: "visitor",
            userName: null,
            at: "2026-11-02T15:30:00.000Z",
          },
          {
            id: 2,
            noteOnly: true,
            from: "new",
            to: "new",
            note: "Called, left voicemail",
            actor: "admin",
            userName: null,
            at: "2026-11-03T14:00:00.000Z",
          },
        ],
      }),
      () => ({ ok: true, noted: true }),
    );
    const items = within(screen.getByRole("region", { name: "History" })).getAllByRole("listitem");
    expect(items[1]!.textContent).toBe("Note (New)Admin · Nov 3, 2026, 9:00 AMCalled, left voicemail");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Note/), "Texted her the quote");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Note added."));
    expect(Object.fromEntries(submitted[0]!)).toMatchObject({ intent: "note", from: "new", note: "Texted her the quote" });
    expect(submitted[0]!.get("to")).toBeNull();
  });

  it("links the tickets made from the lead and offers another one", () => {
    renderLead(
      detail({
        tickets: [
          { id: 41, number: "SC-2611-0041", status: "repairing", createdAt: "2026-11-03T14:00:00.000Z" },
          { id: 45, number: "SC-2611-0045", status: "picked_up", createdAt: "2026-11-04T14:00:00.000Z" },
        ],
      }),
    );
    expect(screen.getByText(/This lead has tickets/).textContent).toBe(
      "This lead has tickets SC-2611-0041 (Repairing), SC-2611-0045 (Picked up).",
    );
    expect(screen.getByRole("link", { name: "SC-2611-0041" }).getAttribute("href")).toBe("/admin/tickets/41");
    expect(screen.getByRole("link", { name: "Create another ticket" }).getAttribute("href")).toBe("/admin/tickets/new?lead=7");
    cleanup();
    renderLead(detail());
    expect(screen.queryByText(/This lead has/)).toBeNull();
    expect(screen.getByRole("link", { name: "Create ticket" })).toBeTruthy();
  });

  it("leads with what the diagnosis found, then the request; each follow-up shows its own", () => {
    const words = {
      headline: "Likely: A failing drive, 78 %; stop warning shown",
      others: ["An ageing hard drive slowing everything down, 12 %", "Windows system files damaged, 5 %"],
      stopNote: "Told: Stop using it.",
      offered: "Offered: Drive replacement with data transfer, $168–$218, usually 2 working days",
      urgent: true,
      answers: [{ question: "Do you hear clicking, ticking or grinding from inside, near the drive?", answer: "Yes" }],
    };
    const followUp = {
      id: 3,
      source: "diagnosis" as const,
      issue: "slow",
      description: "It clicks now.",
      name: "Jane Doe",
      email: "jane@example.com",
      phone: null,
      receivedAt: "2026-11-03T10:00:00.000Z",
      triage: {
        headline: "No clear cause; best guess: Overheating, 30 %",
        others: [],
        answers: [],
        stopNote: null,
        offered: null,
        urgent: false,
      },
    };
    renderLead(detail({ triage: words, followUps: [followUp] }));
    const regions = screen.getAllByRole("region").map((r) => r.getAttribute("aria-labelledby"));
    expect(regions.indexOf("triage-heading")).toBeLessThan(regions.indexOf("request-heading"));
    const found = screen.getByRole("region", { name: "What the diagnosis found" });
    expect(found.textContent).toContain("Likely: A failing drive, 78 %; stop warning shown");
    expect(found.textContent).toContain("Told: Stop using it.");
    expect(found.textContent).toContain("Offered: Drive replacement with data transfer, $168–$218, usually 2 working days");
    expect(within(found).getByText("Also ranked:")).toBeTruthy();
    expect(
      within(found)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "An ageing hard drive slowing everything down, 12 %",
      "Windows system files damaged, 5 %",
      "Do you hear clicking, ticking or grinding from inside, near the drive? Yes",
    ]);
    expect(within(found).getByRole("list", { name: "Answers given" }).textContent).toBe(
      "Do you hear clicking, ticking or grinding from inside, near the drive? Yes",
    );
    const followUps = screen.getByRole("region", { name: "Follow-ups (1)" });
    expect(within(followUps).getByText("No clear cause; best guess: Overheating, 30 %")).toBeTruthy();
    cleanup();
    // An erased lead shows none of it; a lead from before the diagnosis has no such panel.
    renderLead(detail({ triage: words, followUps: [followUp] }, { erasedAt: "2026-11-05T10:00:00.000Z" }));
    expect(screen.queryByRole("region", { name: "What the diagnosis found" })).toBeNull();
    expect(screen.queryByText(/best guess/)).toBeNull();
    cleanup();
    renderLead(detail());
    expect(screen.queryByRole("region", { name: "What the diagnosis found" })).toBeNull();
  });

  it("a note and then a move, each saved from a form drawn for what the page loaded last", async () => {
    let stored = detail();
    const posts: FormData[] = [];
    const Stub = createRoutesStub([
      {
        path: "/admin/leads/7",
        // A load takes a moment, as a server's does: the action's answer is shown while it runs.
        loader: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return stored;
        },
        action: async ({ request }) => {
          const form = await request.formData();
          posts.push(form);
          const note = String(form.get("note"));
          const at = "2026-11-03T15:00:00.000Z";
          if (form.get("intent") === "note") {
            const event = {
              id: stored.events.length + 1,
              noteOnly: true,
              from: stored.lead.stage,
              to: stored.lead.stage,
              note,
              actor: "admin" as const,
              userName: null,
              at,
            };
            stored = { ...stored, events: [...stored.events, event] };
            return { ok: true, noted: true } satisfies LeadMoveOutcome;
          }
          const to = String(form.get("to")) as LeadDetail["lead"]["stage"];
          const event = {
            id: stored.events.length + 1,
            noteOnly: false,
            from: stored.lead.stage,
            to,
            note,
            actor: "admin" as const,
            userName: null,
            at,
          };
          stored = { ...stored, lead: { ...stored.lead, stage: to }, events: [...stored.events, event] };
          return { ok: true, from: "new", to } satisfies LeadMoveOutcome;
        },
        Component() {
          return (
            <LeadPage
              detail={useLoaderData() as LeadDetail}
              result={useActionData() as LeadMoveOutcome | undefined}
              timeZone="America/New_York"
            />
          );
        },
      },
    ]);
    render(<Stub initialEntries={["/admin/leads/7"]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Note/), "Called, left voicemail");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(within(screen.getByRole("region", { name: "History" })).getAllByRole("listitem")).toHaveLength(2));
    await waitFor(() => expect((screen.getByLabelText(/Note/) as HTMLTextAreaElement).value).toBe(""));

    await user.click(screen.getByRole("radio", { name: "Contacted" }));
    await user.type(screen.getByLabelText(/Note/), "She called back");
    await user.click(screen.getByRole("button", { name: "Move lead" }));
    await waitFor(() => expect(within(screen.getByRole("region", { name: "History" })).getAllByRole("listitem")).toHaveLength(3));
    expect(posts.map((p) => [p.get("intent"), p.get("from"), p.get("to"), p.get("note")])).toEqual([
      ["note", "new", null, "Called, left voicemail"],
      ["move", "new", "contacted", "She called back"],
    ]);
    expect(stored.events.map((e) => e.note)).toEqual([null, "Called, left voicemail", "She called back"]);
    // The form is drawn for the stage the lead is in now.
    await waitFor(() =>
      expect(
        within(screen.getByRole("group", { name: /Move to/ }))
          .getAllByRole("radio")
          .map((r) => r.getAttribute("value")),
      ).toEqual(["quoted", "booked", "done", "lost"]),
    );
  });
});
