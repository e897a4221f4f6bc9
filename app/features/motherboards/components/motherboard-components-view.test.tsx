// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { ApiComponent, MotherboardComponentsResponse, MotherboardDetails } from "../schema";

import { MotherboardComponentsView } from "./motherboard-components-view";

function part(id: number, name: string): ApiComponent {
  return {
    id,
    name,
    description: `${name} description`,
    price: "$99.99",
    image_src: "/images/components/cpu.svg",
    affiliate_link: `https://www.amazon.com/s?k=${encodeURIComponent(name)}&tag=t-20`,
    rating: 4.6,
    text_snippet: "",
  };
}

function board(model: string, name: string, price: string): MotherboardDetails {
  return {
    model,
    name,
    price,
    socket: "LGA1700",
    chipset: "Intel Z790",
    memoryType: "DDR5",
    memoryMaxSpeed: 7800,
    formFactor: "ATX",
    m2Slots: 5,
    imageSrc: "/images/components/motherboard.svg",
    features: [`${name} feature`],
    compatibility: [`${name} compatibility`],
  };
}

const z790Parts: MotherboardComponentsResponse = {
  "High Price": [part(1, "Intel Core i9-14900K")],
  "Mid Price": [part(2, "Corsair Vengeance 32GB DDR5-6000")],
  "Low Price": [part(3, "Intel Core i5-12400F")],
};
const b450Parts: MotherboardComponentsResponse = {
  "High Price": [part(4, "AMD Ryzen 9 5900X")],
  "Mid Price": [],
  "Low Price": [],
};

const boards = [
  board("ASUS-ROG-Z790", "ASUS ROG Maximus Z790 Hero", "$579.99"),
  board("MSI-B450-TOMAHAWK-MAX", "MSI B450 TOMAHAWK MAX", "$109.99"),
];
const models = [
  { model: "ASUS-ROG-Z790", name: "ASUS ROG Maximus Z790 Hero", componentCount: 3 },
  { model: "MSI-B450-TOMAHAWK-MAX", name: "MSI B450 TOMAHAWK MAX", componentCount: 1 },
];

function Harness() {
  const [model, setModel] = useState("ASUS-ROG-Z790");
  return (
    <MotherboardComponentsView
      model={model}
      onModelChange={setModel}
      boards={boards}
      modelsSeed={{ data: models, updatedAt: Date.now() }}
      componentsSeed={{ model: "ASUS-ROG-Z790", data: z790Parts, updatedAt: Date.now() }}
    />
  );
}

function renderView() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

function stubFetch(handler: (url: string) => Response | Promise<Response>) {
  const mock = vi.fn(async (url: RequestInfo | URL) => handler(String(url)));
  vi.stubGlobal("fetch", mock);
  return mock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("MotherboardComponentsView", () => {
  it("opens in details mode with the board's own details and no fetch", async () => {
    const fetchMock = stubFetch(() => new Response("{}"));
    renderView();
    expect(screen.getByRole("heading", { name: "ASUS ROG Maximus Z790 Hero" })).toBeTruthy();
    expect(screen.getByText("$579.99")).toBeTruthy();
    expect(screen.getByText("ASUS ROG Maximus Z790 Hero feature")).toBeTruthy();
    const option = screen.getByRole("option", { name: "MSI B450 TOMAHAWK MAX (1 components)" }) as HTMLOptionElement;
    // The closed select shows the name alone so it fits a phone; the full text stays the content.
    expect(option.label).toBe("MSI B450 TOMAHAWK MAX");
    expect(option.textContent).toBe("MSI B450 TOMAHAWK MAX (1 components)");
    const hint = document.getElementById(screen.getByLabelText("Motherboard model").getAttribute("aria-describedby")!);
    expect(hint?.textContent).toMatch(/^\d+ compatible components listed for this board\.$/);
    expect(screen.getByRole("button", { name: "View Compatible Components" })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("switches to components by tier and back, and keeps the mode when the model changes", async () => {
    const user = userEvent.setup();
    stubFetch((url) => {
      expect(url).toBe("/api/get-motherboard-components.php?motherboard_model=MSI-B450-TOMAHAWK-MAX");
      return new Response(JSON.stringify(b450Parts));
    });
    renderView();
    await user.click(screen.getByRole("button", { name: "View Compatible Components" }));
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Compatible components for ASUS ROG Maximus Z790 Hero",
      "High Price Components",
      "Mid Price Components",
      "Low Price Components",
    ]);
    const high = screen.getByRole("region", { name: "High Price Components" });
    expect(within(high).getByRole("heading", { name: "Intel Core i9-14900K" })).toBeTruthy();
    expect(within(high).getByRole("img", { name: "Rated 4.6 out of 5" })).toBeTruthy();
    expect(within(high).getByText("4.6")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Motherboard model"), "MSI-B450-TOMAHAWK-MAX");
    expect(await screen.findByRole("heading", { name: "AMD Ryzen 9 5900X" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Mid Price Components" })).toBeNull();
    expect(screen.getByRole("button", { name: "Back to Details" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Back to Details" }));
    expect(screen.getByRole("heading", { name: "MSI B450 TOMAHAWK MAX" })).toBeTruthy();
    expect(screen.getByText("$109.99")).toBeTruthy();
  });

  it("shows the empty state, and the spec's message when a refresh fails", async () => {
    const user = userEvent.setup();
    let answer = () => new Response(JSON.stringify({ "High Price": [], "Mid Price": [], "Low Price": [] }));
    stubFetch((url) => (url.includes("models") ? new Response(JSON.stringify(models)) : answer()));
    renderView();
    await user.click(screen.getByRole("button", { name: "View Compatible Components" }));
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("No components found for this motherboard model.")).toBeTruthy();

    answer = () => new Response(JSON.stringify({ error: "catalogue offline" }));
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(screen.getByRole("button", { name: "Refreshing..." }).hasAttribute("disabled")).toBe(true);
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("API returned an error: catalogue offline"));
  });
});
