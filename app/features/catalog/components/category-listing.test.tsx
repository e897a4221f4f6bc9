// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { categoryText, type CategorySlug } from "../categories";
import { mapServerProduct } from "../product-json";
import { forgetCachedProducts } from "../product-query";
import { getFallbackProducts } from "../fallback-products";

import { CategoryListing, REFRESH_FAILED_MESSAGE } from "./category-listing";

const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
// The listing imports sonner when Refresh Prices is pressed.
vi.mock("sonner", () => ({ toast: toastMock }));

const record = (id: number, name: string) => ({
  id,
  name,
  price: "$10.00",
  rating: 4,
  features: "One|||Two",
  text_snippet: `${name} snippet`,
  description: `${name} description`,
});
const initial = [record(1, "Server One"), record(2, "Server Two")].map((r, index) =>
  mapServerProduct(r, { tag: "t-20", category: "mice", index }),
);

function renderListing(category: CategorySlug = "mice", initialProducts: typeof initial | null = initial) {
  return render(
    <CategoryListing
      category={category}
      tag="t-20"
      initialProducts={initialProducts}
      fallback={getFallbackProducts(category, "t-20")}
      loadedAt={Date.now()}
      title="Mice: Our Top Picks"
      text={categoryText(category)}
    />,
  );
}

const names = () => screen.getAllByTestId("product-card").map((c) => within(c).getByRole("heading").textContent);

beforeEach(() => {
  toastMock.mockClear();
  toastMock.success.mockClear();
  toastMock.error.mockClear();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  forgetCachedProducts();
  vi.unstubAllGlobals();
});

describe("CategoryListing", () => {
  it("renders the server's products without a request, with tagged new-tab links and 3-line snippets", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    renderListing();
    expect(names()).toEqual(["Server One (opens in a new tab)", "Server Two (opens in a new tab)"]);
    expect(fetchMock).not.toHaveBeenCalled();
    const card = screen.getAllByTestId("product-card")[0]!;
    const buy = within(card).getByRole("link", { name: /View on Amazon/ });
    expect(buy.getAttribute("target")).toBe("_blank");
    expect(buy.getAttribute("rel")).toBe("sponsored noopener noreferrer");
    expect(within(card).getByTestId("snippet").className).toContain("line-clamp-3");
  });

  it("Refresh Prices shows Refreshing... while it refetches, then the spec's toasts", async () => {
    let resolve!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderListing();
    await user.click(screen.getByRole("button", { name: "Refresh Prices" }));
    const busy = await screen.findByRole("button", { name: "Refreshing..." });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(toastMock).toHaveBeenCalledWith("Refreshing Products", {
      description: "Updating product information...",
      duration: 2000,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/enhanced-get-products.php?category=mice",
      expect.objectContaining({ headers: { Accept: "application/json", "Cache-Control": "no-cache" } }),
    );
    resolve(new Response(JSON.stringify([record(3, "Fresh Mouse")]), { status: 200 }));
    await screen.findByRole("button", { name: "Refresh Prices" });
    expect(names()).toEqual(["Fresh Mouse (opens in a new tab)"]);
    await waitFor(() => expect(toastMock.success).toHaveBeenCalled());
    expect(toastMock.success).toHaveBeenCalledWith("Products Refreshed", {
      description: "Latest mouse prices loaded.",
      duration: 3000,
    });
  });

  it("keeps the list on screen and says so in place when the refresh fails, with the Error toast", async () => {
    const fetchMock = vi.fn(async () => new Response("nope", { status: 500, statusText: "Server Error" }));
    vi.stubGlobal("fetch", fetchMock);
    const user = userEvent.setup();
    renderListing();
    expect(screen.queryByText(REFRESH_FAILED_MESSAGE)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Refresh Prices" }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith("Error", {
        description: "Failed to refresh products. Please try again later.",
      }),
    );
    expect(names()).toEqual(["Server One (opens in a new tab)", "Server Two (opens in a new tab)"]);
    expect(screen.getByText(REFRESH_FAILED_MESSAGE)).toBeTruthy();

    // The next refresh that works takes the message away.
    fetchMock.mockImplementation(async () => new Response(JSON.stringify([record(3, "Fresh Mouse")]), { status: 200 }));
    await user.click(screen.getByRole("button", { name: "Refresh Prices" }));
    await waitFor(() => expect(names()).toEqual(["Fresh Mouse (opens in a new tab)"]));
    expect(screen.queryByText(REFRESH_FAILED_MESSAGE)).toBeNull();
  });

  it("shows the local fallback list when a refresh answers an empty list", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { status: 200 })),
    );
    const user = userEvent.setup();
    renderListing();
    await user.click(screen.getByRole("button", { name: "Refresh Prices" }));
    await waitFor(() => expect(names()).toEqual(getFallbackProducts("mice", "t").map((p) => `${p.name} (opens in a new tab)`)));
    expect(screen.queryByText(REFRESH_FAILED_MESSAGE)).toBeNull();
    // The warning is an effect of that render: it may run just after the list is on screen.
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
  });

  it("shows six skeletons while loading on the client, then the fallback when the API answers an error object", async () => {
    let resolve!: (r: Response) => void;
    const errorBody = () => new Response(JSON.stringify({ error: "down" }), { status: 200 });
    const fetchMock = vi.fn(async () => errorBody()).mockImplementationOnce(() => new Promise<Response>((r) => (resolve = r)));
    vi.stubGlobal("fetch", fetchMock);
    renderListing("laptops", null);
    expect(screen.getAllByTestId("product-skeleton")).toHaveLength(6);
    // The query code loads on demand, so the request starts a moment after the first render.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getAllByTestId("product-skeleton")).toHaveLength(6);
    resolve(errorBody());
    await waitFor(() => expect(screen.queryAllByTestId("product-skeleton")).toHaveLength(0));
    expect(names()).toHaveLength(3);
    // A failed catalog query is retried once before the fallback shows.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("keyboards has no fallback list and says so", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { status: 200 })),
    );
    renderListing("keyboards", []);
    expect(screen.queryAllByTestId("product-card")).toHaveLength(0);
    expect(screen.getByText("No keyboards are available right now. Please try Refresh Prices again later.")).toBeTruthy();
  });

  it("memory cards expand one at a time", async () => {
    const user = userEvent.setup();
    renderListing("memory", initial);
    const [a, b] = screen.getAllByRole("button", { name: "Show Details" });
    await user.click(a!);
    expect(a!.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Server One description")).toBeTruthy();
    await user.click(b!);
    expect(a!.getAttribute("aria-expanded")).toBe("false");
    expect(b!.getAttribute("aria-expanded")).toBe("true");
    expect(b!.textContent).toContain("Hide Details");
    await user.click(b!);
    expect(screen.getAllByRole("button", { name: "Show Details" })).toHaveLength(2);
  });
});
