// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";
import { DEFAULT_BUSINESS } from "~/content/business";

import type { InvoicePrint } from "../invoice.server";
import { InvoiceSheet } from "./invoice-sheet";

const invoice: InvoicePrint = {
  ticketId: 5,
  ticketNumber: "SC-2611-0005",
  billTo: "Katherine Johnson",
  device: "Laptop, MacBook Air",
  invoice: {
    id: 1,
    number: "INV-2026-0007",
    estimateId: 20,
    subtotalCents: 20_900,
    taxRate: 7000,
    taxCents: 840,
    totalCents: 21_740,
    // 03:00 UTC on 24 November: still the 23rd in New York.
    createdAt: "2026-11-24T03:00:00.000Z",
  },
  lines: [
    {
      id: 1,
      position: 1,
      serviceId: null,
      description: "Screen replacement (labour)",
      kind: "labour",
      taxable: false,
      quantity: 1,
      unitCents: 8900,
      lineCents: 8900,
      warrantyDays: 90,
    },
    {
      id: 2,
      position: 2,
      serviceId: 8,
      description: "Screen panel",
      kind: "parts",
      taxable: true,
      quantity: 2,
      unitCents: 6000,
      lineCents: 12_000,
      warrantyDays: 0,
    },
  ],
  terms: "Parts carry the maker's warranty.\nUncollected machines are kept 90 days.",
  payments: [
    {
      id: 1,
      kind: "deposit",
      method: "card",
      amountCents: 5000,
      reference: "slip 7",
      note: null,
      recordedBy: "admin",
      at: "2026-11-22T15:00:00.000Z",
    },
  ],
  paidCents: 5000,
  balanceCents: 16_740,
};

function renderSheet(v: InvoicePrint) {
  const Stub = createRoutesStub([
    {
      path: "/admin/tickets/5/invoice",
      Component: () => <InvoiceSheet invoice={v} business={DEFAULT_BUSINESS} timeZone="America/New_York" />,
    },
  ]);
  return render(<Stub initialEntries={["/admin/tickets/5/invoice"]} />);
}

afterEach(cleanup);

describe("InvoiceSheet", () => {
  it("prints the shop, the number and date, whom and what it bills, each line's warranty, the totals, payments, balance and terms", async () => {
    const { container } = renderSheet(invoice);
    const sheet = await screen.findByRole("region", { name: "Invoice" });
    expect(within(sheet).getByText(DEFAULT_BUSINESS.name)).toBeTruthy();
    expect(within(sheet).getByRole("heading", { name: "Invoice INV-2026-0007" })).toBeTruthy();
    expect(within(sheet).getByText("Date: Nov 23, 2026")).toBeTruthy();
    expect(within(sheet).getByText("Katherine Johnson")).toBeTruthy();
    expect(within(sheet).getByText("SC-2611-0005, Laptop, MacBook Air")).toBeTruthy();
    const rows = within(within(sheet).getByRole("table")).getAllByRole("row");
    expect(rows[1]!.textContent).toBe("Screen replacement (labour) (no tax)1$89.00$89.0090-day warranty");
    expect(rows[2]!.textContent).toBe("Screen panel2$60.00$120.00no warranty");
    expect(sheet.textContent).toContain("Tax (7%)$8.40");
    expect(sheet.textContent).toContain("Total$217.40");
    expect(sheet.textContent).toContain("Nov 22, 2026: Deposit, card (slip 7)$50.00");
    expect(sheet.textContent).toContain("Balance due$167.40");
    expect(within(sheet).getByText(/Uncollected machines are kept 90 days/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the ticket" }).getAttribute("href")).toBe("/admin/tickets/5");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("bills no name once the ticket's details were erased, and calls an overpayment a credit", async () => {
    renderSheet({ ...invoice, billTo: null, paidCents: 22_740, balanceCents: -1000 });
    const sheet = await screen.findByRole("region", { name: "Invoice" });
    expect(within(sheet).getByText("(details erased)")).toBeTruthy();
    expect(sheet.textContent).toContain("Credit owed to you$10.00");
  });
});
