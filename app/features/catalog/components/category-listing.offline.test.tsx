// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { categoryText, type CategorySlug } from "../categories";
import { getFallbackProducts } from "../fallback-products";
import { mapServerProduct } from "../product-json";

import { CategoryListing, REFRESH_FAILED_MESSAGE } from "./category-listing";

// The query code loads on demand; here its download fails (offline, or a tab left open across
// a deploy whose old chunks are gone).
vi.mock("../product-query", () => {
  throw new TypeError("Failed to fetch dynamically imported module");
});
const toastMock = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast: toastMock }));

const initial = [
  { id: 1, name: "Server One", price: "$10.00", rating: 4, features: "One", text_snippet: "s", description: "d" },
].map((r, index) => mapServerProduct(r, { tag: "t-20", category: "mice", index }));

function renderListing(category: CategorySlug, initialProducts: typeof initial | null) {
  return render(
    <CategoryListing
      category={category}
      tag="t-20"
      initialProducts={initialProducts}
      fallback={getFallbackProducts(category, "t-20")}
      loadedAt={Date.now()}
      title="Our Top Picks"
      text={categoryText(category)}
    />,
  );
}

const names = () =>
  screen.queryAllByTestId("product-card").map((card) => within(card).getAllByRole("link")[0]!.getAttribute("aria-label") ?? "");

afterEach(cleanup);

describe("a listing whose query code cannot be downloaded", () => {
  it("shows the local list instead of loading forever when the page came without products", async () => {
    renderListing("laptops", null);
    await waitFor(() => expect(screen.queryAllByTestId("product-skeleton")).toHaveLength(0));
    expect(screen.getAllByTestId("product-card")).toHaveLength(getFallbackProducts("laptops", "t-20").length);
  });

  it("keeps the products, says the refresh failed and gives the Error toast", async () => {
    const user = userEvent.setup();
    renderListing("mice", initial);
    await user.click(screen.getByRole("button", { name: "Refresh Prices" }));
    await waitFor(() =>
      expect(toastMock.error).toHaveBeenCalledWith("Error", {
        description: "Failed to refresh products. Please try again later.",
      }),
    );
    expect(names()).toHaveLength(1);
    expect(screen.getByText(REFRESH_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Refresh Prices" })).toHaveProperty("disabled", false);
  });
});
