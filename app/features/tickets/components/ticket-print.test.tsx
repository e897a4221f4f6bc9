// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";
import { DEFAULT_BUSINESS, type BusinessInfo } from "~/content/business";

import type { TicketPrint } from "../print.server";
import { TicketLabel, TicketReceipt } from "./ticket-print";

// 06:00 UTC on 21 November: the 21st in New York, still the 20th in Los Angeles.
const ticket: TicketPrint = {
  id: 7,
  number: "SC-2611-0007",
  customerName: "Ann Lee",
  email: null,
  phone: null,
  surname: "Lee",
  device: "Laptop",
  serial: null,
  problem: "No power",
  accessories: null,
  estimateCents: null,
  createdAt: "2026-11-21T06:00:00.000Z",
  statusUrl: "https://shop.example/repair/abc",
  qr: { path: "M0 0h1v1H0z", size: 21 },
  intake: null,
};

const signed: TicketPrint = {
  ...ticket,
  email: "ann@example.com",
  phone: "(321) 555-0101",
  intake: {
    condition: { screen: true, case: false, keys: true, liquid: false, powers: "untested" },
    conditionNote: "Dent on the lid",
    passcodeMode: "given",
    backupFirst: false,
    terms: "I own this device.\nThe shop is not liable for data loss.",
    termsVersion: 12,
    signed: { signature: "M10 10L20 20L30 25", signedName: null, signedAt: "2026-11-21T06:00:00.000Z" },
    pickup: null,
  },
};

function renderPage(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/admin/tickets/7/print", Component: () => element }]);
  render(<Stub initialEntries={["/admin/tickets/7/print"]} />);
}

const receipt = (business: Partial<BusinessInfo>, timeZone: string, printed = ticket) =>
  renderPage(<TicketReceipt ticket={printed} business={{ ...DEFAULT_BUSINESS, ...business }} timeZone={timeZone} />);

afterEach(cleanup);

describe("TicketReceipt", () => {
  it("writes the shop's address without an empty street", () => {
    receipt({ streetAddress: "" }, "America/New_York");
    const sheet = screen.getByRole("region", { name: "Receipt" });
    expect(within(sheet).getByText(/Melbourne/).textContent).toBe("Melbourne, FL 32935 · (321) 555-0142");
  });

  it("writes the street when there is one", () => {
    receipt({ streetAddress: "1 Main St" }, "America/New_York");
    const sheet = screen.getByRole("region", { name: "Receipt" });
    expect(within(sheet).getByText(/Melbourne/).textContent).toBe("1 Main St, Melbourne, FL 32935 · (321) 555-0142");
  });

  it("dates the drop-off in the shop's configured time zone", () => {
    receipt({}, "America/Los_Angeles");
    expect(within(screen.getByRole("region", { name: "Receipt" })).getByText("Nov 20, 2026")).toBeTruthy();
    cleanup();
    receipt({}, "America/New_York");
    expect(within(screen.getByRole("region", { name: "Receipt" })).getByText("Nov 21, 2026")).toBeTruthy();
  });
});

describe("TicketReceipt with the intake", () => {
  it("prints the contact details, the hours, the condition, the backup choice, the passcode's mode and the terms as signed, with the drawn signature; axe clean", async () => {
    receipt({}, "America/New_York", signed);
    const sheet = screen.getByRole("region", { name: "Receipt" });
    const text = sheet.textContent!;
    for (const expected of [
      "Phone: (321) 555-0101",
      "E-mail: ann@example.com",
      "Hours: Open 24/7",
      "Condition: Screen cracked, missing keys or screws; powers on: not tested",
      "Condition note: Dent on the lid",
      "Back up the data first: no backup wanted",
      "Passcode: Given to the shop",
      "Intake terms, version 12, signed Nov 21, 2026",
    ])
      expect(text).toContain(expected);
    expect(within(sheet).getByText(/^I own this device\./).textContent).toBe(
      "I own this device.\nThe shop is not liable for data loss.",
    );
    const signature = within(sheet).getByRole("img", { name: "Signature of Ann Lee" });
    expect(signature.getAttribute("viewBox")).toBe("0 0 600 200");
    expect(signature.innerHTML).toBe(
      '<path d="M10 10L20 20L30 25" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"></path>',
    );
    expect(await axeViolations(sheet)).toEqual([]);
  });

  it("prints the name typed instead of a drawn signature, as text", () => {
    receipt({}, "America/New_York", {
      ...signed,
      intake: {
        ...signed.intake!,
        signed: { signature: null, signedName: "Ann <b>Lee</b>", signedAt: "2026-11-21T06:00:00.000Z" },
      },
    });
    const sheet = screen.getByRole("region", { name: "Receipt" });
    expect(within(sheet).queryByRole("img", { name: /^Signature/ })).toBeNull();
    expect(within(sheet).getByText("Ann <b>Lee</b>").tagName).toBe("SPAN");
    expect(sheet.textContent).toContain("Signed by typing the full name: Ann <b>Lee</b>");
  });
});

describe("TicketLabel", () => {
  it("dates the drop-off in the shop's configured time zone", () => {
    renderPage(<TicketLabel ticket={ticket} layout="roll" timeZone="America/Los_Angeles" />);
    expect(screen.getByText("Dropped off Nov 20, 2026")).toBeTruthy();
  });
});
