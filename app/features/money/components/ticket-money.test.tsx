// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { Estimate, EstimateLine, TicketMoney } from "../ledger.server";
import type { Service } from "../services.server";
import type { TicketMoneyOutcome } from "../ticket-money-forms.server";
import { TicketMoneyPanels } from "./ticket-money";

const line = (id: number, description: string, unitCents: number, over: Partial<EstimateLine> = {}): EstimateLine => ({
  id,
  position: id,
  serviceId: null,
  description,
  kind: "labour",
  taxable: false,
  quantity: 1,
  unitCents,
  lineCents: unitCents,
  warrantyDays: 30,
  ...over,
});

const version = (v: number, status: Estimate["status"], lines: EstimateLine[], over: Partial<Estimate> = {}): Estimate => {
  const subtotal = lines.reduce((s, l) => s + l.lineCents, 0);
  return {
    id: v * 10,
    version: v,
    status,
    subtotalCents: subtotal,
    taxableCents: 0,
    taxRate: 7000,
    taxCents: 0,
    totalCents: subtotal,
    terms: null,
    createdAt: "2026-11-20T15:00:00.000Z",
    sentAt: status === "draft" ? null : "2026-11-20T16:00:00.000Z",
    decidedAt: null,
    decidedVia: null,
    recordedBy: null,
    decisionName: null,
    decisionAddress: null,
    decisionAgent: null,
    decisionNote: null,
    lines,
    ...over,
  };
};

const v1 = version(1, "declined", [line(1, "Full service", 25_000)], {
  decidedAt: "2026-11-21T15:00:00.000Z",
  decidedVia: "link",
  decisionName: "Ada Lovelace",
  decisionNote: "Too expensive",
});
const v2 = version(2, "sent", [line(2, "Cleaning", 6000)]);
const v3 = version(3, "draft", [
  line(3, "Cleaning", 6000),
  line(4, "SSD, 1 TB", 7900, { kind: "parts", taxable: true, serviceId: 4 }),
]);

const money = (over: Partial<TicketMoney> = {}): TicketMoney => ({
  estimates: [v1, v2, v3],
  current: v2,
  draft: v3,
  invoice: null,
  payments: [],
  chargeCents: 0,
  paidCents: 0,
  balanceCents: 0,
  ...over,
});

const services: Service[] = [
  {
    id: 4,
    name: "SSD, 1 TB",
    kind: "parts",
    priceCents: 7900,
    priceMaxCents: 12_900,
    taxable: true,
    turnaroundDays: null,
    warrantyDays: 365,
    active: true,
  },
];

function renderMoney(m: TicketMoney, outcome?: TicketMoneyOutcome, status: "diagnosing" | "picked_up" = "diagnosing") {
  const Stub = createRoutesStub([
    {
      path: "/admin/tickets/5",
      Component: () => (
        <TicketMoneyPanels
          ticketId={5}
          status={status}
          erased={false}
          money={m}
          services={services}
          outcome={outcome}
          now="2026-11-23T15:04:00.000Z"
          timeZone="America/New_York"
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/admin/tickets/5"]} />);
}

afterEach(cleanup);

describe("TicketMoneyPanels", () => {
  it("shows the version given, the draft, the older ones folded away, and a form of the draft's lines and three empty rows", async () => {
    const { container } = renderMoney(money());
    const panel = await screen.findByRole("region", { name: "Estimate" });
    expect(within(panel).getByRole("heading", { name: "Estimate v2: Waiting for the customer" })).toBeTruthy();
    expect(within(panel).getByRole("heading", { name: "Estimate v3: Draft (not sent)" })).toBeTruthy();
    const older = within(panel).getByText("Older versions (1)").closest("details")!;
    expect(older.open).toBe(false);
    expect(older.textContent).toContain("Declined Nov 21, 2026, 10:00 AM on the status page: Ada Lovelace");
    expect(older.textContent).toContain("Reason: Too expensive");

    const editor = within(panel).getByRole("form", { name: "Change draft v3" });
    expect(editor.textContent).toContain("A version given to the customer is never changed");
    expect(within(editor).getAllByRole("group", { name: /^Line \d$/ })).toHaveLength(5);
    expect((editor.querySelector('[name="baseVersion"]') as HTMLInputElement).value).toBe("3");
    const line2 = within(editor).getByRole("group", { name: "Line 2" });
    expect((within(line2).getByLabelText(/Service/) as HTMLSelectElement).value).toBe("4");
    expect((within(line2).getByLabelText("Unit price ($)") as HTMLInputElement).value).toBe("79.00");
    expect((within(line2).getByLabelText("Taxable") as HTMLInputElement).checked).toBe(true);
    const line5 = within(editor).getByRole("group", { name: "Line 5" });
    expect((within(line5).getByLabelText("Description") as HTMLInputElement).value).toBe("");
    expect((within(line5).getByLabelText("Quantity") as HTMLInputElement).value).toBe("1");
    for (const name of ["Save estimate", "Send to customer", "Discard draft"]) {
      expect(within(editor).getByRole("button", { name })).toBeTruthy();
    }

    const phone = within(panel).getByRole("form", { name: "Record the customer's answer by phone" });
    expect(phone.textContent).toContain("About draft v3");
    expect((within(phone).getByLabelText(/When/) as HTMLInputElement).value).toBe("2026-11-23T10:04");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps a refused form's rows as typed and marks each row's field with its message", async () => {
    const { container } = renderMoney(money(), {
      ok: false,
      form: "estimate",
      status: 400,
      formError: "The estimate was not saved. Check the marked lines.",
      fieldErrors: { "line-3-unit": "Line 4: write the price in dollars, such as 49 or 49.99." },
      values: {
        "line-0-description": "Cleaning",
        "line-0-unit": "60.00",
        "line-3-description": "Thermal paste",
        "line-3-unit": "cheap",
        "line-3-quantity": "2",
      },
    });
    const editor = await screen.findByRole("form", { name: "Change draft v3" });
    expect(within(editor).getByRole("alert").textContent).toBe("The estimate was not saved. Check the marked lines.");
    const row = within(editor).getByRole("group", { name: "Line 4" });
    const unit = within(row).getByLabelText("Unit price ($)") as HTMLInputElement;
    expect(unit.value).toBe("cheap");
    expect(unit.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(unit.getAttribute("aria-describedby")!)!.textContent).toBe(
      "Line 4: write the price in dollars, such as 49 or 49.99.",
    );
    expect((within(row).getByLabelText("Quantity") as HTMLInputElement).value).toBe("2");
    expect(document.activeElement).toBe(unit);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("offers to make the invoice once the current version is approved, then links the invoice to print", async () => {
    const approved = version(2, "approved", [line(2, "Cleaning", 6000)], {
      decidedAt: "2026-11-22T15:00:00.000Z",
      decidedVia: "phone",
      recordedBy: "admin",
      decisionName: "Ada",
    });
    renderMoney(money({ estimates: [approved], current: approved, draft: null, chargeCents: 6000, balanceCents: 6000 }));
    const payments = await screen.findByRole("region", { name: "Payments" });
    expect(within(payments).getByRole("button", { name: "Make the invoice now" })).toBeTruthy();
    expect(payments.textContent).toContain("$60.00 due");
    expect(screen.getByText("Approved Nov 22, 2026, 10:00 AM by phone: Ada (recorded by admin)")).toBeTruthy();
    // An approved version is final: no phone form, and the editor makes v3.
    expect(screen.queryByRole("form", { name: "Record the customer's answer by phone" })).toBeNull();
    expect(screen.getByRole("form", { name: "Write a new version (v3)" })).toBeTruthy();
    cleanup();

    const { container } = renderMoney(
      money({
        estimates: [approved],
        current: approved,
        draft: null,
        invoice: {
          id: 1,
          number: "INV-2026-0007",
          estimateId: approved.id,
          subtotalCents: 6000,
          taxRate: 7000,
          taxCents: 0,
          totalCents: 6000,
          createdAt: "2026-11-23T15:00:00.000Z",
        },
        payments: [
          {
            id: 1,
            kind: "deposit",
            method: "check",
            amountCents: 2000,
            reference: "Check 1042",
            note: null,
            recordedBy: "admin",
            at: "2026-11-22T15:00:00.000Z",
          },
        ],
        chargeCents: 6000,
        paidCents: 2000,
        balanceCents: 4000,
      }),
    );
    const link = await screen.findByRole("link", { name: "Print invoice INV-2026-0007" });
    expect(link.getAttribute("href")).toBe("/admin/tickets/5/invoice");
    expect(screen.queryByRole("button", { name: "Make the invoice now" })).toBeNull();
    expect(screen.getByText("Invoice INV-2026-0007 bills the approved version, so the estimate no longer changes.")).toBeTruthy();
    const table = within(screen.getByRole("region", { name: "Payments and refunds" })).getByRole("table");
    expect(within(table).getAllByRole("row")[1]!.textContent).toContain("Check 1042");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes only refunds once the machine has left, and shows a refused payment's amount message", async () => {
    renderMoney(
      money({ estimates: [], current: null, draft: null, paidCents: 2000, balanceCents: -2000 }),
      {
        ok: false,
        form: "payment",
        status: 409,
        formError: "The payment was not recorded. Check the marked fields.",
        fieldErrors: { amount: "A refund can be at most the $20.00 paid so far." },
        values: { kind: "refund", method: "cash", amount: "25", reference: "", note: "Overcharged" },
      },
      "picked_up",
    );
    const form = await screen.findByRole("form", { name: "Record a payment or refund" });
    expect(
      within(form)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(["refund"]);
    const amount = within(form).getByLabelText(/Amount in dollars/) as HTMLInputElement;
    expect(amount.value).toBe("25");
    expect(document.getElementById("payment-amount-error")!.textContent).toBe("A refund can be at most the $20.00 paid so far.");
    expect((within(form).getByLabelText(/Note/) as HTMLTextAreaElement).value).toBe("Overcharged");
    expect(screen.getByText(/credit of \$20\.00/)).toBeTruthy();
    cleanup();

    // Nothing paid: nothing to give back, so no form.
    renderMoney(money({ estimates: [], current: null, draft: null }), undefined, "picked_up");
    await screen.findByRole("region", { name: "Payments" });
    expect(screen.queryByRole("form", { name: "Record a payment or refund" })).toBeNull();
  });
});
