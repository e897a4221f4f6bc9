// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_BUSINESS, type BusinessInfo } from "~/content/business";
import type { RootData } from "~/lib/root-data";

import { SiteFooter } from "./site-footer";

/** The footer under a root route whose loader data is `business`, as every page has it. */
function renderFooter(business: Partial<BusinessInfo>) {
  const root: RootData = {
    business: { ...DEFAULT_BUSINESS, ...business },
    siteUrl: "https://shop.example",
    year: 2026,
    timeZone: "America/New_York",
  };
  const Stub = createRoutesStub([
    {
      id: "root",
      Component: () => (
        <>
          <Outlet />
          <SiteFooter />
        </>
      ),
      children: [{ path: "/", Component: () => <p>Home</p> }],
    },
  ]);
  render(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { root } }} />);
}

afterEach(cleanup);

describe("SiteFooter", () => {
  it("shows the street the owner saved, before the city", () => {
    renderFooter({ streetAddress: "1 Main St" });
    expect(screen.getByText(/^Location:/).textContent).toBe("Location: 1 Main St, Melbourne, FL 32935");
  });

  it("leaves out an empty street without a stray comma", () => {
    renderFooter({ streetAddress: "" });
    expect(screen.getByText(/^Location:/).textContent).toBe("Location: Melbourne, FL 32935");
  });
});
