import type { APIRequestContext, Browser, Page } from "@playwright/test";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect, expectAxeClean, test } from "./fixtures";
import { book, createTicket, diagnose, fillIntake, firstFreeWindow, signIn } from "./shop";

// Each test walks a journey with several axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

let people = 0;
/** A visitor of this test's own (name, e-mail and phone), so no record is taken for another's. */
function visitor(tag: string) {
  people += 1;
  const stamp = `${Date.now()}${people}`;
  return {
    name: `${tag} ${stamp}`,
    email: `${tag.toLowerCase().replace(/\W/g, "")}.${stamp}@example.com`,
    phone: `321-555-${stamp.slice(-4)}`,
    description: `Fan screams ${stamp}`,
  };
}

/** Books the first open window for the visitor; answers the booking's id and day. */
async function bookFirst(request: APIRequestContext, who: ReturnType<typeof visitor>, note = "") {
  return book(request, await firstFreeWindow(request), who, note, who.description);
}

async function walkIn(page: Page, who: ReturnType<typeof visitor>) {
  await page.goto("/admin/tickets/new");
  await page.getByLabel("Customer name").fill(who.name);
  await page.getByLabel("E-mail", { exact: true }).fill(who.email);
  await page.getByLabel("Phone", { exact: true }).fill(who.phone);
  await page.getByLabel("Reported problem").fill(who.description);
  return createTicket(page);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const history = (page: Page) => page.getByRole("region", { name: "History" });

test("Check in from the day's bookings makes the prefilled ticket and marks the booking attended (390 px)", async ({
  page,
  request,
}) => {
  const who = visitor("Casey Checkin");
  const booking = await bookFirst(request, who, "Bring the charger");
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/bookings?day=${booking.day}`);
  const item = page.getByRole("listitem").filter({ hasText: who.name });
  await expect(item.getByRole("link", { name: `Check in ${who.name}` })).toHaveAttribute(
    "href",
    `/admin/tickets/new?booking=${booking.id}`,
  );
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAxeClean(page);

  await item.getByRole("link", { name: `Check in ${who.name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check in");
  await expect(page.getByLabel("Customer name")).toHaveValue(who.name);
  await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue(who.email);
  await expect(page.getByLabel("Reported problem")).toHaveValue(`${who.description}\n\nBooking note: Bring the charger`);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectAxeClean(page);
  const ticket = await createTicket(page);

  // The drop-off is no longer waiting on the day's list; the lead shows it attended, and its ticket.
  await page.goto(`/admin/bookings?day=${booking.day}`);
  await expect(page.getByRole("heading", { level: 2, name: /\d{4}$/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: who.name })).toHaveCount(0);
  await page.goto(ticket.path);
  await page.getByRole("link", { name: /^Lead \d+$/ }).click();
  await expect(page.getByRole("region", { name: "Booking" })).toContainText("Attended");
  await expect(page.getByText(/^This lead has ticket/)).toContainText(`${ticket.number} (Received).`);
  await expect(page.getByText("Booked", { exact: true }).first()).toBeVisible();
});

test("a note without a change of stage or status, on a lead and on a ticket", async ({ page, request }) => {
  const who = visitor("Nora Note");
  const leadId = await diagnose(request, who, who.description);
  await signIn(page);
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByLabel(/^Note/).fill("Called, left voicemail");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.getByLabel(/^Note/)).toHaveValue("");
  await expect(history(page).getByRole("listitem").last()).toContainText("Note (New)");
  await expect(history(page).getByRole("listitem").last()).toContainText("Called, left voicemail");
  await expect(page.getByText("New", { exact: true }).first()).toBeVisible();
  await expectAxeClean(page);

  const ticket = await walkIn(page, visitor("Nora Note"));
  await page.getByLabel(/^Private note/).fill("Called, left voicemail");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Note added." })).toBeVisible();
  await expect(history(page).getByRole("listitem").last()).toContainText("Note (Received)");
  await expect(history(page).getByRole("listitem").last()).toContainText("Private: Called, left voicemail");
  await expect(page.getByRole("radio", { name: "Diagnosing", exact: true })).toBeVisible();
  await expectAxeClean(page);
  // The note stays after a reload, and the ticket is still received.
  await page.goto(ticket.path);
  await expect(history(page)).toContainText("Called, left voicemail");
});

test("cancelling a booking after the ticket was made leaves the lead where it was", async ({ page, request }) => {
  const who = visitor("Carl Cancel");
  const booking = await bookFirst(request, who);
  await signIn(page);
  await page.goto(`/admin/bookings?day=${booking.day}`);
  const item = page.getByRole("listitem").filter({ hasText: who.name });
  const leadPath = (await item.getByRole("link", { name: who.name, exact: true }).getAttribute("href"))!;
  await page.goto(leadPath);
  await page.getByRole("link", { name: "Create ticket" }).click();
  await createTicket(page);

  await page.goto(`/admin/bookings?day=${booking.day}`);
  page.once("dialog", (dialog) => void dialog.accept());
  await item.getByRole("button", { name: /^Cancel booking/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: who.name })).toHaveCount(0);
  await page.goto(leadPath);
  await expect(page.getByRole("region", { name: "Booking" })).toContainText("Cancelled");
  await expect(page.getByText("Booked", { exact: true }).first()).toBeVisible();
  await expect(history(page).getByRole("listitem").last()).toContainText("New → Booked");
});

/** Signs in a browser without JavaScript: every step below is a plain form post. */
async function noScriptAdmin(browser: Browser, baseURL: string, headers: Record<string, string>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, extraHTTPHeaders: headers });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { page, context };
}

/**
 * A walk-in's repair is declined (cancelled), then the machine collected: "Returned unrepaired",
 * which asks first. axe is a script, so it runs only where JavaScript is on.
 */
async function declineAndReturn(page: Page, { axe }: { axe: boolean }) {
  await page.setViewportSize({ width: 390, height: 844 });
  const who = visitor("Dana Decline");
  const ticket = await walkIn(page, who);
  // The customer's phone and e-mail are one tap away.
  const facts = page.getByRole("region", { name: "Ticket" });
  await expect(facts.getByRole("link", { name: who.phone })).toHaveAttribute("href", `tel:${who.phone.replace(/\D/g, "")}`);
  await expect(facts.getByRole("link", { name: who.email })).toHaveAttribute("href", `mailto:${who.email}`);

  await page.getByRole("radio", { name: "Cancelled", exact: true }).check();
  await page.getByLabel(/^Private note/).fill("Declined the $300 quote");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Now" })).toHaveText("Now Cancelled.");
  // Cancelled, the machine is still on the shelf.
  await expect(page.getByText("in the shop since today")).toBeVisible();

  await page.getByRole("radio", { name: "Returned unrepaired", exact: true }).check();
  await page.getByLabel(/^Note for the customer/).fill("Collected, thank you");
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "confirm" })).toHaveText("Please confirm: this status is final.");
  await expect(page.getByText(/^Returned unrepaired is final/)).toBeVisible();
  await expect(page.getByRole("radio", { name: "Returned unrepaired", exact: true })).toBeChecked();
  await expect(page.getByLabel(/^Note for the customer/)).toHaveValue("Collected, thank you");
  await expect(page.getByRole("status").filter({ hasText: "Now" })).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
  if (axe) {
    await expect(page.getByRole("checkbox", { name: /^Yes, mark it returned unrepaired/ })).toBeFocused();
    await expectAxeClean(page);
  }
  await page.getByRole("checkbox", { name: /^Yes, mark it returned unrepaired/ }).check();
  await page.getByRole("button", { name: "Change status" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Now" })).toHaveText("Now Returned unrepaired.");
  await expect(page.getByText(/^Returned unrepaired \w{3} \d+, \d{4}, the same day$/)).toBeVisible();
  await expect(page.getByText("in the shop since today")).toHaveCount(0);
  await expect(page.getByRole("radio")).toHaveCount(0);
  if (axe) await expectAxeClean(page);

  // The tickets list says when it left, not how long it has been in the shop.
  await page.goto(`/admin/tickets?q=${encodeURIComponent(who.name)}`);
  await expect(page.getByRole("listitem").filter({ hasText: ticket.number })).toContainText(
    /Returned unrepaired \w{3} \d+, \d{4}, the same day/,
  );
}

test("a declined repair is returned unrepaired after a confirmation (390 px)", async ({ page }) => {
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 400 asking to confirm" });
  await signIn(page);
  await declineAndReturn(page, { axe: true });
});

test("the same confirmation works without JavaScript", async ({ browser, baseURL, extraHTTPHeaders }) => {
  const { page, context } = await noScriptAdmin(browser, baseURL!, extraHTTPHeaders ?? {});
  await declineAndReturn(page, { axe: false });
  await context.close();
});

test("the lead page links its ticket, and a second Create ticket asks first", async ({ page, request }) => {
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 409 answer" });
  const who = visitor("Lee Link");
  const leadId = await diagnose(request, who, who.description);
  await signIn(page);
  await page.goto(`/admin/leads/${leadId}`);
  await page.getByRole("link", { name: "Create ticket" }).click();
  const first = await createTicket(page);

  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByText(/^This lead has ticket/)).toHaveText(`This lead has ticket ${first.number} (Received).`);
  await expect(page.getByRole("link", { name: first.number })).toHaveAttribute("href", first.path);
  await expectAxeClean(page);

  await page.getByRole("link", { name: "Create another ticket" }).click();
  await expect(page.getByText("This lead already has a ticket:")).toBeVisible();
  await expect(page.getByRole("link", { name: first.number })).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel("Make and model").fill("Second machine");
  await fillIntake(page);
  await page.getByRole("button", { name: "Create ticket" }).click();
  await expect(page.getByRole("alert").first()).toContainText(`This lead already has ticket ${first.number}.`);
  await expect(page.getByLabel("Make and model")).toHaveValue("Second machine");
  await page.getByRole("checkbox", { name: /^Yes, make another ticket/ }).check();
  const second = await createTicket(page, "Second machine");
  expect(second.number).not.toBe(first.number);
  await page.goto(`/admin/leads/${leadId}`);
  await expect(page.getByText(/^This lead has tickets/)).toContainText(second.number);
});

test("the ticket's edit form shows what was saved: two saves of different fields both stay", async ({ page }) => {
  await signIn(page);
  const who = visitor("Eddie Edit");
  const ticket = await walkIn(page, who);
  // The page's reload after a save is held until the save's answer is on screen, as on a slow
  // connection: the form must not go back to the values it was loaded with meanwhile.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/admin\/tickets\/\d+\.data/, async (route) => {
    if (route.request().method() === "GET") await held;
    await route.continue();
  });
  const estimate = page.getByLabel("Estimate in dollars (optional)");
  await estimate.fill("189");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(estimate).toHaveValue("189");
  release();
  await expect(page.getByRole("region", { name: "Ticket" })).toContainText("$189.00");
  await expect(estimate).toHaveValue("189.00");

  await page.getByLabel("Make and model").fill("Lenovo ThinkPad X1");
  await page.getByLabel("Promised by (optional)").fill("2030-01-15");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("region", { name: "Ticket" })).toContainText("Lenovo ThinkPad X1");

  await page.goto(ticket.path);
  const facts = page.getByRole("region", { name: "Ticket" });
  await expect(facts).toContainText("$189.00");
  await expect(facts).toContainText("Lenovo ThinkPad X1");
  await expect(facts).toContainText("Jan 15, 2030");
  await expect(page.getByLabel("Estimate in dollars (optional)")).toHaveValue("189.00");
  await expect(page.getByLabel("Make and model")).toHaveValue("Lenovo ThinkPad X1");
  await expect(page.getByLabel("Promised by (optional)")).toHaveValue("2030-01-15");
  await expectAxeClean(page);
});
