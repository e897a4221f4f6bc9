// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS } from "~/content/business";

import type { AnswerOutcome } from "../approval.server";
import type { PublicEstimate, PublicMoney, PublicTicket } from "../public.server";
import { RepairStatus } from "./repair-status";

const TERMS = "Work beyond this estimate needs your approval first.\nKeep a backup.";

const estimate = (overrides: Partial<PublicEstimate> = {}): PublicEstimate => ({
  version: 2,
  status: "sent",
  lines: [
    { description: "Screen replacement", quantity: 1, unitCents: 12_000, lineCents: 12_000, warrantyDays: 90 },
    { description: "Bench labour", quantity: 2, unitCents: 4_500, lineCents: 9_000, warrantyDays: 0 },
  ],
  subtotalCents: 21_000,
  taxRate: "6.5%",
  taxCents: 780,
  totalCents: 21_780,
  decidedAt: null,
  terms: TERMS,
  ...overrides,
});

const ticket = (money: Partial<PublicMoney>, status: PublicTicket["status"] = "diagnosing"): PublicTicket => ({
  number: "SC-2611-0007",
  firstName: "Ann",
  device: "Laptop, Dell XPS 13",
  status,
  estimateCents: 15_000,
  receivedAt: "2026-11-20T15:00:00.000Z",
  timeline: [{ status: "received", note: null, at: "2026-11-20T15:00:00.000Z", noteOnly: false }],
  money: { estimate: null, invoice: null, payments: [], balanceCents: 0, ...money },
});

/** The status page inside a router, as its route renders it (its forms need one). */
async function renderPage(shown: PublicTicket, answer?: AnswerOutcome) {
  const Stub = createRoutesStub([
    {
      path: "/repair/:token",
      Component: () => <RepairStatus ticket={shown} answer={answer} business={DEFAULT_BUSINESS} timeZone="America/New_York" />,
    },
  ]);
  const { container } = render(<Stub initialEntries={["/repair/AbCdEfGhIjKlMnOpQrStUv"]} />);
  await screen.findByRole("heading", { level: 1 });
  return container;
}

/** axe's rules that jsdom can judge (it lays nothing out, so contrast is left to the browser tests). */
async function expectAxeClean(container: HTMLElement) {
  const results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const refusal = (more: Partial<Extract<AnswerOutcome, { ok: false }>>): AnswerOutcome => ({
  ok: false,
  status: 400,
  intent: "approve",
  fieldErrors: {},
  values: { name: "", reason: "" },
  ...more,
});

afterEach(cleanup);

describe("the estimate on the customer's status page", () => {
  it("waiting for an answer: the lines in their own scrolling region, tax with its rate, the total, the terms and both forms", async () => {
    const container = await renderPage(ticket({ estimate: estimate() }));
    const section = screen.getByRole("region", { name: "Estimate" });
    const lines = within(section).getByRole("region", { name: "Estimate lines, scrolls sideways" });
    expect(lines.tabIndex).toBe(0);
    const rows = within(lines).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "ItemQtyUnit priceAmount",
      "Screen replacementWarranty: 90 days1$120.00$120.00",
      "Bench labour2$45.00$90.00",
    ]);
    expect(within(section).getByText("Tax (6.5%)").nextSibling?.textContent).toBe("$7.80");
    expect(within(section).getByText("Total").nextSibling?.textContent).toBe("$217.80");
    // The drop-off's rough estimate gives way to the estimate itself.
    expect(within(screen.getByRole("region", { name: "Where it is now" })).queryByText("$150.00")).toBeNull();

    const approve = within(section).getByRole("form", { name: "Approve the estimate" });
    const name = within(approve).getByRole("textbox", { name: "Your full name" });
    expect(name.hasAttribute("required")).toBe(true);
    const agree = within(approve).getByRole("checkbox", { name: "I agree to the repair terms" });
    expect(agree.hasAttribute("required")).toBe(true);
    expect(document.getElementById(agree.getAttribute("aria-describedby")!)?.textContent).toContain(
      "Work beyond this estimate needs your approval first.",
    );
    expect(approve.querySelector<HTMLInputElement>('input[name="version"]')?.value).toBe("2");
    expect(within(approve).getByRole("button", { name: "Approve estimate" })).toBeTruthy();
    const decline = within(section).getByRole("form", { name: "Or decline it" });
    expect(within(decline).getByLabelText("Why are you declining? (optional)").getAttribute("maxlength")).toBe("500");
    expect(decline.querySelector<HTMLInputElement>('input[name="version"]')?.value).toBe("2");
    expect(within(decline).getByRole("button", { name: "Decline estimate" })).toBeTruthy();
    await expectAxeClean(container);
  });

  it("approved: the date of the approval and no forms", async () => {
    const container = await renderPage(
      ticket({ estimate: estimate({ status: "approved", decidedAt: "2026-11-22T02:30:00.000Z" }) }),
    );
    const section = screen.getByRole("region", { name: "Estimate" });
    expect(within(section).getByText("You approved this estimate on Nov 21, 2026.")).toBeTruthy();
    expect(within(section).queryByRole("button")).toBeNull();
    await expectAxeClean(container);
  });

  it("declined: the date, how to reach the shop and the approval form again, without the decline form", async () => {
    const container = await renderPage(
      ticket({ estimate: estimate({ status: "declined", decidedAt: "2026-11-22T15:00:00.000Z" }) }),
    );
    const section = screen.getByRole("region", { name: "Estimate" });
    expect(within(section).getByRole("status").textContent).toBe(
      `You declined this estimate on Nov 22, 2026. Changed your mind? Call us at ${DEFAULT_BUSINESS.phone}, or approve it below.`,
    );
    expect(within(section).getByRole("button", { name: "Approve estimate" })).toBeTruthy();
    expect(within(section).queryByRole("button", { name: "Decline estimate" })).toBeNull();
    await expectAxeClean(container);
  });

  it("a closed repair shows its estimate without forms", async () => {
    await renderPage(ticket({ estimate: estimate() }, "cancelled"));
    expect(within(screen.getByRole("region", { name: "Estimate" })).queryByRole("button")).toBeNull();
  });

  it("a refused approval marks its fields, announces the problem, keeps the name typed and moves focus to the first field in error", async () => {
    const container = await renderPage(
      ticket({ estimate: estimate() }),
      refusal({
        fieldErrors: {
          name: "Type your full name to approve the estimate.",
          agree: "Tick “I agree to the repair terms” to approve the estimate.",
        },
        values: { name: "A", reason: "" },
      }),
    );
    const section = screen.getByRole("region", { name: "Estimate" });
    expect(within(section).getByRole("alert").textContent).toBe("Check the marked field.");
    const name = within(section).getByRole("textbox", { name: "Your full name" }) as HTMLInputElement;
    expect(name.value).toBe("A");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Type your full name to approve the estimate.",
    );
    const agree = within(section).getByRole("checkbox", { name: "I agree to the repair terms" });
    expect(agree.getAttribute("aria-invalid")).toBe("true");
    expect(agree.getAttribute("aria-describedby")).toContain("approve-agree-error");
    expect(document.activeElement).toBe(name);
    await expectAxeClean(container);
  });

  it("a refused decline keeps the reason typed; too many tries add the shop's phone", async () => {
    await renderPage(
      ticket({ estimate: estimate() }),
      refusal({ status: 429, intent: "decline", formError: "Too many tries.", values: { name: "", reason: "Too dear" } }),
    );
    const section = screen.getByRole("region", { name: "Estimate" });
    expect(within(section).getByRole("alert").textContent).toBe(`Too many tries. ${DEFAULT_BUSINESS.phone}`);
    expect((within(section).getByLabelText("Why are you declining? (optional)") as HTMLTextAreaElement).value).toBe("Too dear");
    expect((within(section).getByRole("textbox", { name: "Your full name" }) as HTMLInputElement).value).toBe("");
  });

  it("the invoice with its total, each payment and refund, and the balance due or paid in full", async () => {
    const money: Partial<PublicMoney> = {
      estimate: estimate({ status: "approved", decidedAt: "2026-11-22T15:00:00.000Z" }),
      invoice: { number: "INV-2026-0012", createdAt: "2026-11-24T15:00:00.000Z", totalCents: 21_780 },
      payments: [
        { at: "2026-11-22T15:00:00.000Z", kind: "deposit", method: "card", amountCents: 5_000 },
        { at: "2026-11-24T15:00:00.000Z", kind: "payment", method: "cash", amountCents: 10_000 },
        { at: "2026-11-24T16:00:00.000Z", kind: "refund", method: "cash", amountCents: -1_000 },
      ],
      balanceCents: 7_780,
    };
    const container = await renderPage(ticket(money, "ready"));
    const invoice = screen.getByRole("region", { name: "Invoice INV-2026-0012" });
    expect(within(invoice).getByText("Date:").nextSibling?.textContent).toBe("Nov 24, 2026");
    expect(within(invoice).getByText("Total:").nextSibling?.textContent).toBe("$217.80");
    expect(
      within(invoice)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Nov 22, 2026: Deposit, card$50.00", "Nov 24, 2026: Payment, cash$100.00", "Nov 24, 2026: Refund, cash-$10.00"]);
    expect(within(invoice).getByText("Balance due: $77.80")).toBeTruthy();
    await expectAxeClean(container);
    cleanup();
    await renderPage(ticket({ ...money, balanceCents: 0 }, "ready"));
    expect(within(screen.getByRole("region", { name: "Invoice INV-2026-0012" })).getByText("Paid in full")).toBeTruthy();
  });
});
