import type { APIRequestContext, Page } from "@playwright/test";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expectAxeClean, expect, test } from "./fixtures";
import { confirmationLink, waitForMail } from "./mail";
import { book } from "./shop";

// The book-slot API allows 10 requests a minute per address; each test has its own (fixtures.ts).
// Each test walks a whole journey with several axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface Slot {
  day: string;
  start: string;
  end: string;
  label: string;
  startsAt: string;
  endsAt: string;
  left: number;
  full: boolean;
}
interface SlotDay {
  day: string;
  label: string;
  windows: Slot[];
}

let VISITOR = { name: "Bea Booker", email: "bea.booker@example.com", phone: "(321) 555-0199" };

// Each test its own visitor: one person's second request while their lead is open is a follow-up on it.
test.beforeEach(() => {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  VISITOR = { name: "Bea Booker", email: `bea.booker.${tag}@example.com`, phone: `(321) ${tag.slice(0, 3)}-${tag.slice(3)}` };
});

async function openSlots(request: APIRequestContext): Promise<SlotDay[]> {
  const response = await request.get("/api/booking-slots");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  return ((await response.json()) as { days: SlotDay[] }).days;
}

async function slotNow(request: APIRequestContext, day: string, start: string): Promise<Slot> {
  const found = (await openSlots(request)).find((d) => d.day === day)?.windows.find((w) => w.start === start);
  expect(found, `${day} ${start} on offer`).toBeTruthy();
  return found!;
}

/** Takes the places of a window through the API (each confirmed from its e-mail), as other visitors would, each from an address of their own. */
async function fill(request: APIRequestContext, slot: Slot, count: number, tag: string) {
  const stamp = `${Date.now()}`.slice(-6);
  for (let i = 0; i < count; i++) {
    const other = { name: `Other Visitor ${tag}${stamp}${i}`, email: `other-${tag}${stamp}${i}@example.com`, phone: "" };
    await book(request, slot, other, "", "Filled by the test", {
      "x-forwarded-for": `198.18.${Number(stamp) % 250}.${i + 1}`,
    });
  }
}

async function diagnose(page: Page) {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: /^Name/ }).fill(VISITOR.name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(VISITOR.email);
  await page.getByRole("textbox", { name: /^Phone/ }).fill(VISITOR.phone);
  await page.getByRole("button", { name: "Continue to Diagnosis" }).click();
  await expect(page).toHaveURL(/\/diagnosis$/);
  await page.getByRole("radio", { name: "Computer is running slow" }).check();
  await page.getByRole("textbox", { name: "Describe the problem" }).fill("It takes five minutes to open a browser.");
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/diagnose.php"));
  await page.getByRole("button", { name: "Get Solutions" }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Recommended Solutions:" })).toBeFocused();
  await expect(page.getByRole("heading", { name: "Bring it in" })).toBeVisible();
}

/** The radio of a window, by the words a screen reader says for it. */
const radioOf = (page: Page, dayLabel: string, slot: Slot) =>
  page.getByRole("radio", { name: new RegExp(`^${dayLabel}, ${slot.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}, `) });

/** A tiny RFC 5545 reader: unfolds lines and maps property names to values. */
function readIcs(text: string): Map<string, string> {
  const lines = text
    .split("\r\n")
    .reduce<string[]>(
      (acc, line) => (line.startsWith(" ") ? [...acc.slice(0, -1), acc.at(-1)! + line.slice(1)] : [...acc, line]),
      [],
    );
  return new Map(lines.filter((l) => l.includes(":")).map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1)]));
}

const compact = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

test("a visitor asks for a window with the keyboard, confirms it from the e-mail, gets the .ics, and the admin cancels it", async ({
  page,
  request,
}) => {
  const days = await openSlots(request);
  expect(days.length).toBeGreaterThan(0);
  // Another window is filled up by other visitors; the picker shows it as full.
  const lastDay = days.at(-1)!;
  const fullSlot = lastDay.windows.at(-1)!;
  await fill(request, fullSlot, fullSlot.left, "a");

  await diagnose(page);
  const firstDay = days[0]!;
  const target = firstDay.windows.find((w) => !w.full && !(w.day === fullSlot.day && w.start === fullSlot.start))!;
  const targetRadio = radioOf(page, firstDay.label, target);
  await expect(targetRadio).toBeEnabled();
  await expect(targetRadio).toHaveAccessibleName(`${firstDay.label}, ${target.label}, ${target.left} places left`);
  const fullRadio = radioOf(page, lastDay.label, fullSlot);
  await expect(fullRadio).toBeDisabled();
  await expect(fullRadio).toHaveAccessibleName(`${lastDay.label}, ${fullSlot.label}, full`);
  await expect(page.getByRole("group", { name: lastDay.label })).toContainText("Full");
  await expectAxeClean(page);

  // Keyboard only: into the group, move with the arrows, back, then the note and the button.
  const firstRadio = page.getByRole("region", { name: "Bring it in" }).getByRole("radio").first();
  await firstRadio.focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowUp");
  await expect(firstRadio).toBeChecked();
  await expect(firstRadio).toHaveAccessibleName(new RegExp(`^${firstDay.label}, ${target.label}`));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: /Note for the technician/ })).toBeFocused();
  await page.keyboard.type("Laptop & charger, <b>password</b> on a sticky note");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Book this time" })).toBeFocused();
  const booked = page.waitForResponse((r) => r.url().endsWith("/api/book-slot"));
  await page.keyboard.press("Enter");
  // E-mail is on: the time is asked for, and held only once the visitor confirms from their e-mail.
  expect((await booked).status()).toBe(202);
  const pending = page.getByRole("status").filter({ hasText: "Check your e-mail to confirm" });
  await expect(pending).toBeFocused();
  await expect(pending).toContainText(VISITOR.email);
  await expect(pending).toContainText(`${firstDay.label}`);
  await expect(pending).toContainText(target.label);
  // The canned solutions stay on the page.
  await expect(page.getByRole("heading", { name: "Recommended Solutions:" })).toBeVisible();
  await expectAxeClean(page);
  expect((await slotNow(request, target.day, target.start)).left).toBe(target.left);

  // The link opens a page that asks; only its button books (a mail scanner opening the link books nothing).
  const link = await confirmationLink(VISITOR.email);
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your drop-off");
  await expect(page.getByRole("form", { name: "Confirm your drop-off" })).toContainText(target.label);
  await expect(page.getByRole("form", { name: "Confirm your drop-off" })).toContainText("<b>password</b>");
  expect((await slotNow(request, target.day, target.start)).left).toBe(target.left);
  await expectAxeClean(page);
  await page.getByRole("button", { name: "Confirm my drop-off" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your drop-off is booked");
  await expect(page.getByText(/^You are booked in for /)).toContainText(target.label);
  await expectAxeClean(page);
  // A second click of the link books nothing more.
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your drop-off is booked");
  expect((await slotNow(request, target.day, target.start)).left).toBe(target.left - 1);

  // The shop's alert for the booking arrives once, through the outbox, with the note as text; the
  // visitor's own confirmation carries the note too, as theirs.
  const alert = await waitForMail("Visitor's note: Laptop & charger, <b>password</b> on a sticky note");
  expect(alert.subject).toMatch(/^New booking: .+ — /);
  expect(alert.text).toContain(`Name: ${VISITOR.name}`);
  expect(alert.html).toContain("Laptop &amp; charger, &lt;b&gt;password&lt;/b&gt; on a sticky note");
  expect(alert.html).not.toContain("<b>password</b>");
  const visitorMail = await waitForMail(`Hello ${VISITOR.name},`);
  expect(visitorMail.text).toContain("Your note: Laptop & charger, <b>password</b> on a sticky note");
  expect(visitorMail.to && !Array.isArray(visitorMail.to) ? visitorMail.to.value.map((a) => a.address) : []).toEqual([
    VISITOR.email,
  ]);
  expect(visitorMail.attachments.map((a) => a.filename)).toEqual([`drop-off-${target.day}.ics`]);
  const ics = readIcs(visitorMail.attachments[0]!.content.toString("utf8"));
  expect(ics.get("DTSTART")).toBe(compact(target.startsAt));
  expect(ics.get("DTEND")).toBe(compact(target.endsAt));
  // An opaque reference, never the running id.
  expect(ics.get("UID")).toMatch(/^booking-[\w-]{16}@127\.0\.0\.1:\d+$/);
  expect(ics.get("DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);

  // The admin sees it on its day and cancels it; the window has its place back.
  await page.goto("/admin/bookings");
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/(products|bookings)/);
  await page.goto(`/admin/bookings?day=${target.day}`);
  await expect(page.getByRole("link", { name: "Bookings", exact: true })).toHaveAttribute("aria-current", "page");
  const item = page.getByRole("listitem").filter({ hasText: VISITOR.name });
  await expect(item).toContainText(target.label);
  await expect(item).toContainText("Computer is running slow");
  await expect(item).toContainText("Laptop & charger, <b>password</b> on a sticky note");
  await expect(item.getByRole("link", { name: VISITOR.name, exact: true })).toHaveAttribute("href", /^\/admin\/leads\/\d+$/);
  await expectAxeClean(page);
  // The lead followed its booking to "booked".
  const leadHref = (await item.getByRole("link", { name: VISITOR.name, exact: true }).getAttribute("href"))!;
  const lead = await page.request.get(leadHref);
  expect(await lead.text()).toMatch(/Booked/);
  page.once("dialog", (dialog) => void dialog.accept());
  await item.getByRole("button", { name: /^Cancel booking/ }).click();
  await expect(page.getByRole("listitem").filter({ hasText: VISITOR.name })).toHaveCount(0);
  await expectAxeClean(page);
  expect((await slotNow(request, target.day, target.start)).left).toBe(target.left);
  // The visitor is told by e-mail, and their link now says the shop cancelled it.
  const cancelled = await waitForMail(`Hello ${VISITOR.name},\n\nYour drop-off at`);
  expect(cancelled.subject).toMatch(/ is cancelled$/);
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This drop-off was cancelled");
  // Nothing there offers to confirm it again.
  await expect(page.getByRole("button", { name: "Confirm my drop-off" })).toHaveCount(0);
});

test("at 390 px: the picker fits, a window that fills up meanwhile answers with the next free one selected", async ({
  page,
  request,
}) => {
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 409 answer" });
  await page.setViewportSize({ width: 390, height: 844 });
  await diagnose(page);
  const days = await openSlots(request);
  const day = days.find((d) => d.windows.filter((w) => !w.full).length >= 2)!;
  const [wanted, next] = day.windows.filter((w) => !w.full) as [Slot, Slot];
  await expectAxeClean(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await radioOf(page, day.label, wanted).check();
  // Others take the last places while this visitor is still choosing.
  await fill(request, wanted, wanted.left, "b");
  await page.getByRole("button", { name: "Book this time" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "That time just filled up" });
  await expect(alert).toContainText(`The next free time is ${day.label}, ${next.label}.`);
  await expect(radioOf(page, day.label, next)).toBeChecked();
  await expect(radioOf(page, day.label, wanted)).toBeDisabled();
  await expect(radioOf(page, day.label, wanted)).toHaveAccessibleName(/, full$/);
  await expectAxeClean(page);
});

test("without JavaScript, the e-mailed link's page confirms with a plain form post at 360 px", async ({
  browser,
  baseURL,
  extraHTTPHeaders,
  request,
}) => {
  const slot = (await openSlots(request)).flatMap((d) => d.windows).find((w) => !w.full)!;
  const asked = await request.post("/api/book-slot", {
    data: {
      day: slot.day,
      start: slot.start,
      issue: "slow",
      description: "Asked without script",
      userInfo: { ...VISITOR, timestamp: new Date().toISOString() },
    },
  });
  expect(asked.status()).toBe(202);
  const link = await confirmationLink(VISITOR.email);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL,
    extraHTTPHeaders,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const opened = await page.goto(link.pathname);
  // The token goes to no other site; this site's own form post keeps its Origin (React Router refuses "null").
  expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your drop-off");
  expect((await slotNow(request, slot.day, slot.start)).left).toBe(slot.left);
  await page.getByRole("button", { name: "Confirm my drop-off" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your drop-off is booked");
  expect((await slotNow(request, slot.day, slot.start)).left).toBe(slot.left - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
});
