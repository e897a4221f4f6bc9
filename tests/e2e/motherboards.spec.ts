import type { Page } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";

const COMPONENTS_PAGE = "/products/motherboard-components";
const MEMORY_PAGE = "/products/motherboard-memory";
const COMPONENTS_API = "**/api/get-motherboard-components.php?**";
const MODELS_API = "**/api/get-motherboard-models.php";

function modelSelect(page: Page) {
  return page.getByLabel("Motherboard model");
}

async function openComponents(page: Page) {
  await page.getByRole("button", { name: "View Compatible Components" }).click();
  await expect(page.getByRole("button", { name: "Back to Details" })).toBeVisible();
}

function part(id: number, name: string) {
  return {
    id,
    name,
    description: `${name} description`,
    price: "$10.00",
    image_src: "/images/components/memory.svg",
    affiliate_link: "https://www.amazon.com/s?k=test&tag=test-20",
    rating: 4.5,
    text_snippet: "",
  };
}

/**
 * Opens a page and waits until it has hydrated: the model picker's Show button, which serves
 * visitors without JavaScript, goes away then. A choice made before that would change nothing.
 */
async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Show", exact: true })).toHaveCount(0);
}

test.describe("motherboard components page", () => {
  test("opens on the Z790 in details mode, server-rendered", async ({ page }) => {
    await openHydrated(page, COMPONENTS_PAGE);
    await expect(page).toHaveTitle("ASUS-ROG-Z790 Components - Tech Center");
    await expect(modelSelect(page)).toHaveValue("ASUS-ROG-Z790");
    const options = await modelSelect(page).locator("option").allTextContents();
    expect(options.length).toBeGreaterThanOrEqual(4);
    for (const option of options) expect(option).toMatch(/^.+ \(\d+ components\)$/);
    expect(options).toContain("ASUS ROG Maximus Z790 Hero (21 components)");

    const details = page.getByTestId("board-details");
    await expect(details.getByRole("heading", { name: "ASUS ROG Maximus Z790 Hero" })).toBeVisible();
    await expect(details.getByTestId("board-price")).toHaveText("$579.99");
    await expect(details.getByRole("heading", { name: "Features" })).toBeVisible();
    await expect(details.getByRole("heading", { name: "Compatibility" })).toBeVisible();
    await expect(details.getByText("DDR5 desktop memory only: DDR4 kits do not fit")).toBeVisible();
    await expectAxeClean(page);
  });

  test("works before scripts load: the first paint already has the board and the list", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${COMPONENTS_PAGE}?model=MSI-B450-TOMAHAWK-MAX`);
    await expect(page.getByTestId("board-price")).toHaveText("$109.99");
    await page.getByLabel("Motherboard model").selectOption("MSI-MAG-B650-TOMAHAWK-WIFI");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await expect(page).toHaveURL(/model=MSI-MAG-B650-TOMAHAWK-WIFI/);
    await expect(page.getByTestId("board-details").getByRole("heading", { name: "MSI MAG B650 TOMAHAWK WIFI" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "MSI-MAG-B650-TOMAHAWK-WIFI Components: MSI MAG B650 TOMAHAWK WIFI",
    );
    await context.close();
  });

  test("switching the model in details mode shows that board's own details and keeps it in the URL", async ({ page }) => {
    await openHydrated(page, COMPONENTS_PAGE);
    await modelSelect(page).selectOption("MSI-B450-TOMAHAWK-MAX");
    await expect(page).toHaveURL(/\?model=MSI-B450-TOMAHAWK-MAX$/);
    await expect(page).toHaveTitle("MSI-B450-TOMAHAWK-MAX Components - Tech Center");
    await expect(page.getByTestId("board-details").getByRole("heading", { name: "MSI B450 TOMAHAWK MAX" })).toBeVisible();
    await expect(page.getByTestId("board-price")).toHaveText("$109.99");
    await expect(page.getByText("DDR4 desktop memory only")).toBeVisible();

    await page.reload();
    await expect(modelSelect(page)).toHaveValue("MSI-B450-TOMAHAWK-MAX");
    await expect(page.getByTestId("board-price")).toHaveText("$109.99");
  });

  test("lists compatible components by tier and keeps components mode when the model changes", async ({ page }) => {
    await openHydrated(page, COMPONENTS_PAGE);
    await openComponents(page);
    const headings = page.getByTestId("tier-section").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText(["High Price Components", "Mid Price Components", "Low Price Components"]);

    const high = page.getByRole("region", { name: "High Price Components" });
    const row = high.getByTestId("component-row").filter({ hasText: "Intel Core i9-14900K Desktop Processor" });
    await expect(row.getByText("$439.99")).toBeVisible();
    await expect(row.getByRole("img", { name: "Rated 4.6 out of 5" })).toBeVisible();
    await expect(row.getByText("4.6", { exact: true })).toBeVisible();
    const link = row.getByRole("link", { name: /^View on Amazon/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /sponsored/);
    await expect(link).toHaveAttribute("href", /^https:\/\/www\.amazon\.com\/s\?k=Intel\+Core\+i9-14900K/);
    const titles = page.getByTestId("component-row").getByRole("heading", { level: 3 });
    await expect(titles).toHaveCount(21);
    await expect(titles.filter({ hasText: "G.SKILL Trident Z5 RGB 32GB (2x16GB) DDR5-6400 CL32 Memory Kit" })).toBeVisible();
    await expect(titles.filter({ hasText: "DDR4-" })).toHaveCount(0);
    await expect(titles.filter({ hasText: /^AMD Ryzen/ })).toHaveCount(0);
    await expectAxeClean(page);

    await modelSelect(page).selectOption("MSI-B450-TOMAHAWK-MAX");
    await expect(page.getByRole("button", { name: "Back to Details" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "AMD Ryzen 5 5600 Desktop Processor" })).toBeVisible();
    await expect(titles.filter({ hasText: /^Intel Core/ })).toHaveCount(0);
    await expect(titles.filter({ hasText: "DDR4-3200" }).first()).toBeVisible();
    await expect(page).toHaveURL(/\?model=MSI-B450-TOMAHAWK-MAX$/);

    await page.getByRole("button", { name: "Back to Details" }).click();
    await expect(page.getByTestId("board-price")).toHaveText("$109.99");
    await modelSelect(page).selectOption("ASUS-ROG-Z790");
    await expect(page.getByTestId("board-price")).toHaveText("$579.99");
    await expect(page.getByRole("button", { name: "View Compatible Components" })).toBeVisible();
  });

  test("shows the loading and empty states", async ({ page }) => {
    await openHydrated(page, COMPONENTS_PAGE);
    await openComponents(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(COMPONENTS_API, async (route) => {
      await held;
      await route.fulfill({ json: { "High Price": [], "Mid Price": [], "Low Price": [] } });
    });
    await modelSelect(page).selectOption("MSI-MAG-B650-TOMAHAWK-WIFI");
    await expect(page.getByRole("status").filter({ hasText: "Loading components..." })).toBeVisible();
    release();
    await expect(page.getByText("No components found for this motherboard model.")).toBeVisible();
    await expect(page.getByTestId("tier-section")).toHaveCount(0);
  });

  test("shows the spec's messages when the API fails", async ({ page }) => {
    // The browser reports each failed response on the console; here they are the point of the test.
    test.info().annotations.push({ type: "allow-console-errors" });
    await openHydrated(page, COMPONENTS_PAGE);
    await openComponents(page);

    await page.route(COMPONENTS_API, (route) => route.fulfill({ status: 500, json: { error: "boom" } }));
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("button", { name: "Refreshing..." })).toBeDisabled();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to fetch motherboard components: 500 Internal Server Error" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();

    await page.unroute(COMPONENTS_API);
    await page.route(COMPONENTS_API, (route) => route.fulfill({ json: { error: "Inventory service is down" } }));
    await page.route(MODELS_API, (route) => route.fulfill({ status: 503, body: "" }));
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "API returned an error: Inventory service is down" })).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to fetch motherboard models: 503 Service Unavailable" }),
    ).toBeVisible();
    await expectAxeClean(page);
  });

  test("says so when the linked model is not listed", async ({ page }) => {
    // The browser reports each failed response on the console; here they are the point of the test.
    test.info().annotations.push({ type: "allow-console-errors" });
    const response = await page.goto(`${COMPONENTS_PAGE}?model=NO-SUCH-BOARD`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("NO-SUCH-BOARD")).toBeVisible();
    await expect(modelSelect(page)).toHaveValue("ASUS-ROG-Z790");
  });
});

test.describe("motherboard memory page", () => {
  test("lists the Z790's memory from every tier and nothing else", async ({ page }) => {
    await page.goto(MEMORY_PAGE);
    await expect(page).toHaveTitle(/^ASUS-ROG-Z790 Memory/);
    await expect(page.getByRole("heading", { level: 1, name: "ASUS-ROG-Z790 Memory" })).toBeVisible();
    await expect(page.getByText("Memory modules compatible with your motherboard")).toBeVisible();
    const rows = page.getByTestId("component-row");
    await expect(rows).toHaveCount(3);
    for (const title of await rows.getByRole("heading", { level: 3 }).allTextContents()) {
      expect(title).toMatch(/memory|ram|ddr/i);
      expect(title).toContain("DDR5");
    }
    await expect(rows.filter({ hasText: "High Price" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Low Price" })).toHaveCount(1);
    await expectAxeClean(page);
  });

  test("filters by title keywords in any case and toasts on refresh", async ({ page }) => {
    await page.goto(MEMORY_PAGE);
    await page.route(COMPONENTS_API, (route) =>
      route.fulfill({
        json: {
          "High Price": [part(901, "Kingston FURY Beast 64GB ram kit"), part(902, "Intel Core i9-14900K Desktop Processor")],
          "Mid Price": [part(903, "Desktop MEMORY upgrade")],
          "Low Price": [part(904, "Samsung 990 PRO 2TB PCIe 4.0 NVMe M.2 SSD"), part(905, "Crucial ddr5 stick")],
        },
      }),
    );
    await page.getByRole("button", { name: "Refresh Prices" }).click();
    await expect(page.getByText("Refreshing Prices")).toBeVisible();
    await expect(page.getByText("Getting the latest pricing information...")).toBeVisible();
    const titles = page.getByTestId("component-row").getByRole("heading", { level: 3 });
    await expect(titles).toHaveText(["Kingston FURY Beast 64GB ram kit", "Desktop MEMORY upgrade", "Crucial ddr5 stick"]);
  });

  test("shows the error message when the refresh fails", async ({ page }) => {
    // The browser reports each failed response on the console; here they are the point of the test.
    test.info().annotations.push({ type: "allow-console-errors" });
    await page.goto(MEMORY_PAGE);
    await page.route(COMPONENTS_API, (route) => route.fulfill({ status: 502, body: "" }));
    await page.getByRole("button", { name: "Refresh Prices" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Failed to fetch motherboard components: 502 Bad Gateway" }),
    ).toBeVisible();
  });
});

test.describe("motherboard API", () => {
  test("answers the documented shapes, errors and revalidation", async ({ request }) => {
    const models = await request.get("/api/get-motherboard-models.php");
    expect(models.status()).toBe(200);
    const list = await models.json();
    expect(list).toContainEqual({ model: "ASUS-ROG-Z790", name: "ASUS ROG Maximus Z790 Hero", componentCount: 21 });

    const url = "/api/get-motherboard-components.php?motherboard_model=ASUS-ROG-Z790";
    const first = await request.get(url);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toContain("s-maxage=");
    const body = await first.json();
    expect(Object.keys(body)).toEqual(["High Price", "Mid Price", "Low Price"]);
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get(url, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);

    const missing = await request.get("/api/get-motherboard-components.php");
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toEqual({ error: expect.any(String) });
    const unknown = await request.get("/api/get-motherboard-components.php?motherboard_model=NOPE");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Unknown motherboard model: NOPE" });
  });
});
