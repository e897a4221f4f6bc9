import type { APIRequestContext, Page } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";
import { signIn } from "./shop";

async function signInToDashboard(page: Page) {
  await signIn(page);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

async function postLead(request: APIRequestContext, name: string) {
  const r = await request.post("/api/diagnose.php", {
    data: {
      issue: "slow",
      description: "Takes minutes to boot.",
      // One address per visitor: a person's second request while their lead is open is a follow-up on it.
      userInfo: {
        name,
        email: `dash.${name.replace(/\W+/g, ".")}.${Date.now()}@example.com`,
        phone: "",
        timestamp: new Date().toISOString(),
      },
    },
  });
  expect(r.status()).toBe(201);
}

const caption = (page: Page, panel: string) => page.getByRole("region", { name: panel }).locator("p").first();
const numbers = async (page: Page, panel: string) =>
  ((await caption(page, panel).textContent()) ?? "").match(/\d+/g)!.map(Number);

test("the dashboard's captions follow what the shop's routes stored, and its tables agree (1280 and 390 px)", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInToDashboard(page);
  const before = { funnel: await numbers(page, "Leads funnel"), clicks: await numbers(page, "Affiliate clicks") };

  await postLead(request, "Dash Visitor One");
  await postLead(request, "Dash Visitor Two");
  const products = (await (await request.get("/api/get-products.php?category=laptops")).json()) as Array<{ id: number }>;
  for (let i = 0; i < 3; i++) {
    expect((await request.post("/api/affiliate-click.php", { data: { kind: "product", id: products[0]!.id } })).status()).toBe(
      204,
    );
  }

  await page.reload();
  const funnel = await numbers(page, "Leads funnel");
  expect(funnel[0]).toBe(before.funnel[0]! + 2);
  await expect(caption(page, "Leads funnel")).toHaveText(
    /^\d+ requests? this week, \d+ booked \(\d+%\), \d+ repair tickets? \(\d+%\)$/,
  );
  const clicks = await numbers(page, "Affiliate clicks");
  expect(clicks[0]).toBe(before.clicks[0]! + 3);
  expect(clicks[2]).toBe(before.clicks[2]! + 3); // today
  await expect(caption(page, "In the shop now")).toHaveText(/^\d+ machines? in the shop, \d+ waiting for parts over 7 days$/);
  await expect(caption(page, "Bookings ahead")).toHaveText(/^\d+ of \d+ places? booked in the next 14 days \(\d+%\)$/);
  await expect(page.getByRole("region", { name: "Alerts" })).toContainText(
    /\d+ e-mails? waiting to send, \d+ failed in the last 7 days/,
  );
  await expect(page.getByRole("region", { name: "Alerts" }).getByRole("link", { name: "Open the outbox" })).toBeVisible();

  // The table behind the funnel holds the same number for this week as the caption.
  const funnelPanel = page.getByRole("region", { name: "Leads funnel" });
  await funnelPanel.getByText("Show as table").click();
  const lastRow = funnelPanel.getByRole("row").last();
  await expect(lastRow.getByRole("cell").last()).toHaveText(String(funnel[0]));
  // Each chart is one labelled image, named by its caption.
  await expect(funnelPanel.getByRole("img")).toHaveAccessibleName(/requests? this week/);
  // The product clicked is in the top list.
  await expect(page.getByRole("region", { name: "Affiliate clicks" }).getByRole("listitem").first()).toContainText(/\d+ clicks?/);

  await expectAxeClean(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
});

test("the nav reaches the dashboard and marks it current; the threshold is a setting", async ({ page }) => {
  await signInToDashboard(page);
  await page.getByRole("link", { name: "Change the number of days" }).click();
  await expect(page.getByLabel("Waiting for parts: flag after (days)")).toHaveValue("7");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});
