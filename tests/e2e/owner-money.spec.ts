import { expect, expectAxeClean, test } from "./fixtures";
import { createTicket, sidewaysScroll, signIn, signPickup } from "./shop";

const PHONE = { width: 360, height: 800 };

test("without JavaScript at 360 px the owner prices a ticket from the price list, records the phone approval, takes a deposit, prints the invoice and lets the machine go with a reason", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders, viewport: PHONE });
  const owner = await context.newPage();
  await signIn(owner);
  await owner.goto("/admin/tickets/new");
  await owner.getByLabel("Customer name").fill("Pat Pricelist");
  await owner.getByRole("textbox", { name: "Phone", exact: true }).fill("(321) 555-0177");
  await owner.getByLabel("Reported problem").fill("Slow, wants an SSD");
  const ticket = await createTicket(owner, "Dell Latitude 5400");

  const estimate = owner.getByRole("region", { name: "Estimate", exact: true });
  const editor = estimate.getByRole("form", { name: "Write the estimate" });
  await expect(editor).toContainText("A version given to the customer is never changed");
  expect(await sidewaysScroll(owner)).toBeLessThanOrEqual(0);

  // A service picked on an empty row fills it in; a row written by hand; a half-written row is named.
  const line = (n: number) => estimate.getByRole("group", { name: `Line ${n}`, exact: true });
  await line(1)
    .getByLabel(/^Service/)
    .selectOption({ label: "SSD, 1 TB (from $79.00 to $129.00)" });
  await line(2).getByLabel("Description").fill("Bench labour");
  await line(2).getByLabel("Unit price ($)").fill("45");
  await line(3).getByLabel("Description").fill("Thermal paste");
  await estimate.getByRole("button", { name: "Save estimate" }).click();
  await expect(estimate.getByText("Line 3: write the price in dollars, such as 49 or 49.99.")).toBeVisible();
  await expect(line(2).getByLabel("Unit price ($)")).toHaveValue("45");
  await line(3).getByLabel("Description").fill("");
  await estimate.getByRole("button", { name: "Save estimate" }).click();
  await expect(estimate.getByRole("status")).toHaveText("Saved as v1, a draft. The customer sees it once you send it.");
  await expect(estimate.getByRole("heading", { name: "Estimate v1: Draft (not sent)" })).toBeVisible();
  // The SSD at 79.00, taxed 7%, and 45.00 of labour: 124.00 + 5.53.
  await expect(estimate).toContainText("Total$129.53");
  await expect(line(1).getByLabel("Description")).toHaveValue("SSD, 1 TB");
  expect(await sidewaysScroll(owner)).toBeLessThanOrEqual(0);

  // The customer agrees on the phone to the draft being read out.
  const phone = estimate.getByRole("form", { name: "Record the customer's answer by phone" });
  await phone.getByRole("radio", { name: "Approved" }).check();
  await phone.getByLabel(/^Who answered/).fill("Pat Pricelist");
  await phone.getByRole("button", { name: "Record the answer" }).click();
  await expect(estimate.getByRole("status")).toHaveText("Recorded: Pat Pricelist approved estimate v1 by phone.");
  await expect(estimate.getByRole("heading", { name: "Estimate v1: Approved" })).toBeVisible();

  // A deposit above the balance is refused with the amount; one within it is taken.
  const payments = owner.getByRole("region", { name: "Payments", exact: true });
  await payments.getByRole("radio", { name: "Deposit" }).check();
  await payments.getByLabel("How").selectOption("cash");
  await payments.getByLabel(/^Amount in dollars/).fill("500");
  await payments.getByRole("button", { name: "Record it" }).click();
  await expect(payments.getByText("This is more than the $129.53 still due.")).toBeVisible();
  await expect(payments.getByLabel(/^Amount in dollars/)).toHaveValue("500");
  await payments.getByLabel(/^Amount in dollars/).fill("50");
  await payments.getByRole("button", { name: "Record it" }).click();
  await expect(payments.getByRole("status")).toHaveText("Deposit of $50.00 (cash) recorded. Balance: $79.53 due.");

  await payments.getByRole("button", { name: "Make the invoice now" }).click();
  await expect(payments.getByRole("status")).toHaveText(/^Invoice INV-\d{4}-\d{4} made\.$/);
  const invoiceNumber = /INV-\d{4}-\d{4}/.exec((await payments.getByRole("status").textContent()) ?? "")![0];
  expect(await sidewaysScroll(owner)).toBeLessThanOrEqual(0);

  await payments.getByRole("link", { name: `Print invoice ${invoiceNumber}` }).click();
  const sheet = owner.getByRole("region", { name: "Invoice", exact: true });
  await expect(sheet.getByRole("heading", { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(sheet).toContainText("Pat Pricelist");
  await expect(sheet).toContainText("365-day warranty");
  await expect(sheet).toContainText("Balance due$79.53");
  expect(await sidewaysScroll(owner)).toBeLessThanOrEqual(0);
  await owner.getByRole("link", { name: "Back to the ticket" }).click();

  // Ready, then picked up with money owed: the form asks for the reason to let it go.
  await owner.getByRole("radio", { name: "Ready for pickup", exact: true }).check();
  await owner.getByRole("button", { name: "Change status" }).click();
  await owner.getByRole("radio", { name: "Picked up", exact: true }).check();
  await owner.getByRole("button", { name: "Change status" }).click();
  await owner.getByRole("checkbox", { name: /^Yes, mark it picked up/ }).check();
  await signPickup(owner);
  await owner.getByRole("button", { name: "Change status" }).click();
  const reason = owner.getByLabel("Reason to let it go with a balance");
  await expect(reason).toBeVisible();
  await expect(owner.getByText("$79.53 is still due.", { exact: false })).toBeVisible();
  await reason.fill("Regular customer, pays Friday");
  await owner.getByRole("button", { name: "Change status" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Now" })).toHaveText("Now Picked up.");
  await expect(owner.getByRole("region", { name: "History" })).toContainText(
    "Let go with $79.53 still due: Regular customer, pays Friday",
  );
  await context.close();

  // The same pages with script, for axe (itself a script), at the phone's width.
  await page.setViewportSize(PHONE);
  await signIn(page);
  for (const path of [ticket.path, `${ticket.path}/invoice`, "/admin/services"]) {
    await page.goto(path);
    expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
  }
});

test("the price list adds a service, refuses a bad price keeping what was typed, and retires one", async ({ page }) => {
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the refused form's 400" });
  await signIn(page);
  await page.goto("/admin/services");
  const add = page.getByRole("form", { name: "Add a service" });
  const name = `Fan cleaning ${Date.now()}`;
  await add.getByLabel(/^Name/).fill(name);
  await add.getByLabel(/^Price in dollars/).fill("thirty");
  await add.getByLabel("Warranty in days").fill("30");
  await add.getByRole("button", { name: "Add service" }).click();
  await expect(add.getByText("Write the price in dollars, such as 49 or 49.99.")).toBeVisible();
  await expect(add.getByLabel(/^Price in dollars/)).toBeFocused();
  await expect(add.getByLabel(/^Name/)).toHaveValue(name);
  await expectAxeClean(page);

  await add.getByLabel(/^Price in dollars/).fill("39");
  await add.getByRole("button", { name: "Add service" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added" })).toHaveText(`Added “${name}” to the price list.`);
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await expect(item).toContainText("Price: $39.00");

  await item.getByText(`Edit ${name}`).click();
  await item.getByRole("checkbox", { name: "Offered on new estimates" }).uncheck();
  await item.getByRole("button", { name: "Save service" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText(
    `Saved “${name}”: retired, so new estimates no longer offer it.`,
  );
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) })).toContainText(
    "Offered: no, retired",
  );
  await expectAxeClean(page);
});
