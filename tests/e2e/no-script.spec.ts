import type { Locator, Page } from "@playwright/test";

import { expectAxeClean, expect, showNumberToggle, test, waitForHydration } from "./fixtures";

/** The pages that ship no JavaScript (decision 016), with their status. */
const STATIC_PAGES = [
  { path: "/", status: 200 },
  { path: "/about", status: 200 },
  { path: "/privacy", status: 200 },
  { path: "/terms", status: 200 },
  { path: "/products", status: 200 },
  { path: "/no-such-page", status: 404 },
];

const REVIEW_LINKS = [
  "Laptop Reviews",
  "Storage Reviews",
  "Monitor Reviews",
  "Keyboard Reviews",
  "Mice Reviews",
  "Memory Reviews",
];

/** What Chromium's accessibility tree says of a button: is it expanded? (the popover invoker's state is not an attribute) */
async function expandedInAccessibilityTree(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
      nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[];
    };
    const node = nodes.find((n) => n.role?.value === "button" && n.name?.value === name);
    expect(node, `a button named ${name} in the accessibility tree`).toBeTruthy();
    const expanded = node?.properties?.find((p) => p.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

for (const { path, status } of STATIC_PAGES) {
  test(`${path} is sent with no script and no module preload, and the browser loads none`, async ({ page, request }) => {
    // The browser reports the 404 status itself as a console error.
    if (status === 404) test.info().annotations.push({ type: "allow-console-errors" });
    const html = await (await request.get(path)).text();
    // JSON-LD is a data block: the browser never runs it. Nothing else may be a <script>.
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scripts.filter((tag) => tag !== '<script type="application/ld+json">')).toEqual([]);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toMatch(/\son[a-z]+=/i);

    const scriptRequests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scriptRequests.push(r.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => [...document.scripts].map((s) => s.type))).toEqual(scripts.map(() => "application/ld+json"));
    expect(scriptRequests).toEqual([]);
  });
}

/** Opens the desktop Product Reviews menu and checks it, its keyboard and its dismissal. */
async function checkReviewsMenu(page: Page, { arrowKeys, axe }: { arrowKeys: boolean; axe: boolean }) {
  const nav = page.getByRole("navigation", { name: "Main", exact: true });
  const trigger = nav.getByRole("button", { name: "Product Reviews" });
  const list = nav.getByRole("list", { name: "Product Reviews" });
  await expect(list).toBeHidden();
  expect(await expandedInAccessibilityTree(page, "Product Reviews")).toBe(false);

  await trigger.click();
  await expect(list.getByRole("link")).toHaveText(REVIEW_LINKS);
  await expect(list.getByRole("link", { name: "Storage Reviews" })).toHaveAttribute("href", "/products/hard-drive-reviews");
  expect(await expandedInAccessibilityTree(page, "Product Reviews")).toBe(true);
  const box = await list.boundingBox();
  const triggerBox = await trigger.boundingBox();
  expect(box && triggerBox && box.y >= triggerBox.y + triggerBox.height - 1, "the menu opens under its button").toBe(true);
  if (axe) await expectAxeClean(page);

  // A click outside closes it.
  await page.getByRole("heading", { level: 1 }).click();
  await expect(list).toBeHidden();

  // By keyboard: Enter opens, Tab walks the links, Escape closes and gives focus back.
  await trigger.focus();
  await page.keyboard.press("Enter");
  await expect(list).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Laptop Reviews" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(list.getByRole("link", { name: "Storage Reviews" })).toBeFocused();
  if (arrowKeys) {
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Monitor Reviews" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(list.getByRole("link", { name: "Memory Reviews" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Laptop Reviews" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(list.getByRole("link", { name: "Memory Reviews" })).toBeFocused();
  }
  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
  await expect(trigger).toBeFocused();
  if (arrowKeys) {
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Laptop Reviews" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
  }
}

/** The phone menu: desktop order, opens by keyboard, closes on Escape and outside click. */
async function checkPhoneMenu(page: Page, { axe }: { axe: boolean }): Promise<Locator> {
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
  const mobileNav = page.getByRole("navigation", { name: "Main menu" });
  await expect(mobileNav).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
  expect(await expandedInAccessibilityTree(page, "Menu")).toBe(false);

  await menuButton.focus();
  await page.keyboard.press("Enter");
  await expect(mobileNav).toBeVisible();
  expect(await expandedInAccessibilityTree(page, "Menu")).toBe(true);
  await expect(mobileNav.getByRole("link")).toHaveText([
    "Home",
    ...REVIEW_LINKS,
    "PC Diagnostics",
    "QR Coder",
    "Tech Center",
    "About Us",
  ]);
  const menuBox = await mobileNav.boundingBox();
  const headerBox = await page.getByRole("banner").boundingBox();
  expect(
    menuBox && headerBox && Math.abs(menuBox.y - (headerBox.y + headerBox.height)) <= 2,
    "the menu opens under the header",
  ).toBe(true);
  expect(menuBox && menuBox.width).toBe(page.viewportSize()?.width);
  if (axe) await expectAxeClean(page);

  await page.keyboard.press("Tab");
  await expect(mobileNav.getByRole("link", { name: "Home" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(mobileNav).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await expect(mobileNav).toBeVisible();
  await page.mouse.click(5, (page.viewportSize()?.height ?? 800) - 5);
  await expect(mobileNav).toBeHidden();

  await menuButton.click();
  return mobileNav;
}

/** Show Number: a disclosure that reveals the tel: link, by click and by keyboard. */
async function checkShowNumber(page: Page, scope: Locator, { axe }: { axe: boolean }) {
  const toggle = showNumberToggle(scope);
  await expect(scope.getByRole("link", { name: "(321) 555-0142" })).toBeHidden();
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(scope.getByRole("link", { name: "(321) 555-0142" })).toHaveAttribute("href", "tel:+13215550142");
  await expect(scope.getByRole("link", { name: "(321) 555-0142" })).toBeVisible();
  if (axe) await expectAxeClean(page);
  await toggle.click();
  await expect(scope.getByRole("link", { name: "(321) 555-0142" })).toBeHidden();
  await toggle.click();
  await expect(scope.getByRole("link", { name: "(321) 555-0142" })).toBeVisible();
}

test.describe("with JavaScript disabled", () => {
  // axe itself is a script, so it runs in the tests below with JavaScript on: a static page's
  // DOM is the same either way, since no script of ours runs on it.
  test.use({ javaScriptEnabled: false });

  test("the Product Reviews menu opens, walks by Tab and closes on Escape and outside click", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about");
    await checkReviewsMenu(page, { arrowKeys: false, axe: false });
  });

  test("the phone menu follows the desktop order and closes on Escape; its links load pages", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/privacy");
    const mobileNav = await checkPhoneMenu(page, { axe: false });
    await mobileNav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
  });

  test("Show Number reveals the tel: link in the footer and on the about page", async ({ page }) => {
    await page.goto("/");
    await checkShowNumber(page, page.getByRole("contentinfo"), { axe: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/about");
    await checkShowNumber(page, page.getByRole("complementary", { name: "Business Info" }), { axe: false });
  });

  test("a hydrating page still reads and links without script", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await checkShowNumber(page, page.getByRole("contentinfo"), { axe: false });
  });

  test("registration posts: nothing typed reaches the address bar, and the page says what it says with script", async ({
    page,
    browser,
    baseURL,
    clientAddress,
  }) => {
    const email = `nora.noscript.${clientAddress.replaceAll(".", "-")}@example.com`;
    const fill = async (p: Page, name: string) => {
      await p.getByRole("textbox", { name: /^Name/ }).fill(name);
      await p.getByRole("textbox", { name: /^Email/ }).fill(email);
      await p.getByRole("button", { name: "Continue to Diagnosis" }).click();
    };

    // With script: what the visitor is told on success, and on a name too short.
    const withScript = await browser.newContext({
      baseURL,
      javaScriptEnabled: true,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress },
    });
    const scripted = await withScript.newPage();
    await scripted.goto("/contact");
    await waitForHydration(scripted);
    await fill(scripted, "Nor");
    const nameError = (p: Page) => p.locator('[id$="-name-error"]');
    const tooShort = await nameError(scripted).innerText();
    expect(tooShort).not.toBe("");
    await fill(scripted, "Nora Noscript");
    await expect(scripted).toHaveURL(/\/diagnosis$/);
    const saved = await scripted.locator("[data-sonner-toast]").first().innerText();
    await withScript.close();

    const navigations: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest()) navigations.push(`${r.method()} ${r.url()}`);
    });
    await page.goto("/contact");
    await fill(page, "Nor");
    await expect(nameError(page)).toHaveText(tooShort);
    await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveAttribute("aria-invalid", "true");
    // What was typed is still there.
    await expect(page.getByRole("textbox", { name: /^Name/ })).toHaveValue("Nor");
    await expect(page.getByRole("textbox", { name: /^Email/ })).toHaveValue(email);
    await fill(page, "Nora Noscript");
    await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
    // The next step needs script, and the page says so (Chromium's switch leaves <noscript> unrendered).
    expect(await page.locator("main noscript").textContent()).toContain("The diagnosis tool needs JavaScript.");

    expect(page.url()).toBe(`${baseURL}/contact`);
    expect(navigations).toEqual([`GET ${baseURL}/contact`, `POST ${baseURL}/contact`, `POST ${baseURL}/contact`]);
    const history = await page.context().newCDPSession(page);
    const { entries } = (await history.send("Page.getNavigationHistory")) as { entries: Array<{ url: string }> };
    for (const { url } of entries) {
      expect(url).not.toContain("Nora");
      expect(url).not.toContain(encodeURIComponent(email));
    }
  });
});

test.describe("on a static page with JavaScript on (none of ours runs), axe in every state", () => {
  test("the Product Reviews menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await checkReviewsMenu(page, { arrowKeys: false, axe: true });
  });

  test("the phone menu at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/terms");
    const mobileNav = await checkPhoneMenu(page, { axe: true });
    await mobileNav.getByRole("link", { name: "Laptop Reviews" }).click();
    await expect(page).toHaveURL(/\/products\/laptop-reviews$/);
  });

  test("Show Number in the footer and on the about page", async ({ page }) => {
    await page.goto("/products");
    await checkShowNumber(page, page.getByRole("contentinfo"), { axe: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/about");
    await checkShowNumber(page, page.getByRole("complementary", { name: "Business Info" }), { axe: true });
  });
});

test.describe("with JavaScript on a hydrating page", () => {
  test("the Product Reviews menu adds arrow keys and closes when focus leaves it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/contact");
    await waitForHydration(page);
    await checkReviewsMenu(page, { arrowKeys: true, axe: true });

    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    const list = nav.getByRole("list", { name: "Product Reviews" });
    await nav.getByRole("button", { name: "Product Reviews" }).click();
    await page.keyboard.press("Tab");
    await expect(list.getByRole("link", { name: "Laptop Reviews" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(nav.getByRole("link", { name: "Home" })).toBeFocused();
    await expect(list).toBeHidden();

    // Following a link navigates in the browser and closes the menu.
    await nav.getByRole("button", { name: "Product Reviews" }).click();
    await list.getByRole("link", { name: "Mice Reviews" }).click();
    await expect(page).toHaveURL(/\/products\/mice-reviews$/);
    await expect(list).toBeHidden();
  });

  test("the phone menu closes when a link navigates in the browser", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/qrcoder");
    await waitForHydration(page);
    const mobileNav = await checkPhoneMenu(page, { axe: true });
    await mobileNav.getByRole("link", { name: "PC Diagnostics" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(mobileNav).toBeHidden();
  });

  test("Show Number works the same once hydrated", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await checkShowNumber(page, page.getByRole("contentinfo"), { axe: true });
  });
});
