import { readFileSync } from "node:fs";
import path from "node:path";

import type { Locator, Page } from "@playwright/test";
import Database from "better-sqlite3";

import { expect, expectAxeClean, test } from "./fixtures";
import { sidewaysScroll, signIn } from "./shop";

const PHONE = { width: 360, height: 800 };

/** The ticket's stored passcode ciphertext, read from the worker's SQLite file. */
function storedPasscode(port: number, ticketPath: string): string | null {
  const db = new Database(path.join(process.cwd(), "data", `e2e-${port}`, "site.db"), { readonly: true, fileMustExist: true });
  try {
    const id = Number(ticketPath.split("/").pop());
    return (db.prepare("select passcode_enc from tickets where id = ?").get(id) as { passcode_enc: string | null }).passcode_enc;
  } finally {
    db.close();
  }
}

/** Every byte of the worker's database: the file and its write-ahead log. */
function databaseBytes(port: number): Buffer {
  const file = path.join(process.cwd(), "data", `e2e-${port}`, "site.db");
  const parts = [readFileSync(file)];
  try {
    parts.push(readFileSync(`${file}-wal`));
  } catch {
    // No log at the moment: everything is in the file.
  }
  return Buffer.concat(parts);
}

/** Signs on a pad with the mouse: a zigzag across its middle. */
async function drawOn(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 10, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 10 + i * ((box.width - 30) / 12), y + (i % 2 ? 12 : -12));
  await page.mouse.up();
}

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`at ${viewport.width} px the customer signs the intake terms on the pad, pays the diagnostic fee, gets a receipt with all of it, the passcode shows on request, and after the pickup signature it is gone from the database file`, async ({
    page,
    e2eServer,
  }) => {
    test.setTimeout(180_000);
    test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the refused pickup's 400s" });
    await page.setViewportSize(viewport);
    const stamp = String(Date.now());
    const passcode = `PIN${stamp.slice(-6)}`;
    await signIn(page);
    await page.goto("/admin/tickets/new");
    await page.getByLabel("Customer name").fill("Sam Signer");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(321) 555-0166");
    await page.getByLabel("Make and model").fill("MacBook Air M1");
    await page.getByLabel("Reported problem").fill(`Spilled tea ${stamp}`);
    await page.getByLabel("Accessories left (optional)").fill("USB-C charger");

    const intake = page.getByRole("region", { name: "Intake" });
    await intake.getByRole("checkbox", { name: "Signs of liquid" }).check();
    await intake.getByRole("group", { name: "Powers on" }).getByRole("radio", { name: "No", exact: true }).check();
    await intake.getByLabel(/^Condition note/).fill("Sticky keyboard");
    await expect(intake.getByLabel("The passcode")).toHaveCount(0);
    await intake.getByRole("radio", { name: "Passcode given" }).check();
    await intake.getByLabel("The passcode").fill(passcode);
    await expect(intake.getByRole("group", { name: "Back up the data first?" })).toContainText("not liable for data loss");
    await intake.getByRole("radio", { name: "Yes, back it up first" }).check();
    await intake.getByLabel(/^Diagnostic fee in dollars/).fill("49");
    await intake.getByRole("radio", { name: "Paid now by card" }).check();
    await expect(intake.getByRole("heading", { name: /^Intake terms/ })).toBeVisible();
    await drawOn(page, page.locator("#i-sign-pad"));
    await expect(intake.getByRole("img", { name: "Signature pad, signed" })).toBeVisible();
    await expect(intake.getByRole("status")).toHaveText("Signed in the box.");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Create ticket" }).click();
    await expect(page).toHaveURL(/\/admin\/tickets\/\d+\?created=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/SC-\d{4}-\d{4}/);
    const ticketPath = new URL(page.url()).pathname;

    // The ticket: the intake's facts, the fee approved at intake and paid.
    const panel = page.getByRole("region", { name: "Intake", exact: true });
    await expect(panel).toContainText("Signs of liquid; powers on: no");
    await expect(panel).toContainText("yes, back up the data first");
    await expect(panel.getByRole("img", { name: "Signature of Sam Signer" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Estimate v1: Approved" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Payments", exact: true })).toContainText("Deposit");
    await expect(page.locator("body")).not.toContainText(passcode);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    // The receipt: the terms as signed, the condition, the backup choice, how it is unlocked (never the passcode).
    await page.goto(`${ticketPath}/receipt`);
    const sheet = page.getByRole("region", { name: "Receipt" });
    await expect(sheet).toContainText("Phone: (321) 555-0166");
    await expect(sheet).toContainText("Condition: Signs of liquid; powers on: no");
    await expect(sheet).toContainText("Condition note: Sticky keyboard");
    await expect(sheet).toContainText("Back up the data first: yes, back up the data first");
    await expect(sheet).toContainText("Passcode: Given to the shop");
    await expect(sheet).toContainText(/Intake terms, version \d+, signed/);
    await expect(sheet).toContainText("Hours:");
    await expect(sheet).not.toContainText(", Melbourne");
    await expect(sheet.getByRole("img", { name: "Signature of Sam Signer" })).toBeVisible();
    await expect(page.locator("body")).not.toContainText(passcode);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);

    // The passcode shows on the owner's request only; the database holds it encrypted.
    await page.goto(ticketPath);
    const passcodePanel = page.getByRole("region", { name: "Passcode", exact: true });
    await passcodePanel.getByRole("button", { name: "Show passcode" }).click();
    await expect(passcodePanel.getByText(passcode, { exact: true })).toBeVisible();
    const ciphertext = storedPasscode(e2eServer.port, ticketPath);
    expect(ciphertext).toMatch(/^v1\./);
    expect(databaseBytes(e2eServer.port).includes(passcode)).toBe(false);

    // Pickup: the checklist names the accessories; the customer signs on the pad.
    await page.goto(ticketPath);
    await page.getByRole("radio", { name: "Ready for pickup", exact: true }).check();
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Now" })).toContainText("Now Ready for pickup.");
    await expect(page.getByRole("radio", { name: "Ready for pickup", exact: true })).toHaveCount(0);
    await page.getByRole("radio", { name: "Picked up", exact: true }).check();
    await expect(page.getByRole("checkbox", { name: "Accessories returned: USB-C charger" })).toBeVisible();
    await page.getByRole("checkbox", { name: "Accessories returned: USB-C charger" }).check();
    await drawOn(page, page.locator("#pickup-sign-pad"));
    await page.getByRole("button", { name: "Change status" }).click();
    // Not yet: first the confirmation, then the device box; the signature stays on the pad.
    await expect(page.getByRole("alert").filter({ hasText: "confirm" })).toHaveText("Please confirm: this status is final.");
    await page.getByRole("checkbox", { name: /^Yes, mark it picked up/ }).check();
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByText("Tick “Device handed back” once the customer has it.")).toBeVisible();
    await expect(page.getByRole("img", { name: "Signature pad, signed" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /^Yes, mark it picked up/ })).toBeChecked();
    await page.getByRole("checkbox", { name: "Device handed back" }).check();
    await expectAxeClean(page);
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Now" })).toContainText("Now Picked up.");
    await expect(panel.getByText("Device handed back, accessories returned")).toBeVisible();
    await expect(panel.getByRole("img", { name: "Signature of Sam Signer" })).toHaveCount(2);
    // Picked up: the passcode is erased, and neither it nor its ciphertext is in the database file.
    expect(storedPasscode(e2eServer.port, ticketPath)).toBeNull();
    const bytes = databaseBytes(e2eServer.port);
    expect(bytes.includes(passcode)).toBe(false);
    expect(bytes.includes(ciphertext!)).toBe(false);
    await expect(
      page.getByRole("region", { name: "Passcode", exact: true }).getByRole("button", { name: "Show passcode" }),
    ).toHaveCount(0);
  });
}

test("without JavaScript the customer signs by typing their name, and a refused form asks for the passcode again", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders, viewport: PHONE });
  const owner = await context.newPage();
  const passcode = `code-${Date.now().toString(36)}`;
  await signIn(owner);
  await owner.goto("/admin/tickets/new");
  const intake = owner.getByRole("region", { name: "Intake" });
  await expect(intake.locator("canvas")).toHaveCount(0);
  await owner.getByLabel("Customer name").fill("Nora Noscript");
  await owner.getByRole("textbox", { name: "Phone", exact: true }).fill("(321) 555-0167");
  await owner.getByLabel("Make and model").fill("ThinkPad X1");
  await owner.getByLabel("Reported problem").fill("Fan noise");
  await intake.getByRole("radio", { name: "Passcode given" }).check();
  await intake.getByLabel("The passcode").fill(passcode);
  await intake.getByRole("radio", { name: "No backup" }).check();
  await intake.getByLabel("Type your full name to sign").fill("Nora Noscript");
  await owner.getByRole("button", { name: "Create ticket" }).click();

  await expect(owner.getByText("Choose whether it powers on, or Not tested.")).toBeVisible();
  await expect(intake.getByLabel("The passcode")).toHaveValue("");
  await expect(
    intake.getByText("Type the passcode again: for its safety, a form sent back is never filled with it."),
  ).toBeVisible();
  expect(await owner.content()).not.toContain(passcode);
  await expect(intake.getByLabel("Type your full name to sign")).toHaveValue("Nora Noscript");
  await intake.getByRole("group", { name: "Powers on" }).getByRole("radio", { name: "Not tested" }).check();
  await intake.getByLabel("The passcode").fill(passcode);
  await owner.getByRole("button", { name: "Create ticket" }).click();
  await expect(owner).toHaveURL(/\/admin\/tickets\/\d+\?created=1$/);
  const ticketPath = new URL(owner.url()).pathname;
  await expect(owner.getByRole("region", { name: "Intake", exact: true })).toContainText("Nora Noscript (typed)");

  await owner.goto(`${ticketPath}/receipt`);
  await expect(owner.getByRole("region", { name: "Receipt" })).toContainText("Signed by typing the full name: Nora Noscript");
  expect(await owner.content()).not.toContain(passcode);
  await context.close();
});
