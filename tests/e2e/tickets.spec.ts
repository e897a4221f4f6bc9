import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Page } from "@playwright/test";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";

import { expect, expectAxeClean, test } from "./fixtures";
import { fillIntake, signIn, signPickup } from "./shop";
import { leadIdFromAlert, outboxCount, readDeliveredMail, waitForMail } from "./mail";

/** ZXing (C++ compiled to wasm), an independent decoder, reads the QR from a screenshot. */
async function decodeQr(png: Buffer): Promise<string> {
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
  await prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
    fireImmediately: true,
  });
  const results = await readBarcodes(new Uint8Array(png), { formats: ["QRCode"] });
  expect(results).toHaveLength(1);
  return results[0]!.text;
}

async function changeStatus(page: Page, to: string, publicNote = "", privateNote = "") {
  await page.getByRole("radio", { name: to, exact: true }).check();
  if (publicNote) await page.getByLabel(/^Note for the customer/).fill(publicNote);
  if (privateNote) await page.getByLabel(/^Private note/).fill(privateNote);
  await page.getByRole("button", { name: "Change status" }).click();
  if (to === "Picked up") {
    // A final status asks first; nothing changes until the box is ticked.
    await expect(page.getByRole("alert").filter({ hasText: "confirm" })).toHaveText("Please confirm: this status is final.");
    await page.getByRole("checkbox", { name: /^Yes, mark it picked up/ }).check();
    await signPickup(page);
    await page.getByRole("button", { name: "Change status" }).click();
  }
  await expect(page.getByRole("status").filter({ hasText: "Now" })).toContainText(`Now ${to}.`);
  // The page reloads its data after the move; the form is ready again once it no longer offers the
  // status the ticket is now in (a busy machine can show the message before that).
  await expect(page.getByRole("radio", { name: to, exact: true })).toHaveCount(0);
}

test("lead → ticket → label QR → the customer's page → e-mail per change → picked up → lead done (390 px)", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 400 and 404 answers" });
  await page.setViewportSize({ width: 390, height: 900 });
  const stamp = String(Date.now());
  const email = `ticket.${stamp}@example.com`;
  const lead = await request.post("/api/diagnose.php", {
    data: {
      issue: "slow",
      description: `Laptop crawls ${stamp}`,
      userInfo: { name: "Robin Q. Ticketson", email, phone: "(321) 555-0177", timestamp: new Date().toISOString() },
    },
  });
  expect(lead.status()).toBe(201);
  const leadId = await leadIdFromAlert(email);
  await signIn(page);

  // From the lead's page, "Create ticket" opens the form with the lead's details.
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole("link", { name: "Create ticket" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/tickets/new\\?lead=${leadId}$`));
  await expect(page.getByLabel("Customer name")).toHaveValue("Robin Q. Ticketson");
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(email);
  await expectAxeClean(page);

  // A refusal names the field, focuses it and keeps what was typed.
  await page.getByLabel("Estimate in dollars (optional)").fill("about 100");
  await page.getByRole("button", { name: "Create ticket" }).click();
  await expect(page.getByRole("alert").first()).toHaveText("The ticket was not saved. Check the marked fields.");
  await expect(page.getByLabel("Make and model")).toBeFocused();
  await expect(page.getByText("Enter the make and model.")).toBeVisible();
  await expect(page.getByText("Choose whether it powers on, or Not tested.")).toBeVisible();
  await expect(page.getByText("Have the customer sign in the box, or type their full name.")).toBeVisible();
  await expect(page.getByLabel("Estimate in dollars (optional)")).toHaveValue("about 100");
  await expectAxeClean(page);
  await fillIntake(page);

  await page.getByLabel("Make and model").fill("Lenovo ThinkPad T14");
  await page.getByLabel("Accessories left (optional)").fill("Charger");
  await page.getByLabel("Estimate in dollars (optional)").fill("120");
  await page.getByLabel("May we e-mail you updates?").check();
  await page.getByRole("button", { name: "Create ticket" }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/\d+\?created=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/SC-\d{4}-\d{4}/);
  const heading = await page.getByRole("heading", { level: 1 }).textContent();
  const number = /SC-\d{4}-\d{4}/.exec(heading ?? "")![0];
  const ticketPath = new URL(page.url()).pathname;
  await expectAxeClean(page);

  // The label's QR, read back from a screenshot, is the exact status link.
  await page.getByRole("link", { name: "Print label" }).click();
  await expect(page.getByText(number).first()).toBeVisible();
  await expectAxeClean(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  const statusUrl = await decodeQr(await page.getByTestId("ticket-qr").screenshot());
  await page.emulateMedia({ media: "screen" });
  expect(statusUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/repair/[A-Za-z0-9_-]{22}$`));
  await page.goto(`${ticketPath}/receipt`);
  expect(await decodeQr(await page.getByTestId("ticket-qr").screenshot())).toBe(statusUrl);
  await expect(page.getByText("Charger")).toBeVisible();

  // The first e-mail (received) carries the same link.
  const received = await waitForMail(`Your repair ${number} is now: Received.`);
  expect(received.text).toContain(statusUrl);

  // The customer, signed out, opens the link: first name only, its address sent to no other site, never stored.
  const customer = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const phone = await customer.newPage();
  const answer = await phone.goto(statusUrl);
  expect(answer!.status()).toBe(200);
  expect(answer!.headers()["cache-control"]).toBe("private, no-store");
  expect(answer!.headers()["referrer-policy"]).toBe("same-origin");
  expect(answer!.headers()["x-robots-tag"]).toContain("noindex");
  await expect(phone.getByRole("heading", { level: 1 })).toHaveText(`Your repair ${number}`);
  await expect(phone.getByText("Hello Robin.")).toBeVisible();
  await expect(phone.locator("body")).not.toContainText("Ticketson");
  await expectAxeClean(phone);
  const unknown = await phone.goto(statusUrl.slice(0, -2) + (statusUrl.endsWith("AA") ? "BB" : "AA"));
  expect(unknown!.status()).toBe(404);

  // A change with a public and a private note: one e-mail, the public note only, on the page too.
  await page.goto(ticketPath);
  await changeStatus(page, "Waiting for parts", `Battery ordered ${stamp}`, `Cost $41 ${stamp}`);
  const waiting = await waitForMail(`Battery ordered ${stamp}`);
  expect(waiting.subject).toBe(`Repair ${number}: Waiting for parts`);
  expect(`${waiting.text}${waiting.html}`).not.toContain("Cost $41");
  await phone.goto(statusUrl);
  await expect(phone.getByText(`Battery ordered ${stamp}`)).toBeVisible();
  await expect(phone.locator("body")).not.toContainText("Cost $41");

  await changeStatus(page, "Ready for pickup");
  await changeStatus(page, "Picked up");
  await waitForMail(`Your repair ${number} is now: Picked up.`);
  const all = (await readDeliveredMail()).filter((m) => (m.text ?? "").includes(number));
  expect(all.map((m) => m.subject)).toEqual([
    `Repair ${number}: Received`,
    `Repair ${number}: Waiting for parts`,
    `Repair ${number}: Ready for pickup`,
    `Repair ${number}: Picked up`,
  ]);
  await expectAxeClean(page);

  // The lead followed its ticket.
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByText("Done").first()).toBeVisible();
  await customer.close();
});

test("no e-mail without consent; /repair finds a ticket by number and phone, then limits tries", async ({ page, browser }) => {
  test.setTimeout(120_000);
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 404 and 429 answers" });
  await signIn(page);
  const stamp = String(Date.now());
  await page.goto("/admin/tickets/new");
  await page.getByLabel("Customer name").fill(`Walk In ${stamp}`);
  await page.getByLabel("E-mail", { exact: true }).fill(`walkin.${stamp}@example.com`);
  await page.getByLabel("Phone", { exact: true }).fill("321-555-0123");
  await page.getByLabel("Make and model").fill("iMac 24");
  await page.getByLabel("Device type").selectOption("all_in_one");
  await page.getByLabel("Reported problem").fill("Cracked screen");
  await fillIntake(page);
  await page.getByRole("button", { name: "Create ticket" }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/\d+\?created=1$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/SC-\d{4}-\d{4}/);
  const number = /SC-\d{4}-\d{4}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  await changeStatus(page, "Diagnosing", "Looking at it");
  expect(outboxCount(number)).toBe(0);
  expect((await readDeliveredMail()).filter((m) => (m.text ?? "").includes(number))).toHaveLength(0);

  // Search by phone digits, then filter by status.
  await page.goto("/admin/tickets?q=3215550123");
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await page.goto(`/admin/tickets?status=diagnosing&q=${encodeURIComponent(`Walk In ${stamp}`)}`);
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await expect(page.getByText("in the shop since today")).toBeVisible();
  await expectAxeClean(page);

  const customer = await browser.newContext({ viewport: { width: 390, height: 900 } });
  const phone = await customer.newPage();
  await phone.goto("/repair");
  await expectAxeClean(phone);
  await phone.getByLabel("Ticket number").fill(number.toLowerCase());
  await phone.getByLabel("E-mail or phone").fill("(321) 555 0123");
  await phone.getByRole("button", { name: "Find my repair" }).click();
  await expect(phone).toHaveURL(/\/repair\/[A-Za-z0-9_-]{22}$/);
  await expect(phone.getByText("Hello Walk.")).toBeVisible();

  for (let i = 0; i < 9; i++) {
    await phone.goto("/repair");
    await phone.getByLabel("Ticket number").fill(number);
    await phone.getByLabel("E-mail or phone").fill(`wrong${i}@example.com`);
    await phone.getByRole("button", { name: "Find my repair" }).click();
    await expect(phone.getByRole("alert")).toContainText("We could not find a repair");
  }
  await phone.getByLabel("E-mail or phone").fill("321-555-0123");
  await phone.getByRole("button", { name: "Find my repair" }).click();
  await expect(phone.getByRole("alert")).toContainText("Too many tries.");
  await expectAxeClean(phone);
  await customer.close();
});

test("ticket pages are admin-only and cross-site writes are refused", async ({ request, page }) => {
  for (const path of ["/admin/tickets", "/admin/tickets/new", "/admin/tickets/1", "/admin/tickets/1/label"]) {
    const r = await request.get(path, { maxRedirects: 0 });
    expect([302, 303, 401]).toContain(r.status());
  }
  const signedOut = await request.post("/admin/tickets/new", { form: { customerName: "X" }, maxRedirects: 0 });
  expect([302, 303, 401]).toContain(signedOut.status());

  await signIn(page);
  const form = {
    customerName: "Cross Site",
    phone: "3215550100",
    deviceType: "laptop",
    deviceModel: "Any",
    problem: "Any",
  };
  const before = await page.request.get("/admin/tickets?q=Cross%20Site");
  // Refused before anything is written: React Router's own origin check (400) or the action's (403).
  const withOrigin = await page.request.post("/admin/tickets/new", {
    form,
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect([400, 403]).toContain(withOrigin.status());
  const fetchSite = await page.request.post("/admin/tickets/new", {
    form,
    headers: { "Sec-Fetch-Site": "cross-site" },
    maxRedirects: 0,
  });
  expect(fetchSite.status()).toBe(403);
  const after = await page.request.get("/admin/tickets?q=Cross%20Site");
  expect(await after.text()).toContain("No ticket matches that search.");
  expect(before.status()).toBe(200);
});

test("/repair's lookup works without JavaScript: the form post keeps its Origin and gets the page's answer", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders });
  const page = await context.newPage();
  const opened = await page.goto("/repair");
  expect(opened!.headers()["referrer-policy"]).toBe("same-origin");
  await page.getByLabel("Ticket number").fill("SC-2611-9999");
  await page.getByLabel("E-mail or phone").fill("nobody@example.com");
  await page.getByRole("button", { name: "Find my repair" }).click();
  await expect(page.getByText("We could not find a repair with that number and e-mail or phone.")).toBeVisible();
  await expect(page.getByLabel("Ticket number")).toHaveValue("SC-2611-9999");
  await context.close();
});
