import type { Locator, Page, TestInfo } from "@playwright/test";

import { SEED_PRODUCTS } from "../../app/db/seed/products-data";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, expectAxeClean, showNumberToggle, test, waitForHydration } from "./fixtures";

// What a visitor notices first, checked at a phone's width and a desktop's, each with a
// screenshot attached to the run.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const WIDTHS = [PHONE, DESKTOP];

type Box = { x: number; y: number; width: number; height: number };

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("element has no box");
  return found;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Saves the screen as test-results/<test>/<name>-<width>px.png and attaches it to the report. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}-${page.viewportSize()?.width}px.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(`${name}-${page.viewportSize()?.width}px`, { path: file, contentType: "image/png" });
}

async function noSideScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "page is wider than the viewport").toBeLessThanOrEqual(client);
}

test("toasts stay clear of the header and the heading, at most three at once, at both widths", async ({ page }, testInfo) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/qrcoder");
    await waitForHydration(page);
    const download = page.getByRole("button", { name: "Download QR Code" });
    await expect(download).toBeVisible();
    // Five refusals at once ("Generate a QR code first"), as fast as a visitor can tap.
    await download.evaluate((button: HTMLElement) => {
      for (let i = 0; i < 5; i++) button.click();
    });
    const toasts = page.locator("[data-sonner-toast]");
    await expect(toasts.first()).toBeVisible();
    // Hovering spreads the stack to its full height and holds it, the most it can ever cover.
    await toasts.first().hover();
    await expect(toasts).toHaveCount(5);
    const shown = page.locator("[data-sonner-toast][data-visible='true']");
    await expect(shown).toHaveCount(3);
    await expect(page.locator("[data-sonner-toast][data-visible='false']")).toHaveCount(2);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));

    const header = await box(page.getByRole("banner"));
    const heading = await box(page.getByRole("heading", { level: 1 }));
    for (let i = 0; i < 3; i++) {
      const toast = await box(shown.nth(i));
      expect(overlaps(toast, header), "a toast covers the header").toBe(false);
      expect(overlaps(toast, heading), "a toast covers the heading").toBe(false);
      // Bottom of the screen; on a desktop in the right-hand corner.
      expect(toast.y + toast.height).toBeGreaterThan(size.height / 2);
      if (size === DESKTOP) expect(toast.x).toBeGreaterThan(size.width / 2);
    }
    await snap(page, testInfo, "toasts");
    await page.mouse.move(0, 0);
  }
});

test("a failed Refresh Prices keeps the list and says so in place, at both widths", async ({ page }, testInfo) => {
  const laptops = SEED_PRODUCTS.filter((p) => p.category === "laptops");
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/products/laptops");
    await expect(page.getByTestId("product-card")).toHaveCount(laptops.length);
    await page.route("**/api/enhanced-get-products.php?category=*", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"error":"database offline"}' }),
    );
    await page.getByRole("button", { name: "Refresh Prices" }).click();
    await expect(page.getByText("Failed to refresh products. Please try again later.")).toBeVisible({ timeout: 10_000 });
    const inPlace = page.getByText("The prices could not be refreshed just now");
    await expect(inPlace).toBeVisible();
    await expect(page.getByRole("button", { name: "Refresh Prices" })).toBeEnabled();
    await expect(page.getByTestId("product-card")).toHaveCount(laptops.length);
    await expect(page.getByRole("heading", { name: laptops[0]!.name })).toBeVisible();
    await noSideScroll(page);
    await inPlace.scrollIntoViewIfNeeded();
    await snap(page, testInfo, "refresh-failed");
    await expectAxeClean(page);
    await page.unroute("**/api/enhanced-get-products.php?category=*");
  }
});

test("the admin's field error and banner clear once the field is valid, at both widths", async ({ page }, testInfo) => {
  await page.goto("/admin/products");
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Product Manager", level: 1 })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.getByLabel("Product Name").fill("Polish Test Mouse");
    await page.getByLabel("Description").fill("Checks that errors leave once fixed.");
    await page.getByLabel("Price (USD)").fill("19.99");
    await page.getByLabel("Affiliate Link").fill("https://www.amazon.com/s?k=mouse&tag=spacecoastpc-20");
    await page.getByLabel("Image URL").fill("");
    await page.getByRole("button", { name: "Add Product" }).click();
    const banner = page.getByRole("alert").filter({ hasText: "Product image URL is required" }).first();
    await expect(banner).toBeVisible();
    const image = page.getByRole("textbox", { name: "Image URL", exact: true });
    await expect(image).toBeFocused();
    await expect(image).toHaveAttribute("aria-invalid", "true");
    await snap(page, testInfo, "admin-error");
    await image.pressSequentially("/images/products/mice.svg");
    await expect(image).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Product image URL is required")).toHaveCount(0);
    await noSideScroll(page);
    await snap(page, testInfo, "admin-fixed");
    await expectAxeClean(page);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Product Manager", level: 1 })).toBeVisible();
  }
});

test("the motherboard select fits 360 px and the heading names the board, at both widths", async ({ page }, testInfo) => {
  for (const size of [{ width: 360, height: 780 }, PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto("/products/motherboard-components?model=MSI-PRO-B760M-A-WIFI-DDR4");
    await expect(page.getByRole("button", { name: "Show", exact: true })).toHaveCount(0);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText("MSI-PRO-B760M-A-WIFI-DDR4 Components");
    await expect(heading).toContainText("MSI PRO B760M-A WIFI DDR4");
    await noSideScroll(page);

    // Every option's closed-select label fits the box beside the arrow, in the select's own font.
    const select = page.getByLabel("Motherboard model");
    const fit = await select.evaluate((el: HTMLSelectElement) => {
      const style = getComputedStyle(el);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = style.font;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
      return [...el.options].map((o) => ({ label: o.label, text: o.text, width: context.measureText(o.label).width, room }));
    });
    for (const option of fit) {
      expect(option.width, `"${option.label}" is cut off`).toBeLessThanOrEqual(option.room);
      expect(option.text).toMatch(/^.+ \(\d+ components\)$/);
    }
    await expect(select.locator("option:checked")).toHaveText(/^MSI PRO B760M-A WIFI DDR4 \(\d+ components\)$/);
    await snap(page, testInfo, "motherboard");
    await expectAxeClean(page);
  }
});

test("About shows how to reach the shop before the services, with DOM, visual and tab order agreeing", async ({
  page,
}, testInfo) => {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/about");
    const info = page.getByRole("heading", { name: "Business Info" });
    const services = page.getByRole("heading", { name: "Our Services" });
    const infoBox = await box(info);
    const servicesBox = await box(services);
    if (size === PHONE) expect(infoBox.y + infoBox.height).toBeLessThan(servicesBox.y);
    else expect(infoBox.x + infoBox.width).toBeLessThan(servicesBox.x);
    // Source order is the reading order.
    const infoFirst = await page.evaluate(() => {
      const first = document.getElementById("business-info-heading")!;
      return Boolean(
        first.compareDocumentPosition(document.getElementById("services-heading")!) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(infoFirst).toBe(true);
    // The first thing Tab reaches in the page's content is the number, before any service link.
    await page.locator("#main").focus();
    const showNumber = showNumberToggle(page.getByRole("complementary", { name: "Business Info" }));
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press("Tab");
      const inServices = await page.evaluate(
        () => !!document.activeElement?.closest("section[aria-labelledby='services-heading']"),
      );
      expect(inServices, "a service link was reached before the phone number").toBe(false);
      if (await showNumber.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(showNumber).toBeFocused();
    await noSideScroll(page);
    await snap(page, testInfo, "about");
    await expectAxeClean(page);
  }
});

test("a rate-limited diagnosis still shows the steps and asks the visitor to call, at both widths", async ({
  page,
}, testInfo) => {
  // The intercepted 429 is logged by Chromium as a failed resource; page errors are still checked.
  testInfo.annotations.push({ type: "allow-console-errors", description: "intercepted 429" });
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.route("**/api/diagnose.php", (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "Retry-After": "60" },
      body: JSON.stringify({ success: false, error: "Too many requests. Please wait a minute and try again." }),
    }),
  );
  await page.goto("/contact");
  await page.evaluate(() =>
    sessionStorage.setItem(
      "userInfo",
      JSON.stringify({ name: "Jane Tester", email: "jane.tester@example.com", phone: "", timestamp: new Date().toISOString() }),
    ),
  );
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.goto("/diagnosis");
    await page.getByRole("radio", { name: "Computer is running slow" }).check();
    await page.getByRole("textbox", { name: "Describe the problem" }).fill("Takes minutes to open anything.");
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/diagnose.php"));
    await page.getByRole("button", { name: "Get Solutions" }).click();
    expect((await answered).status()).toBe(429);
    const steps = page.getByRole("heading", { name: "Recommended Solutions:" });
    await expect(steps).toBeFocused();
    await expect(steps).toBeInViewport();
    const notice = page.getByRole("region", { name: "We couldn't pass your request on to a technician just now." });
    await expect(notice).toBeVisible();
    const call = notice.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ });
    await expect(call).toHaveAttribute("href", /^tel:\+1\d{10}$/);
    // Nothing is toasted over the result.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await noSideScroll(page);
    await notice.scrollIntoViewIfNeeded();
    await snap(page, testInfo, "diagnosis-429");
    await expectAxeClean(page);
  }
  expect(pageErrors).toEqual([]);
});

test("no page scrolls sideways at any width from a phone's to a desktop's, the footer's e-mail address included", async ({
  page,
}) => {
  // 768–808 px is where the footer's three columns begin and its e-mail address fits least.
  const widths = [360, 768, 780, 790, 800, 808, 1024, 1280];
  const wider: string[] = [];
  for (const path of ["/", "/contact", "/diagnosis", "/products/laptops"]) {
    await page.goto(path);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /@/ })).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      if (scroll > inner) wider.push(`${path} at ${width} px is ${scroll} px wide`);
    }
  }
  expect(wider).toEqual([]);
});
