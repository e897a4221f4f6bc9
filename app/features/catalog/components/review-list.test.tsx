// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";

import { REVIEW_PAGES } from "~/content/reviews";

import { categoryText } from "../categories";
import type { EditorialById } from "../editorial";
import { mapServerProduct } from "../product-json";
import type { ProductReview } from "../review-content";

import { ReviewList } from "./review-list";

afterEach(cleanup);

const products = [
  { id: 1, name: "Alpha Mouse", price: "$99.99", rating: 4.8, price_tier: "mid", model_number: "A-1", features: "Quiet|||Fast" },
  { id: 2, name: "Beta Mouse", price: "$39.99", rating: 4.5, price_tier: "budget", model_number: "" },
  { id: 3, name: "Gamma Mouse", price: "$159.99", rating: 4.6, price_tier: "premium" },
  { id: 4, name: "Delta Mouse", price: "$149.99", rating: null, price_tier: "premium" },
  { id: 5, name: "Epsilon Mouse", price: "$14.99", rating: 4.3, price_tier: "budget" },
  { id: 6, name: "Zeta Mouse", price: "$69.99", rating: 4.4, price_tier: "mid" },
].map((r, index) => mapServerProduct(r, { tag: "t-20", category: "mice", index }));

function renderList(initial = products, extra: Partial<Parameters<typeof ReviewList>[0]> = {}) {
  return render(
    <ReviewList
      {...extra}
      category="mice"
      tag="t-20"
      initialProducts={initial}
      fallback={[]}
      loadedAt={Date.now()}
      heading="Best Mice of 2026"
      text={categoryText("mice")}
      content={REVIEW_PAGES.mice}
      updatedOn="May 1, 2026"
    />,
  );
}

const cards = () => screen.getAllByTestId("review-card");

describe("ReviewList", () => {
  it("shows at most five products with the heading, intro and both disclosure texts", () => {
    renderList();
    expect(screen.getByRole("heading", { level: 1, name: "Best Mice of 2026" })).toBeTruthy();
    expect(cards()).toHaveLength(5);
    expect(screen.queryByText("Zeta Mouse")).toBeNull();
    expect(screen.getByText("Reviews updated May 1, 2026, Pricing verified daily, Live Amazon ratings")).toBeTruthy();
    expect(screen.getByText("As an Amazon Associate I earn from qualifying purchases.")).toBeTruthy();
  });

  it("collapsed cards show one badge, price, stars, the teaser and model number", () => {
    renderList();
    const [first, second, , fourth] = cards();
    expect(
      within(first!)
        .getAllByTestId("badge")
        .map((b) => b.textContent),
    ).toEqual(["Editor's Choice"]);
    expect(
      within(second!)
        .getAllByTestId("badge")
        .map((b) => b.textContent),
    ).toEqual(["Best Value"]);
    expect(within(first!).getByText("$99.99")).toBeTruthy();
    expect(within(first!).getByRole("img", { name: "Rated 4.8 out of 5" })).toBeTruthy();
    expect(within(first!).getByText(REVIEW_PAGES.mice.reviews[0].teaser)).toBeTruthy();
    expect(within(first!).getByText("Model: A-1")).toBeTruthy();
    expect(within(second!).queryByText(/^Model:/)).toBeNull();
    // Not rated by the site: the default 4.5.
    expect(within(fourth!).getByRole("img", { name: "Rated 4.5 out of 5" })).toBeTruthy();
    const link = within(first!).getByRole("link", { name: /See on Amazon/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("sponsored noopener noreferrer");
  });

  it("expands one card at a time by click and collapses on a second click or the close button", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(within(cards()[0]!).getByText("Alpha Mouse"));
    expect(cards()[0]!.dataset.expanded).toBe("true");
    expect(within(cards()[0]!).getByRole("heading", { name: "What We Liked" })).toBeTruthy();
    expect(within(cards()[0]!).getByRole("heading", { name: "Room for Improvement" })).toBeTruthy();
    expect(within(cards()[0]!).getByText("Best For:")).toBeTruthy();
    expect(within(cards()[0]!).getByText("Live Price")).toBeTruthy();

    await user.click(within(cards()[2]!).getByText("Gamma Mouse"));
    expect(cards().map((c) => c.dataset.expanded)).toEqual(["false", "false", "true", "false", "false"]);

    await user.click(within(cards()[2]!).getByText(REVIEW_PAGES.mice.reviews[2].verdict));
    expect(cards()[2]!.dataset.expanded).toBe("false");

    await user.click(within(cards()[1]!).getByText("Beta Mouse"));
    await user.click(screen.getByRole("button", { name: "Close review of Beta Mouse" }));
    expect(cards().every((c) => c.dataset.expanded === "false")).toBe(true);
  });

  it("toggles from the keyboard and moves focus to the matching control", async () => {
    const user = userEvent.setup();
    renderList();
    const open = within(cards()[1]!).getByRole("button", { name: /Read Full Review/ });
    open.focus();
    await user.keyboard("{Enter}");
    const close = screen.getByRole("button", { name: "Close review of Beta Mouse" });
    expect(document.activeElement).toBe(close);
    await user.keyboard(" ");
    expect(cards()[1]!.dataset.expanded).toBe("false");
    expect(document.activeElement).toBe(within(cards()[1]!).getByRole("button", { name: /Read Full Review/ }));
  });

  it("expanded card puts the first badge in the header and the rest aside", async () => {
    const user = userEvent.setup();
    const twoBadges = [mapServerProduct({ id: 9, name: "Top Budget", price_tier: "budget" }, { tag: "t", category: "mice" })];
    renderList(twoBadges);
    await user.click(screen.getByText("Top Budget"));
    const card = cards()[0]!;
    const side = within(card).getByTestId("side-badges");
    expect(
      within(side)
        .getAllByTestId("badge")
        .map((b) => b.textContent),
    ).toEqual(["Best Value"]);
    expect(
      within(card)
        .getAllByTestId("badge")
        .map((b) => b.textContent),
    ).toEqual(["Editor's Choice", "Best Value"]);
  });

  it("clicking See on Amazon does not toggle the card", async () => {
    const user = userEvent.setup();
    renderList();
    const link = within(cards()[0]!).getByRole("link", { name: /See on Amazon/ });
    link.addEventListener("click", (e) => e.preventDefault());
    await user.click(link);
    expect(cards()[0]!.dataset.expanded).toBe("false");
  });
});

const gammaReview: ProductReview = {
  teaser: "Gamma's own teaser: a 55 g shell around a 30K sensor.",
  verdict: "Gamma's own verdict.",
  pros: ["Gamma pro"],
  cons: ["Gamma con"],
  bestFor: "Gamma's players",
  specs: [
    { label: "Weight", value: "55 g" },
    { label: "Sensor", value: "30K DPI" },
  ],
};

const editorial: EditorialById = {
  "3": {
    rating: 4.6,
    priceTier: "premium",
    badge: "Lightest Pick",
    review: gammaReview,
    priceCheckedAt: "2026-11-20T10:00:00.000Z",
  },
};

describe("ReviewList with products' own reviews", () => {
  it("shows a product's own review and keeps the rank's canned text for the others", async () => {
    const user = userEvent.setup();
    renderList(products, { editorial });
    const third = cards()[2]!;
    expect(within(third).getByText(gammaReview.teaser)).toBeTruthy();
    expect(within(third).getByTestId("price-date").textContent).toBe("as of Nov 20, 2026");
    expect(within(cards()[1]!).getByText(REVIEW_PAGES.mice.reviews[1].teaser)).toBeTruthy();
    await user.click(within(third).getByRole("button", { name: /Read Full Review/ }));
    expect(within(cards()[2]!).getByText("Gamma's own verdict.")).toBeTruthy();
    expect(within(cards()[2]!).getByText("Lightest Pick")).toBeTruthy();
    expect(within(cards()[2]!).getByRole("rowheader", { name: "Weight" })).toBeTruthy();
    expect(within(cards()[2]!).getByRole("cell", { name: "30K DPI" })).toBeTruthy();
  });

  it("moves the text with the product when the order changes", () => {
    const reordered = [products[2]!, products[0]!, products[1]!, products[3]!, products[4]!];
    renderList(reordered, { editorial });
    expect(within(cards()[0]!).getByText("Gamma Mouse")).toBeTruthy();
    expect(within(cards()[0]!).getByText(gammaReview.teaser)).toBeTruthy();
    // Alpha, now second and without a review of its own, takes rank 2's canned text.
    expect(within(cards()[1]!).getByText(REVIEW_PAGES.mice.reviews[1].teaser)).toBeTruthy();
    expect(screen.queryByText(REVIEW_PAGES.mice.reviews[0].teaser)).toBeNull();
  });

  it("shows 'See price on Amazon' instead of prices when prices are turned off", () => {
    renderList(products, { editorial, showPrices: false });
    expect(within(cards()[0]!).queryByText("$99.99")).toBeNull();
    expect(within(cards()[0]!).getByText("See price on Amazon")).toBeTruthy();
  });
});
