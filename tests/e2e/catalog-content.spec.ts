import type { Page } from "@playwright/test";

import { SEED_REVIEWS } from "../../app/db/seed/product-reviews-data";
import { SEED_PRODUCTS } from "../../app/db/seed/products-data";
import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, expectAxeClean, test } from "./fixtures";

const mice = SEED_PRODUCTS.filter((p) => p.category === "mice");
const [top, second] = [mice[0]!, mice[1]!];

async function signIn(page: Page) {
  await page.goto("/admin/products");
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Product Manager", level: 1 })).toBeVisible();
}

async function manageMice(page: Page) {
  await page.goto("/admin/products");
  await page.getByRole("tab", { name: "Manage Products" }).click();
  await page.getByRole("combobox", { name: "Category" }).selectOption("mice");
  await expect(page.getByTestId("admin-product").first()).toContainText(top.name);
}

test.describe("products' own review content", () => {
  // Put the second mouse back where it was, with its seeded review, whatever the test left.
  test.afterEach(async ({ page }) => {
    const list = (await (await page.request.get("/api/get-products.php?category=mice")).json()) as Array<
      Record<string, unknown> & { id: number; name: string; price: string }
    >;
    const record = list.find((p) => p.name === second.name);
    if (!record) return;
    const seed = SEED_REVIEWS[second.name]!;
    await page.request.post("/api/update-product.php", {
      data: {
        ...record,
        price: record.price.replace(/[$,]/g, ""),
        category: "mice",
        review: { ...seed, specs: seed.specs.map(([label, value]) => ({ label, value })) },
      },
    });
    if (list[0]?.name === second.name)
      await page.request.post("/api/move-product.php", { data: { id: record.id, direction: "down" } });
  });

  test("write a review in the admin, see it on the review page, and the text follows the product when reordered", async ({
    page,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const teaser = `Our own G305 teaser ${stamp}: light, wireless and cheap.`;
    const verdict = `Our own G305 verdict ${stamp}.`;

    await signIn(page);
    await expect(page.getByTestId("search-link-count")).toHaveText(/^\d+ products? links? to a search page$/);
    await manageMice(page);
    const item = page.getByTestId("admin-product").filter({ hasText: second.name });
    await expect(item.getByTestId("flag-search-link")).toBeVisible();
    await expect(item.getByTestId("flag-canned-review")).toHaveCount(0);

    await item.getByRole("button", { name: `Edit ${second.name}` }).click();
    await expect(page.getByLabel("Teaser")).toHaveValue(SEED_REVIEWS[second.name]!.teaser);
    await expect(page.getByLabel("Rating", { exact: true })).toHaveValue(second.rating.toFixed(1));
    await page.getByLabel("Teaser").fill(teaser);
    await page.getByLabel("Verdict").fill(verdict);
    await page.getByLabel("Spec Table").fill("Sensor: HERO 12K\nTest row: 42");
    const preview = page.getByTestId("review-preview");
    await expect(preview).toContainText(verdict);
    await expect(preview.getByRole("cell", { name: "42" })).toBeVisible();
    // A half-finished review is refused with the field named, and nothing is lost.
    await page.getByLabel("Who It Is For").fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByLabel("Who It Is For")).toBeFocused();
    await expect(page.getByText("Say who the product is for").first()).toBeVisible();
    await expect(page.getByLabel("Teaser")).toHaveValue(teaser);
    await page.getByLabel("Who It Is For").fill("Budget gamers");
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("heading", { name: `Edit “${second.name}”` })).toHaveCount(0);

    // The visitor's review page: the product's own text at its rank, the others' own text too.
    await page.goto("/products/mice-reviews");
    const cards = page.getByTestId("review-card");
    await expect(cards.nth(1)).toContainText(second.name);
    await expect(cards.nth(1)).toContainText(teaser);
    await expect(cards.nth(0)).toContainText(SEED_REVIEWS[top.name]!.teaser);
    await cards
      .nth(1)
      .getByRole("button", { name: /Read Full Review/ })
      .click();
    await expect(cards.nth(1)).toContainText(verdict);
    await expect(cards.nth(1).getByRole("rowheader", { name: "Test row" })).toBeVisible();
    await expect(cards.nth(1)).toContainText("Budget gamers");
    await expect(cards.nth(1).getByTestId("price-date").first()).toHaveText(/^as of [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expectAxeClean(page);

    // Reorder: the text goes with the product, not the rank.
    await manageMice(page);
    await page.getByRole("button", { name: `Move up ${second.name}` }).click();
    await expect(page.getByTestId("admin-product").first()).toContainText(second.name);
    await page.goto("/products/mice-reviews");
    await expect(cards.nth(0)).toContainText(second.name);
    await expect(cards.nth(0)).toContainText(teaser);
    await expect(cards.nth(1)).toContainText(top.name);
    await expect(cards.nth(1)).toContainText(SEED_REVIEWS[top.name]!.teaser);
  });

  test("listing cards show each product's own picture, lazy below the first, with its price date", async ({ page }) => {
    await page.goto("/products/mice");
    const images = page.getByTestId("product-card").locator("img");
    await expect(images).toHaveCount(mice.length);
    const sources = await images.evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute("src"),
        loading: img.getAttribute("loading"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
      })),
    );
    expect(new Set(sources.map((s) => s.src)).size).toBe(mice.length);
    for (const [i, s] of sources.entries()) {
      expect(s.src).toMatch(/^\/images\/products\/cards\/.+\.svg$/);
      expect([s.width, s.height]).toEqual(["400", "300"]);
      expect(s.loading).toBe(i === 0 ? "eager" : "lazy");
    }
    await expect(page.getByTestId("product-card").first().getByTestId("price-date")).toHaveText(/^as of /);
    const picture = await page.request.get(sources[0]!.src!);
    expect(picture.status()).toBe(200);
    expect(await picture.text()).toContain(SEED_REVIEWS[top.name]!.cardModel);
  });
});
