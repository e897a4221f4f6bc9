import fs from "node:fs";
import path from "node:path";

import type { Page } from "@playwright/test";

import { expectAxeClean, expect, test } from "./fixtures";

// The diagnose API allows 10 requests a minute per address and every test here comes from
// 127.0.0.1, so this file makes at most 6 real calls; the limit itself is unit-tested.

const VISITOR = { name: "Jane Tester", email: "jane.tester@example.com", phone: "(321) 555-0100" };

async function register(page: Page) {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: /^Name/ }).fill(VISITOR.name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(VISITOR.email);
  await page.getByRole("textbox", { name: /^Phone/ }).fill(VISITOR.phone);
  await page.getByRole("button", { name: "Continue to Diagnosis" }).click();
  await expect(page).toHaveURL(/\/diagnosis$/);
  await expect(page.getByRole("button", { name: "Get Solutions" })).toBeVisible();
}

const axe = (page: Page) => expectAxeClean(page);

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("from home to a result for a slow computer, with the lead stored", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("main")
    .getByRole("link", { name: /AI PC\/Laptop Diagnostics/ })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).toHaveTitle("AI PC/Laptop Diagnostics - Contact Us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI PC/Laptop Diagnostics - Contact Us");
  await expect(page.getByText("Last updated: April 16, 2025")).toBeVisible();
  await expect(page.locator("main li h2")).toHaveCount(3);
  await axe(page);

  await page.getByRole("textbox", { name: /^Name/ }).fill(VISITOR.name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(VISITOR.email);
  await page.getByRole("button", { name: "Continue to Diagnosis" }).click();
  await expect(toast(page, "Information saved successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/diagnosis$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const stored = JSON.parse((await page.evaluate(() => sessionStorage.getItem("userInfo"))) ?? "{}");
  expect(stored).toEqual({ name: VISITOR.name, email: VISITOR.email, phone: "", timestamp: expect.any(String) });
  await axe(page);

  await page.getByRole("radio", { name: "Computer is running slow" }).check();
  await page.getByRole("textbox", { name: "Describe the problem" }).fill("It takes five minutes to open a browser.");
  const apiCall = page.waitForResponse((r) => r.url().endsWith("/api/diagnose.php"));
  await page.getByRole("button", { name: "Get Solutions" }).click();
  await expect(page.getByRole("progressbar")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Describe the problem" })).toBeDisabled();
  const response = await apiCall;
  expect(response.status()).toBe(201);
  expect(await response.json()).toEqual({
    success: true,
    bookingKey: expect.stringMatching(/^[\w-]{22}$/),
    triage: expect.objectContaining({ causes: expect.any(Array), steps: expect.any(Array) }),
  });
  expect(JSON.parse(response.request().postData() ?? "{}")).toMatchObject({
    issue: "slow",
    description: "It takes five minutes to open a browser.",
    userInfo: { name: VISITOR.name, email: VISITOR.email },
  });

  const heading = page.getByRole("heading", { name: "Recommended Solutions:" });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(toast(page, "Diagnosis complete")).toHaveCount(0);
  // The engine's steps for these words, most worth trying first (at most five).
  await expect(page.getByRole("region", { name: "Recommended Solutions:" }).getByRole("listitem").first()).toHaveText(
    /^Step 1: /,
  );
  await expect(page.getByText(/experts are available 24\/7/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Us", exact: true }).last()).toHaveAttribute("href", "/about");
  await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/about");
  await axe(page);

  await page.getByRole("radio", { name: "Virus, malware or pop-ups" }).check();
  await expect(heading).toBeHidden();
  await expect(page.getByRole("textbox", { name: "Describe the problem" })).toBeEnabled();

  // scripts/e2e-server.js keeps the server's log: the lead is noted, the visitor is not.
  const log = fs.readFileSync(path.join("data", `e2e-${process.env.E2E_PORT ?? 3100}`, "server.log"), "utf8");
  expect(log).toContain("diagnosis lead stored");
  for (const secret of [VISITOR.name, VISITOR.email, "five minutes"]) expect(log).not.toContain(secret);
});

test("an unclear 'other' issue gets the expert alert with the visitor's own words, and Start New Diagnosis clears it", async ({
  page,
}) => {
  await register(page);
  await page.getByRole("button", { name: "Get Solutions" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select an issue type" })).toBeVisible();
  await page.getByRole("radio", { name: "Something else" }).check();
  await page.getByRole("button", { name: "Get Solutions" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please provide additional details about your issue" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Describe the problem" })).toBeFocused();

  // Words that point at no cause in particular: the engine finds nothing clear.
  await page
    .getByRole("textbox", { name: "Describe the problem" })
    .fill("Something odd happens with my <b>computer</b> sometimes");
  await page.getByRole("button", { name: "Get Solutions" }).click();
  await expect(page.getByRole("heading", { name: "Expert assistance recommended" })).toBeVisible();
  await expect(page.getByText("Your description: Something odd happens with my <b>computer</b> sometimes")).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Technical Support" })).toHaveAttribute("href", "/about");
  await expect(page.getByText("Recommended Solutions:")).toHaveCount(0);
  await axe(page);

  await page.getByRole("button", { name: "Start New Diagnosis" }).click();
  await expect(page.getByRole("heading", { name: "Expert assistance recommended" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Describe the problem" })).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Something else" })).not.toBeChecked();
});

test("/diagnosis without registering sends the visitor home with the reason", async ({ page }) => {
  const response = await page.goto("/diagnosis");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(toast(page, "Please complete the contact form first")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: "Get Solutions" })).toHaveCount(0);
});

test("a hand-corrupted session entry is cleared and the visitor starts over", async ({ page }) => {
  await register(page);
  await page.evaluate(() => sessionStorage.setItem("userInfo", "{this is not json"));
  await page.goto("/diagnosis");
  await expect(toast(page, "Session data is corrupted. Please start over.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem("userInfo"))).toBeNull();

  await page.goto("/contact");
  await page.evaluate(() =>
    sessionStorage.setItem(
      "userInfo",
      JSON.stringify({ name: "Jane Tester", email: "nope", timestamp: new Date().toISOString() }),
    ),
  );
  await page.goto("/diagnosis");
  await expect(toast(page, "Invalid email format. Please start over.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("solutions still show when the diagnose call fails", async ({ page }) => {
  // The aborted request is logged by Chromium as a console error; page errors are still checked below.
  test.info().annotations.push({ type: "allow-console-errors", description: "intercepted API failure" });
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await register(page);
  let intercepted = 0;
  await page.route("**/api/diagnose.php", (route) => {
    intercepted++;
    return route.abort("failed");
  });
  await page.getByRole("radio", { name: "Internet or Wi-Fi problems" }).check();
  await page.getByRole("textbox", { name: "Describe the problem" }).fill("Wi-Fi drops every hour");
  await page.getByRole("button", { name: "Get Solutions" }).click();
  await expect(page.getByRole("heading", { name: "Recommended Solutions:" })).toBeVisible();
  expect(intercepted).toBe(1);
  await expect(toast(page, "An error occurred during diagnosis")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "We couldn't pass your request on to a technician just now." })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

async function tabTo(page: Page, accessibleTest: () => Promise<boolean>, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await accessibleTest()) return;
  }
  throw new Error("could not reach the element by Tab");
}

test("the whole journey works by keyboard alone", async ({ page }) => {
  await page.goto("/contact");
  const name = page.getByRole("textbox", { name: /^Name/ });
  await tabTo(page, () => name.evaluate((el) => el === document.activeElement));
  await page.keyboard.type("Jo");
  await page.keyboard.press("Tab");
  await page.keyboard.type(VISITOR.email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: "Name and email must be at least 5 characters long" })).toBeVisible();
  await expect(name).toBeFocused();
  await axe(page);
  await page.keyboard.press("End");
  await page.keyboard.type("e Keyboard");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/diagnosis$/);

  const firstRadio = page.getByRole("radio", { name: "Computer won't start" });
  await tabTo(page, () => firstRadio.evaluate((el) => el === document.activeElement));
  await page.keyboard.press("Space");
  await expect(firstRadio).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Computer is running slow" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Describe the problem" })).toBeFocused();
  await page.keyboard.type("Fans are loud and everything lags.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Get Solutions" })).toBeFocused();
  await page.keyboard.press("Enter");
  const heading = page.getByRole("heading", { name: "Recommended Solutions:" });
  await expect(heading).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Contact Us", exact: true }).last()).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("link", { name: "Contact Support" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("button", { name: "Start New Diagnosis" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(heading).toHaveCount(0);
  await expect(firstRadio).toBeFocused();
});

test.describe("POST /api/diagnose.php over HTTP", () => {
  const body = {
    issue: "virus",
    description: "Pop-ups everywhere",
    userInfo: { ...VISITOR, timestamp: "2025-04-16T10:00:00.000Z" },
  };

  test("stores a lead and answers 201", async ({ request }) => {
    const response = await request.post("/api/diagnose.php", { data: body });
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({
      success: true,
      bookingKey: expect.stringMatching(/^[\w-]{22}$/),
      triage: expect.objectContaining({ causes: expect.any(Array), steps: expect.any(Array) }),
    });
  });

  test("names the bad field with 400 and refuses a body over 16 KB with 413", async ({ request }) => {
    const bad = await request.post("/api/diagnose.php", { data: { ...body, issue: "printer" } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ success: false, error: "issue: Please select an issue type" });

    const big = await request.post("/api/diagnose.php", {
      headers: { "Content-Type": "application/json" },
      data: JSON.stringify({ ...body, description: "x".repeat(17 * 1024) }),
    });
    expect(big.status()).toBe(413);
    expect((await big.json()).success).toBe(false);

    const get = await request.get("/api/diagnose.php");
    expect(get.status()).toBe(405);
  });
});
