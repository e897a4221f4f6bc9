import type { Page } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";
import { createTicket, sidewaysScroll, signIn } from "./shop";

/** The ticket page's answer to the next POST the page sends. */
const nextPost = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/admin/tickets/"));

test("the owner keeps a device's passcode and sees it once on request, never in an address or a cache, on a phone and without JavaScript", async ({
  page,
  browser,
}) => {
  const passcode = `73-${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page);
  await page.goto("/admin/tickets/new");
  await page.getByLabel("Customer name").fill("Morgan Passcode");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(321) 555-0177");
  await page.getByLabel("Reported problem").fill("Screen flickers");
  const ticket = await createTicket(page, "Galaxy Tab S8");

  const panel = page.getByRole("region", { name: "Passcode", exact: true });
  await panel.getByText(/passcode or (change )?how we get in/).click();
  await panel.getByRole("radio", { name: "Given to the shop" }).check();
  await panel.getByLabel("Passcode", { exact: true }).fill(passcode);
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(passcode);

  const answer = nextPost(page);
  await panel.getByRole("button", { name: "Show passcode" }).click();
  expect((await answer).headers()["cache-control"]).toBe("private, no-store");
  await expect(panel.getByText(passcode, { exact: true })).toBeVisible();
  expect(page.url()).not.toContain(passcode);
  await expect(page.getByRole("region", { name: "History" })).toContainText("Private: Passcode viewed");
  // The form to replace it stays empty.
  await expect(panel.getByLabel("Passcode", { exact: true })).toHaveValue("");
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAxeClean(page);

  // A reload shows the page as loaded: the passcode is gone until asked for again.
  const reloaded = await page.reload();
  expect(reloaded!.headers()["cache-control"]).toBe("private, no-store");
  await expect(panel.getByRole("button", { name: "Show passcode" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText(passcode);

  // Without JavaScript the button is a plain form; the answer is a page no cache keeps.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const plain = await noScript.newPage();
  await signIn(plain);
  await plain.goto(ticket.path);
  const plainAnswer = nextPost(plain);
  await plain.getByRole("region", { name: "Passcode", exact: true }).getByRole("button", { name: "Show passcode" }).click();
  const document = await plainAnswer;
  expect(document.headers()["cache-control"]).toBe("private, no-store");
  expect(document.request().url()).not.toContain(passcode);
  await expect(plain.getByRole("region", { name: "Passcode", exact: true }).getByText(passcode, { exact: true })).toBeVisible();
  await noScript.close();
});

test("the privacy page says what intake keeps, that the passcode goes at pickup, and for how long the rest stays", async ({
  page,
}) => {
  await page.goto("/privacy");
  const repairs = page.locator("p").filter({ hasText: "At the counter we also note" });
  await expect(repairs).toContainText("deleted when you collect the device or take it back unrepaired");
  // TICKET_RETENTION_DAYS is left at its default.
  await expect(page.getByTestId("intake-retention")).toHaveText("one year");
});
