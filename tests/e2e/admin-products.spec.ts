import type { APIRequestContext, Page } from "@playwright/test";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, expectAxeClean, test } from "./fixtures";

const TAG = "spacecoastpc-20";
// An image-link snippet of the kind a marketplace's associate tools produce, with a price beside it.
const SNIPPET = (asin: string, name: string) =>
  `<div><a href="https://www.amazon.com/Some-Laptop/dp/${asin}?crid=2X&amp;linkCode=li2&amp;tag=othershop-20" target="_blank">` +
  `<img border="0" src="https://m.media-amazon.com/images/I/${asin}._AC_SL500_.jpg" alt="${name}"></a>` +
  `<span class="a-offscreen">$1,149.99</span><img src="https://ir-na.amazon-adsystem.com/e/ir?t=othershop-20&amp;a=${asin}" width="1" height="1" alt=""></div>`;

const PIXEL_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#cbd5e1"/></svg>';

async function signIn(page: Page) {
  // Marketplace images never leave the machine in tests.
  await page
    .context()
    .route("https://m.media-amazon.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/svg+xml", body: PIXEL_SVG }),
    );
  await page.goto("/admin/products");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole("heading", { name: "Product Manager", level: 1 })).toBeVisible();
}

/** A cookie-less visitor: the page as a shared cache would be given it. */
async function publicPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

const toast = (page: Page, title: string, description: string) =>
  expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).filter({ hasText: description }).first()).toBeVisible();

test.describe("admin product manager", () => {
  // A run that fails half-way must not leave its products for the catalog specs that follow.
  test.afterEach(async ({ page }) => {
    for (const category of ["laptops", "keyboards"]) {
      const list = await page.request.get(`/api/get-products.php?category=${category}`);
      if (!list.ok()) continue;
      for (const p of (await list.json()) as Array<{ id: number; name: string }>) {
        if (!/^Test Ultrabook |^<script>window\.__pwned/.test(p.name)) continue;
        await page.request.post("/api/delete-product.php", { data: { id: p.id } });
      }
    }
  });

  test("paste, complete and add a product; see it listed and reviewed; edit, move and delete it", async ({ page, request }) => {
    // A whole journey with four axe passes: on a busy 2-core machine it outgrows the 30 s default.
    test.slow();
    const stamp = Date.now().toString(36).toUpperCase().padStart(10, "0").slice(-10);
    const asin = `B${stamp.slice(-9)}`;
    const name = `Test Ultrabook ${stamp}`;
    await publicPage(request, "/products/laptops"); // the catalog's cached lists are filled

    await signIn(page);
    await expect(page.getByRole("tab", { name: "Add Product" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Manage Products" })).toBeVisible();
    const parse = page.getByRole("button", { name: "Parse Amazon Data" });
    await expect(parse).toBeDisabled();
    for (const label of ["Product Name", "Description", "Price (USD)", "Affiliate Link", "Image URL"]) {
      await expect(page.getByRole("textbox", { name: label, exact: true })).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Model Number")).not.toHaveAttribute("required", "");
    await expect(page.getByLabel("Feature 1", { exact: true })).toHaveValue("");

    // Validation: the first invalid field's message, announced, with focus on that field.
    await page.getByRole("button", { name: "Add Product" }).click();
    const banner = page.getByRole("alert").filter({ hasText: "Error" }).first();
    await expect(banner).toContainText("Product name is required");
    await expect(page.getByLabel("Product Name")).toBeFocused();
    await expect(page.getByLabel("Product Name")).toHaveAttribute("aria-invalid", "true");

    // Text without a marketplace link changes nothing.
    await page.getByLabel("Paste Amazon link or embed HTML").fill("https://www.bestbuy.com/site/laptop/123.p");
    await parse.click();
    await expect(banner).toContainText("Could not find an Amazon URL in the pasted content.");
    await expect(page.getByLabel("Affiliate Link")).toHaveValue("");

    await page.getByLabel("Paste Amazon link or embed HTML").fill(SNIPPET(asin, name));
    await parse.click();
    await toast(page, "Link Extracted", "Amazon link successfully detected. Please complete any missing information.");
    await expect(page.getByLabel("Product Name")).toHaveValue(name);
    await expect(page.getByLabel("Price (USD)")).toHaveValue("1149.99");
    await expect(page.getByLabel("Affiliate Link")).toHaveValue(`https://www.amazon.com/dp/${asin}?tag=${TAG}`);
    await expect(page.getByLabel("Image URL")).toHaveValue(`https://m.media-amazon.com/images/I/${asin}._AC_SL500_.jpg`);

    // The live preview is the listing's own card.
    const preview = page.getByRole("complementary", { name: "Preview" });
    await expect(preview.getByTestId("product-card")).toBeVisible();
    await expect(preview.getByRole("heading", { name })).toBeVisible();
    await expect(preview.getByText("$1,149.99")).toBeVisible();

    await page.getByLabel("Model Number").fill(`TU-${stamp}`);
    await page.getByLabel("Description").fill("A light 14-inch laptop with a full workday of battery.");
    await page.getByLabel("Feature 1", { exact: true }).fill("14-inch 2.8K OLED display");
    await page.getByRole("button", { name: "Add Feature" }).click();
    await expect(page.getByLabel("Feature 2", { exact: true })).toBeFocused();
    await page.getByLabel("Feature 2", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Add Feature" }).click();
    await page.getByLabel("Feature 3", { exact: true }).fill("Up to 14 hours of battery");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("laptops");
    await expectAxeClean(page);

    await page.getByRole("button", { name: "Add Product" }).click();
    await toast(page, "Product Added", "Product was successfully added to the database.");
    await expect(page.getByLabel("Product Name")).toHaveValue("");
    await expect(page.getByLabel("Paste Amazon link or embed HTML")).toHaveValue("");
    await expect(page.getByLabel("Feature 1", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Feature 2", { exact: true })).toHaveCount(0);
    await expect(preview).toHaveCount(0);

    // Listing (for a visitor whose copy was cached before the write): shown at once, blank feature dropped.
    const listingHtml = await publicPage(request, "/products/laptops");
    expect(listingHtml).toContain(name);
    await page.goto("/products/laptops");
    const card = page.getByTestId("product-card").filter({ hasText: name });
    await expect(card.getByRole("listitem")).toHaveText(["14-inch 2.8K OLED display", "Up to 14 hours of battery"]);
    await expect(card.getByRole("link", { name: /View on Amazon/ })).toHaveAttribute(
      "href",
      `https://www.amazon.com/dp/${asin}?tag=${TAG}`,
    );
    // Added last (7th laptop): the review page shows only the top five.
    await page.goto("/products/laptop-reviews");
    await expect(page.getByTestId("review-card")).toHaveCount(5);
    await expect(page.getByTestId("review-card").filter({ hasText: name })).toHaveCount(0);

    // Manage: the same category, last in the order, with its click count; move it up twice.
    await page.goto("/admin/products");
    await page.getByRole("tab", { name: "Manage Products" }).click();
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("laptops");
    const item = page.getByTestId("admin-product").filter({ hasText: name });
    await expect(item).toContainText("Rank 7 of 7 · 0 clicks in the last 30 days");
    await expectAxeClean(page);
    await item.getByRole("button", { name: `Move up ${name}` }).click();
    await expect(item).toContainText("Rank 6 of 7");
    await expect(item.getByRole("button", { name: `Move up ${name}` })).toBeFocused();
    await item.getByRole("button", { name: `Move up ${name}` }).click();
    await expect(item).toContainText("Rank 5 of 7");
    await page.goto("/products/laptop-reviews");
    await expect(page.getByTestId("review-card").nth(4)).toContainText(name);

    // Edit with the same form.
    await page.goto("/admin/products");
    await page.getByRole("tab", { name: "Manage Products" }).click();
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    await expect(page.getByRole("heading", { name: `Edit “${name}”` })).toBeFocused();
    await expect(page.getByLabel("Description")).toHaveValue("A light 14-inch laptop with a full workday of battery.");
    await expect(page.getByLabel("Feature 2", { exact: true })).toHaveValue("Up to 14 hours of battery");
    await page.getByLabel("Affiliate Link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Error" }).first()).toContainText(
      "Affiliate link must be an http:// or https:// address",
    );
    await page.getByLabel("Affiliate Link").fill(`https://www.amazon.com/dp/${asin}?tag=${TAG}`);
    const renamed = `${name} Pro`;
    await page.getByLabel("Product Name").fill(renamed);
    await page.getByLabel("Price (USD)").fill("1,199.00");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Product Updated", "Your changes are live on the listing and review pages.");
    await expect(page.getByRole("button", { name: `Edit ${renamed}` })).toBeFocused();
    expect(await publicPage(request, "/products/laptops")).toContain(renamed);
    expect(await publicPage(request, "/products/laptop-reviews")).toContain(renamed);

    // Delete, after confirming.
    const renamedItem = page.getByTestId("admin-product").filter({ hasText: renamed });
    await renamedItem.getByRole("button", { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this product?" });
    await expect(dialog).toContainText(renamed);
    await expectAxeClean(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(renamedItem.getByRole("button", { name: `Delete ${renamed}` })).toBeFocused();
    await renamedItem.getByRole("button", { name: `Delete ${renamed}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Product Deleted", `“${renamed}” was removed from the catalog.`);
    await expect(renamedItem).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Refresh Products" })).toBeFocused();
    expect(await publicPage(request, "/products/laptops")).not.toContain(renamed);
  });

  test("a <script> name is stored as text and rendered inert", async ({ page, request }) => {
    const name = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> ${Date.now()}`;
    await signIn(page);
    await page.getByRole("combobox", { name: "Category" }).selectOption("keyboards");
    await page.getByLabel("Product Name").fill(name);
    await page.getByLabel("Description").fill("Markup in a name must stay text.");
    await page.getByLabel("Price (USD)").fill("19.99");
    await page.getByLabel("Affiliate Link").fill("https://www.amazon.com/s?k=keyboard&tag=spacecoastpc-20");
    await page.getByLabel("Image URL").fill("/images/products/keyboards.svg");
    await expect(page.getByRole("complementary", { name: "Preview" }).getByRole("heading", { name })).toBeVisible();
    await page.getByRole("button", { name: "Add Product" }).click();
    await toast(page, "Product Added", "Product was successfully added to the database.");

    const html = await publicPage(request, "/products/keyboards");
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).toContain("&lt;script&gt;window.__pwned=1&lt;/script&gt;");
    for (const path of ["/products/keyboards", "/admin/products"]) {
      await page.goto(path);
      if (path === "/admin/products") {
        await page.getByRole("tab", { name: "Manage Products" }).click();
        await page.getByRole("combobox", { name: "Category" }).selectOption("keyboards");
      }
      await expect(page.getByRole("heading", { name }).first()).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    }
    // Leave the seeded catalog as the other specs expect it.
    const list = (await (await page.request.get("/api/get-products.php?category=keyboards")).json()) as Array<{
      id: number;
      name: string;
    }>;
    const added = list.find((p) => p.name === name)!;
    const removed = await page.request.post("/api/delete-product.php", { data: { id: added.id } });
    expect(await removed.json()).toEqual({ success: true, id: added.id });
  });

  test("the Manage tab reports a failed load and invalid data", async ({ page }) => {
    test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the intercepted 500" });
    await signIn(page);
    await page.route("**/api/get-products.php?category=mice", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
    );
    await page.route("**/api/get-products.php?category=memory", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"products":[]}' }),
    );
    await page.getByRole("tab", { name: "Manage Products" }).click();
    await expect(page.getByTestId("admin-product").first()).toBeVisible();
    await page.getByRole("combobox", { name: "Category" }).selectOption("mice");
    await toast(page, "Load Failed", "Failed to load products. Please try again.");
    await page.getByRole("combobox", { name: "Category" }).selectOption("memory");
    await toast(page, "Data Error", "Received invalid data from the server.");
    await page.route("**/api/get-products.php?category=memory", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    await page.getByRole("button", { name: "Refresh Products" }).click();
    await expect(page.getByText("No products found in this category")).toBeVisible();
  });

  test("signed out, the write API answers 401", async ({ request }) => {
    const r = await request.post("/api/add-product.php", { data: { name: "x" } });
    expect(r.status()).toBe(401);
    expect(await r.json()).toEqual({ success: false, error: "Sign in required" });
  });
});
