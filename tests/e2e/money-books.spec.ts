import { readFileSync } from "node:fs";

import { expect, expectAxeClean, test } from "./fixtures";
import { signIn } from "./shop";

test("the dashboard's money section: readable at 360 px, and the accountant's file downloads for a chosen range", async ({
  page,
}) => {
  await signIn(page);
  const money = page.getByRole("region", { name: "Money" });
  await expect(money.locator("p").first()).toHaveText(
    /^\$[\d,]+\.\d\d taken this week.*, \$[\d,]+\.\d\d owed on \d+ invoices?, \d+ estimates? waiting for the customer$/,
  );
  await money.getByText("Show as table").click();
  await expect(money.getByRole("columnheader", { name: "Refunded" })).toBeVisible();

  await money.getByLabel(/^From\b/).fill("2026-01-01");
  await money.getByLabel(/^To\b/).fill("2026-03-31");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    money.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("money-2026-01-01-to-2026-03-31.csv");
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.replace(/^\uFEFF/, "").split("\r\n")[0]).toBe(
    '"Type","Date","Invoice","Ticket","Method","Subtotal","Taxable","Tax rate","Tax","Invoice total","Amount"',
  );

  const backwards = await page.request.get("/admin/money.csv?from=2026-03-31&to=2026-01-01");
  expect(backwards.status()).toBe(400);
  expect(await backwards.text()).toContain("The first date must be on or before the last date.");
  const signedOut = await page.request.get("/admin/money.csv?from=2026-01-01&to=2026-01-31", {
    headers: { cookie: "" },
    maxRedirects: 0,
  });
  expect(signedOut.status()).toBe(302);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(money).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
});
