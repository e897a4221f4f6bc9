import type { Locator, Page } from "@playwright/test";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, test, waitForHydration } from "./fixtures";

// A product picture that does not load shows the category's picture, never the browser's
// broken-image icon: whether it failed before React hydrated the page or after.

const CATEGORY_PICTURE = "/images/products/mice.svg";
const SCRIPTS = "**/assets/*.js";

async function signIn(page: Page) {
  await page.goto("/admin/products");
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Product Manager", level: 1 })).toBeVisible();
}

const isBroken = (picture: Locator) => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0);

async function expectCategoryPicture(page: Page, picture: Locator) {
  await expect(picture).toHaveAttribute("src", CATEGORY_PICTURE);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const broken = await page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
  );
  expect(broken, "pictures shown broken").toEqual([]);
}

test("a product picture that fails to load shows the category's picture, before and after hydration", async ({
  page,
  consoleErrors,
}, testInfo) => {
  // Chromium logs each routed 404 as a failed resource; anything else (a hydration error) still fails.
  testInfo.annotations.push({ type: "allow-console-errors", description: "the missing picture's 404" });
  const stamp = `${Date.now().toString(36)}${testInfo.workerIndex}`;
  const name = `Missing Picture Mouse ${stamp}`;
  const missing = `https://m.media-amazon.com/images/I/e2e-missing-${stamp}.jpg`;
  await signIn(page);
  const added = await page.request.post("/api/add-product.php", {
    data: {
      name,
      description: "Its picture is gone from the marketplace.",
      price: "12.99",
      category: "mice",
      image_src: missing,
      affiliate_link: "https://www.amazon.com/dp/B0E2EPIC01?tag=spacecoastpc-20",
      features: ["Wireless"],
      model_number: "",
    },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: number };
  try {
    // Every card in view, so every picture loads with the page.
    await page.setViewportSize({ width: 1280, height: 6000 });
    const picture = page.getByTestId("product-card").filter({ hasText: name }).locator("img");

    // Failed before hydration: the page's scripts wait until the browser has given up on the picture.
    await page.route(missing, (route) => route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" }));
    let releaseScripts: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(SCRIPTS, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/products/mice", { waitUntil: "commit" });
    await expect.poll(() => isBroken(picture)).toBe(true);
    await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    releaseScripts();
    await waitForHydration(page);
    await expectCategoryPicture(page, picture);
    await page.unroute(SCRIPTS);

    // Failed after hydration: the picture's answer waits until React is running.
    await page.unroute(missing);
    let releasePicture: () => void = () => {};
    const pictureHeld = new Promise<void>((resolve) => (releasePicture = resolve));
    let asked = false;
    await page.route(missing, async (route) => {
      asked = true;
      await pictureHeld;
      await route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
    });
    // The load event waits for every picture, so only the document is awaited.
    await page.goto("/products/mice", { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    await expect.poll(() => asked).toBe(true);
    await expect(picture).toHaveAttribute("src", missing);
    releasePicture();
    await expectCategoryPicture(page, picture);
  } finally {
    await page.request.post("/api/delete-product.php", { data: { id } });
  }
  expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
});
