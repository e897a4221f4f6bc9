// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { axeViolations } from "../../../../tests/axe";

import type { SaveServiceResult, Service } from "../services.server";
import { ServicesPage } from "./services-page";

const services: Service[] = [
  {
    id: 1,
    name: "Diagnostic fee",
    kind: "labour",
    priceCents: 4900,
    priceMaxCents: null,
    taxable: false,
    turnaroundDays: 1,
    warrantyDays: 0,
    active: true,
  },
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
  {
    id: 9,
    name: "Floppy drive check",
    kind: "labour",
    priceCents: 1000,
    priceMaxCents: null,
    taxable: false,
    turnaroundDays: 0,
    warrantyDays: 30,
    active: false,
  },
];

function renderPage(result?: SaveServiceResult) {
  const Stub = createRoutesStub([
    { path: "/admin/services", Component: () => <ServicesPage services={services} result={result} /> },
  ]);
  return render(<Stub initialEntries={["/admin/services"]} />);
}

afterEach(cleanup);

describe("ServicesPage", () => {
  it("lists each service's price, tax, turnaround, warranty and whether it is offered, with no axe violations", async () => {
    const { container } = renderPage();
    await screen.findByRole("heading", { name: "Price list" });
    expect(screen.getByRole("heading", { name: "Services (2 offered, 1 retired)" })).toBeTruthy();
    const items = within(screen.getByRole("region", { name: /Services/ })).getAllByRole("listitem");
    expect(items[1]!.textContent).toContain("Price: from $79.00 to $129.00");
    expect(items[1]!.textContent).toContain("Sales tax: yes");
    expect(items[1]!.textContent).toContain("Warranty: 365-day warranty");
    expect(items[1]!.textContent).toContain("Usual turnaround: not set");
    expect(items[2]!.textContent).toContain("(retired)");
    expect(items[2]!.textContent).toContain("Offered: no, retired");
    expect(screen.getByRole("form", { name: "Add a service" })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("opens a refused edit form with what was typed and each field's message, announced", async () => {
    const { container } = renderPage({
      ok: false,
      status: 400,
      id: 4,
      fieldErrors: { price: "Write the price in dollars, such as 49 or 49.99." },
      values: {
        name: "SSD, 2 TB",
        price: "lots",
        priceMax: "",
        kind: "parts",
        taxable: "on",
        turnaroundDays: "",
        warrantyDays: "365",
        active: "on",
      },
    });
    const edit = await screen.findByRole("form", { name: "Edit SSD, 1 TB" });
    expect(edit.closest("details")!.open).toBe(true);
    expect(within(edit).getByRole("alert").textContent).toBe("The service was not saved. Check the marked fields.");
    const price = within(edit).getByLabelText(/Price in dollars/) as HTMLInputElement;
    expect(price.value).toBe("lots");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(price.getAttribute("aria-describedby")).toContain("service-4-price-error");
    expect(document.getElementById("service-4-price-error")!.textContent).toBe(
      "Write the price in dollars, such as 49 or 49.99.",
    );
    expect((within(edit).getByLabelText(/Name/) as HTMLInputElement).value).toBe("SSD, 2 TB");
    expect(document.activeElement).toBe(price);
    // The other forms show what is saved.
    const add = screen.getByRole("form", { name: "Add a service" });
    expect((within(add).getByLabelText(/Name/) as HTMLInputElement).value).toBe("");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says what was saved", async () => {
    renderPage({ ok: true, id: 9, name: "Floppy drive check", created: false, active: false });
    expect((await screen.findByRole("status")).textContent).toBe(
      "Saved “Floppy drive check”: retired, so new estimates no longer offer it.",
    );
  });
});
