import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Locator, Page } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";
import { waitForMail } from "./mail";
import { createTicket, sidewaysScroll, signIn, signPickup } from "./shop";

/** Picks the price list's service whose name starts with `name` on an estimate line. */
async function pickService(line: Locator, name: string) {
  const select = line.getByLabel(/^Service/);
  const value = await select.locator("option", { hasText: name }).first().getAttribute("value");
  await select.selectOption(value!);
}

async function changeStatus(page: Page, to: string) {
  await page.getByRole("radio", { name: to, exact: true }).check();
  await page.getByRole("button", { name: "Change status" }).click();
}

/** The status link in the customer's e-mail. */
const statusPath = (text: string | undefined) => new URL(/https?:\/\/\S+\/repair\/[\w-]+/.exec(text ?? "")![0]).pathname;

test("the owner prices a repair from the list, the customer approves it and a change on a phone, the repair starts, the invoice prints, and pickup waits for the balance", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(240_000);
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the refused moves' 409" });
  const stamp = String(Date.now());
  const email = `money.${stamp}@example.com`;

  // The owner takes the machine in, with the customer's consent to e-mail.
  await signIn(page);
  await page.goto("/admin/tickets/new");
  await page.getByLabel("Customer name").fill("Morgan Moneypenny");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(321) 555-0190");
  await page.getByLabel("Reported problem").fill(`Slow laptop ${stamp}`);
  await page.getByRole("checkbox", { name: "May we e-mail you updates?" }).check();
  const ticket = await createTicket(page, "HP Pavilion 15");

  // Repair cannot start before an estimate is approved.
  await changeStatus(page, "Repairing");
  await expect(page.getByText(/^Repair starts once the customer approves the current estimate\./)).toBeVisible();

  // The estimate, from the price list: labour ($89, untaxed) and an SSD ($79, taxed 7 %).
  const estimate = page.getByRole("region", { name: "Estimate", exact: true });
  const line = (n: number) => estimate.getByRole("group", { name: `Line ${n}`, exact: true });
  await pickService(line(1), "SSD upgrade with data transfer");
  await pickService(line(2), "SSD, 1 TB");
  await estimate.getByRole("button", { name: "Save estimate" }).click();
  await expect(estimate.getByRole("heading", { name: "Estimate v1: Draft (not sent)" })).toBeVisible();
  await expect(estimate).toContainText("Total$173.53");
  await estimate.getByRole("button", { name: "Send to customer" }).click();
  await expect(estimate.getByRole("status")).toHaveText(
    "Estimate v1 sent: it is on the customer's status page and their e-mail is on its way.",
  );

  const first = await waitForMail(`The estimate for your repair ${ticket.number} comes to $173.53`);
  expect(first.subject).toBe(`Your estimate for ${ticket.number} is ready`);
  const link = statusPath(first.text);

  // The customer opens the link on a phone and approves with their name.
  const phone = await browser.newContext({ viewport: { width: 360, height: 800 }, baseURL, extraHTTPHeaders });
  const customer = await phone.newPage();
  await customer.goto(link);
  const theirs = customer.getByRole("region", { name: "Estimate", exact: true });
  await expect(theirs).toContainText("Total$173.53");
  expect(await sidewaysScroll(customer)).toBeLessThanOrEqual(0);
  await expectAxeClean(customer);
  await theirs.getByRole("textbox", { name: "Your full name" }).fill("Morgan Moneypenny");
  await theirs.getByRole("checkbox", { name: "I agree to the repair terms" }).check();
  await theirs.getByRole("button", { name: "Approve estimate" }).click();
  await expect(theirs.getByText(/^You approved this estimate on /)).toBeVisible();

  // The bench finds a worn battery: the owner adds it, which makes v2, and sends it.
  await page.reload();
  await expect(estimate.getByRole("heading", { name: "Estimate v1: Approved" })).toBeVisible();
  await pickService(line(3), "Battery replacement (labour)");
  await estimate.getByRole("button", { name: "Save estimate" }).click();
  await expect(estimate.getByRole("status")).toContainText("Saved as v2, a draft; v1 stays as the customer was given it.");
  await estimate.getByRole("button", { name: "Send to customer" }).click();
  await expect(estimate.getByRole("status")).toContainText("Estimate v2 sent");
  // v2 waits for its answer: repair is refused again.
  await changeStatus(page, "Repairing");
  await expect(page.getByText(/Estimate v2 is waiting for their answer/)).toBeVisible();
  await waitForMail(`The estimate (revised) for your repair ${ticket.number} comes to $222.53`);

  await customer.reload();
  await expect(theirs).toContainText("Total$222.53");
  await theirs.getByRole("textbox", { name: "Your full name" }).fill("Morgan Moneypenny");
  await theirs.getByRole("checkbox", { name: "I agree to the repair terms" }).check();
  await theirs.getByRole("button", { name: "Approve estimate" }).click();
  await expect(theirs.getByText(/^You approved this estimate on /)).toBeVisible();

  // Approved: the repair starts; a deposit is taken; ready makes the invoice and tells the balance.
  await page.reload();
  await changeStatus(page, "Repairing");
  await expect(page.getByRole("status").filter({ hasText: "Now" })).toContainText("Now Repairing.");
  const payments = page.getByRole("region", { name: "Payments", exact: true });
  await payments.getByRole("radio", { name: "Deposit" }).check();
  await payments.getByLabel("How").selectOption("card");
  await payments.getByLabel(/^Amount in dollars/).fill("100");
  await payments.getByRole("button", { name: "Record it" }).click();
  await expect(payments.getByRole("status")).toHaveText("Deposit of $100.00 (card) recorded. Balance: $122.53 due.");
  await changeStatus(page, "Ready for pickup");
  await expect(page.getByRole("status").filter({ hasText: "Now" })).toContainText("Now Ready for pickup.");
  await waitForMail(`Balance due at pickup: $122.53.`);

  // The invoice prints: Chromium makes the PDF, poppler reads its text and renders its page.
  const print = payments.getByRole("link", { name: /^Print invoice INV-\d{4}-\d{4}$/ });
  const invoiceNumber = /INV-\d{4}-\d{4}/.exec((await print.textContent()) ?? "")![0];
  await print.click();
  const sheet = page.getByRole("region", { name: "Invoice", exact: true });
  await expect(sheet.getByRole("heading", { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  const dir = mkdtempSync(join(tmpdir(), "invoice-"));
  writeFileSync(join(dir, "invoice.pdf"), await page.pdf({ format: "Letter" }));
  const text = execFileSync("pdftotext", ["-layout", join(dir, "invoice.pdf"), "-"]).toString();
  for (const expected of [
    invoiceNumber,
    ticket.number,
    "Morgan Moneypenny",
    "SSD, 1 TB",
    "Battery replacement",
    "$222.53",
    "$122.53",
  ])
    expect(text, expected).toContain(expected);
  expect(text).toMatch(/Tax \(7%\)\s+\$5\.53/);
  execFileSync("pdftoppm", ["-png", "-r", "60", "-singlefile", join(dir, "invoice.pdf"), join(dir, "page")]);
  expect(statSync(join(dir, "page.png")).size).toBeGreaterThan(5_000);
  expect(readFileSync(join(dir, "page.png")).subarray(1, 4).toString()).toBe("PNG");
  await page.getByRole("link", { name: "Back to the ticket" }).click();

  // Pickup with money due is refused until the owner gives a reason; paid, it goes.
  await changeStatus(page, "Picked up");
  await page.getByRole("checkbox", { name: /^Yes, mark it picked up/ }).check();
  await signPickup(page, "Morgan Moneypenny");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByText("$122.53 is still due.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Reason to let it go with a balance")).toBeVisible();
  await payments.getByRole("radio", { name: "Payment", exact: true }).check();
  await payments.getByLabel("How").selectOption("cash");
  await payments.getByLabel(/^Amount in dollars/).fill("122.53");
  await payments.getByRole("button", { name: "Record it" }).click();
  await expect(payments.getByRole("status")).toHaveText("Payment of $122.53 (cash) recorded. Balance: nothing due.");
  await changeStatus(page, "Picked up");
  await page.getByRole("checkbox", { name: /^Yes, mark it picked up/ }).check();
  await signPickup(page, "Morgan Moneypenny");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Now" })).toContainText("Now Picked up.");

  await customer.reload();
  await expect(customer.getByText("Paid in full", { exact: true })).toBeVisible();
  await expect(customer.getByText(invoiceNumber)).toBeVisible();
  expect(await sidewaysScroll(customer)).toBeLessThanOrEqual(0);
  await phone.close();
});
