// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS } from "~/content/business";
import { ALWAYS_OPEN, parseOpeningHours, type OpeningHours } from "~/content/hours";

import { ContactInfoCards } from "./contact-info-cards";

function renderCards(openingHours: OpeningHours) {
  const Stub = createRoutesStub([
    { path: "/contact", Component: () => <ContactInfoCards business={{ ...DEFAULT_BUSINESS, openingHours }} /> },
  ]);
  return render(<Stub initialEntries={["/contact"]} />);
}

afterEach(cleanup);

describe("ContactInfoCards", () => {
  it("says Expert Support 24/7 while the saved hours are 24/7", () => {
    renderCards(ALWAYS_OPEN);
    expect(screen.getByRole("heading", { name: "Expert Support 24/7" })).toBeTruthy();
    expect(screen.getByText(/Open 24\/7\./)).toBeTruthy();
  });

  it("drops the 24/7 claim and names the hours when the shop keeps office hours", () => {
    const { container } = renderCards(parseOpeningHours("Mo-Fr 09:00-18:00; Sa 10:00-16:00")!);
    expect(screen.getByRole("heading", { name: "Expert Support" })).toBeTruthy();
    expect(container.textContent).toContain("Mon–Fri 9 AM–6 PM · Sat 10 AM–4 PM · Sun closed.");
    expect(container.textContent).not.toContain("24/7");
  });
});
