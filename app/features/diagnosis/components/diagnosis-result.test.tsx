// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { ALWAYS_OPEN, parseOpeningHours, type OpeningHours } from "~/content/hours";

import { getDiagnosisResult } from "../solutions";
import { DiagnosisResultPanel } from "./diagnosis-result";

function renderResult(openingHours: OpeningHours) {
  const canned = getDiagnosisResult("slow", "Slow since the update.");
  const Stub = createRoutesStub([
    {
      path: "/diagnosis",
      Component: () => (
        <DiagnosisResultPanel
          result={{ kind: "canned", canned }}
          issue="slow"
          description="Slow since the update."
          bookingKey={null}
          openingHours={openingHours}
          headingRef={createRef()}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/diagnosis"]} />);
}

afterEach(cleanup);

describe("DiagnosisResultPanel with the canned steps", () => {
  it("keeps the original 24/7 note while the saved hours are 24/7", () => {
    renderResult(ALWAYS_OPEN);
    expect(screen.getByText("Still stuck? Our experts are available 24/7 to help.")).toBeTruthy();
  });

  it("names the saved hours instead of 24/7 when the shop keeps office hours", () => {
    const { container } = renderResult(parseOpeningHours("Mo-Fr 09:00-18:00")!);
    expect(screen.getByText("Still stuck? Our experts are here to help: Mon–Fri 9 AM–6 PM · Sat–Sun closed.")).toBeTruthy();
    expect(container.textContent).not.toContain("24/7");
  });
});
