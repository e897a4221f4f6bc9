import path from "node:path";

import Database from "better-sqlite3";

import { expect, expectAxeClean, test, waitForHydration } from "./fixtures";
import { sendEstimateVersion } from "./estimates";
import { fillIntake, signIn } from "./shop";

function storedDecision(port: number, number: string) {
  const db = new Database(path.join(process.cwd(), "data", `e2e-${port}`, "site.db"), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        "select e.version, e.status, e.decision_name, e.decision_address, e.decision_agent, e.decided_via from estimates e join tickets t on t.id = e.ticket_id where t.number = ? order by e.version",
      )
      .all(number);
  } finally {
    db.close();
  }
}

test("at 360 px the customer reads the estimate, is told what is missing, approves it without JavaScript, and a stale page is refused and shows the new version", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  clientAddress,
  e2eServer,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/admin/tickets/new");
  await page.getByLabel("Customer name").fill("Dana Estimate-Reader");
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(321) 555-0133");
  await page.getByLabel("Make and model").fill("Dell XPS 13");
  await page.getByLabel("Reported problem").fill("Cracked screen");
  await fillIntake(page);
  await page.getByRole("button", { name: "Create ticket" }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/\d+\?created=1$/);
  const number = /SC-\d{4}-\d{4,6}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  const token = sendEstimateVersion(e2eServer.port, number, 1, 12_000);

  // With JavaScript (axe runs in the page): the estimate and a refused approval are accessible,
  // and the refusal moves focus to the first field in error.
  const scripted = await browser.newContext({ baseURL, extraHTTPHeaders, viewport: { width: 360, height: 800 } });
  const reader = await scripted.newPage();
  await reader.goto(`/repair/${token}`);
  await waitForHydration(reader);
  await expectAxeClean(reader);
  await reader.getByRole("button", { name: "Approve estimate" }).click();
  await expect(reader.getByRole("textbox", { name: "Your full name" })).toBeFocused();
  await expect(reader.getByText("Type your full name to approve the estimate.")).toBeVisible();
  await expectAxeClean(reader);
  await scripted.close();

  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders,
    viewport: { width: 360, height: 800 },
    userAgent: "EstimateTester/1.0",
  });
  const phone = await context.newPage();
  const opened = await phone.goto(`/repair/${token}`);
  expect(opened!.headers()["referrer-policy"]).toBe("same-origin");
  const estimate = phone.getByRole("region", { name: "Estimate", exact: true });
  await expect(estimate.getByRole("region", { name: "Estimate lines, scrolls sideways" })).toContainText("Bench labour");
  await expect(estimate).toContainText("Tax (7%)$8.40");
  await expect(estimate).toContainText("Total$218.40");
  // The page never scrolls sideways; only the lines' own region may.
  expect(await phone.locator("html").evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);

  // Nothing typed, nothing ticked: both fields say what is missing, and nothing is stored.
  await estimate.getByRole("button", { name: "Approve estimate" }).click();
  await expect(estimate.getByText("Type your full name to approve the estimate.")).toBeVisible();
  await expect(estimate.getByText("Tick “I agree to the repair terms” to approve the estimate.")).toBeVisible();
  expect(storedDecision(e2eServer.port, number)).toMatchObject([{ status: "sent", decision_name: null }]);

  await estimate.getByRole("textbox", { name: "Your full name" }).fill("Dana Estimate-Reader");
  await estimate.getByRole("checkbox", { name: "I agree to the repair terms" }).check();
  await estimate.getByRole("button", { name: "Approve estimate" }).click();
  await expect(phone).toHaveURL(new RegExp(`/repair/${token}$`));
  await expect(estimate.getByText(/^You approved this estimate on \w{3} \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(estimate.getByRole("button")).toHaveCount(0);
  expect(storedDecision(e2eServer.port, number)).toEqual([
    {
      version: 1,
      status: "approved",
      decision_name: "Dana Estimate-Reader",
      decision_address: clientAddress,
      decision_agent: "EstimateTester/1.0",
      decided_via: "link",
    },
  ]);

  // The shop sends version 2 and the customer opens it; the shop sends version 3 before they
  // answer: their decline of version 2 is refused, and the page shows version 3.
  sendEstimateVersion(e2eServer.port, number, 2, 15_000);
  const stale = await context.newPage();
  await stale.goto(`/repair/${token}`);
  sendEstimateVersion(e2eServer.port, number, 3, 16_000);
  await stale.getByRole("button", { name: "Decline estimate" }).click();
  await expect(stale.getByRole("alert").filter({ hasText: "changed" })).toHaveText(
    "The shop changed this estimate since you opened the page. Here is the new version; nothing was declined.",
  );
  await expect(stale.getByText("Version 3")).toBeVisible();
  expect(storedDecision(e2eServer.port, number)).toMatchObject([
    { version: 1, status: "approved" },
    { version: 2, status: "sent" },
    { version: 3, status: "sent" },
  ]);
  await context.close();

  // With JavaScript the refusal reloads the page's data too: the new version replaces the old.
  const again = await browser.newContext({ baseURL, extraHTTPHeaders });
  const live = await again.newPage();
  await live.goto(`/repair/${token}`);
  await waitForHydration(live);
  await expect(live.getByText("Version 3")).toBeVisible();
  sendEstimateVersion(e2eServer.port, number, 4, 17_000);
  await live.getByRole("button", { name: "Decline estimate" }).click();
  await expect(live.getByRole("alert").filter({ hasText: "changed" })).toHaveText(
    "The shop changed this estimate since you opened the page. Here is the new version; nothing was declined.",
  );
  await expect(live.getByText("Version 4")).toBeVisible();
  await again.close();
});
