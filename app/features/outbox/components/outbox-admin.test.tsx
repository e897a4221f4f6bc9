// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import type { OutboxPage } from "../outbox-admin.server";
import { MailStatusBanner } from "./mail-status-banner";
import { OutboxAdmin } from "./outbox-admin";

const page = (overrides: Partial<OutboxPage> = {}): OutboxPage => ({
  counts: { queued: 0, sending: 0, sent: 1, failed: 1, not_configured: 0 },
  status: null,
  newer: null,
  older: null,
  mailConfigured: true,
  messages: [
    {
      id: 2,
      kind: "lead-alert",
      subject: "New diagnosis lead: Computer is running slow — Jane D.",
      recipient: null,
      replyTo: "jane.doe@example.com",
      text: "A visitor asked for help.\n<script>alert(1)</script> & <b>bold</b>",
      textCut: false,
      attachments: [],
      status: "failed",
      attempts: 5,
      nextAttemptAt: null,
      lastError: "EENVELOPE 550",
      createdAt: "2026-11-20T14:30:00.000Z",
      sentAt: null,
      retryable: true,
    },
    {
      id: 1,
      kind: "lead-alert",
      subject: "New diagnosis lead: Virus — <b>Sam</b> K.",
      recipient: "one@else.example",
      replyTo: null,
      text: "Hello Sam,\n\nYou are booked in.",
      textCut: false,
      attachments: ["drop-off-2026-11-24.ics"],
      status: "sent",
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      createdAt: "2026-11-20T14:00:00.000Z",
      sentAt: "2026-11-20T14:00:01.000Z",
      retryable: false,
    },
  ],
  ...overrides,
});

function renderOutbox(data: OutboxPage, action: () => unknown = () => ({ ok: true })) {
  const submitted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/admin/outbox",
      action: async ({ request }) => {
        submitted.push(await request.formData());
        return action();
      },
      Component() {
        const actionData = useActionData() as { error?: string } | undefined;
        return <OutboxAdmin {...data} timeZone="America/New_York" error={actionData?.error} />;
      },
    },
  ]);
  render(<Stub initialEntries={["/admin/outbox"]} />);
  return submitted;
}

afterEach(cleanup);

describe("the outbox page", () => {
  it("lists each message with its status, recipient, attempts and last error, subjects as text", () => {
    renderOutbox(page());
    const [failed, sent] = screen.getAllByRole("article");
    expect(within(failed!).getByText("Failed")).toBeTruthy();
    expect(failed!.textContent).toContain("lead-alert · to the shop’s alerts");
    expect(failed!.textContent).toContain("Reply-To:jane.doe@example.com");
    expect(failed!.textContent).toContain("Attempts:5");
    expect(failed!.textContent).toContain("EENVELOPE 550");
    expect(sent!.textContent).toContain("to the customer one@else.example");
    expect(sent!.textContent).toContain("Attached:drop-off-2026-11-24.ics");
    expect(screen.getByText(/alerts to the shop’s own addresses, and messages to a customer/)).toBeTruthy();
    expect(within(sent!).getByRole("heading").textContent).toBe("New diagnosis lead: Virus — <b>Sam</b> K.");
    expect(within(sent!).queryByRole("button")).toBeNull();
    expect(screen.getByRole("link", { name: "Failed (1)" }).getAttribute("href")).toBe("/admin/outbox?status=failed");
  });

  it("shows each message's text behind a disclosure, as text: nothing in it becomes markup", async () => {
    renderOutbox(page());
    const [failed] = screen.getAllByRole("article");
    const details = failed!.querySelector("details")!;
    expect(details.open).toBe(false);
    await userEvent.click(within(failed!).getByText("Show the text"));
    expect(details.open).toBe(true);
    expect(details.querySelector("pre")!.textContent).toBe("A visitor asked for help.\n<script>alert(1)</script> & <b>bold</b>");
    expect(document.body.querySelector("article script, article pre b")).toBeNull();
  });

  it("posts Retry now with the message's id, and shows the action's error", async () => {
    const submitted = renderOutbox(page(), () => ({ error: "That message is being sent or was sent already." }));
    await userEvent.click(screen.getByRole("button", { name: /Retry now: New diagnosis lead: Computer is running slow/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!.get("id")).toBe("2");
    expect((await screen.findByRole("alert")).textContent).toBe("That message is being sent or was sent already.");
  });

  it("offers no Retry now while e-mail is off", () => {
    renderOutbox(page({ mailConfigured: false }));
    expect(screen.queryByRole("button", { name: /Retry now/ })).toBeNull();
  });
});

describe("the admin's e-mail banner", () => {
  const renderBanner = (props: { mailConfigured: boolean; failed: number }) => {
    const Stub = createRoutesStub([{ path: "/admin", Component: () => <MailStatusBanner {...props} /> }]);
    render(<Stub initialEntries={["/admin"]} />);
  };

  it("says alerts are off and how to turn them on when SMTP_URL is unset", () => {
    renderBanner({ mailConfigured: false, failed: 0 });
    const text = screen.getByRole("status").textContent!;
    expect(text).toContain("E-mail alerts are off.");
    for (const name of ["SMTP_URL", "MAIL_FROM", "SHOP_NOTIFY_TO", "restart", "docs/email.md"]) expect(text).toContain(name);
  });

  it("warns about failed messages and links to them, and says nothing when all is well", () => {
    renderBanner({ mailConfigured: true, failed: 3 });
    expect(screen.getByRole("status").textContent).toContain("3 e-mails could not be sent");
    expect(screen.getByRole("link", { name: "See the failed messages" }).getAttribute("href")).toBe(
      "/admin/outbox?status=failed",
    );
    cleanup();
    renderBanner({ mailConfigured: true, failed: 0 });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
