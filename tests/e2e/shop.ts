import type { APIRequestContext, Page } from "@playwright/test";
import type { AddressObject } from "mailparser";

import { E2E_ADMIN_PASSWORD, E2E_OWNER_EMAIL } from "./constants";
import { expect } from "./fixtures";
import { confirmationLink, latestBookingOf, leadIdFromAlert } from "./mail";

/** The owner's steps and the visitor's requests that several specs walk through. */

/** The e2e server's shop time zone (SHOP_TIMEZONE's default). */
export const SHOP_TZ = "America/New_York";

/** Signs the owner in at `path` (the sign-in form shows there) and waits for that page. */
export async function signIn(page: Page, path = "/admin") {
  await page.goto(path === "/admin" ? "/admin/login" : path);
  await page.getByLabel("E-mail").fill(E2E_OWNER_EMAIL);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\$&")}$`));
}

/** Saves settings through the owner's form, each field by its label. */
export async function saveSettings(page: Page, fields: Array<[label: string, value: string]>) {
  await page.goto("/admin/settings");
  for (const [label, value] of fields)
    await page
      .getByRole("textbox", { name: label, exact: true })
      .or(page.getByRole("spinbutton", { name: label, exact: true }))
      .fill(value);
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved:" })).toBeVisible();
}

/** Puts fields back to their defaults through the page's own buttons, for the rest of the suite. */
export async function resetSettings(page: Page, labels: string[]) {
  await page.goto("/admin/settings");
  for (const label of labels) {
    const reset = page.getByRole("button", { name: `Reset to default: ${label}` });
    if ((await reset.count()) === 0) continue;
    await reset.click();
    await expect(page.getByRole("status").filter({ hasText: `${label} is back to its default.` })).toBeVisible();
  }
}

/** The shop's date, weekday and minutes since midnight now. */
export function shopNow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: SHOP_TZ,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "long",
      hourCycle: "h23",
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday!,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The settings labels a "today" test changes (and puts back in `finally`). */
export const TODAY_SETTINGS = {
  windows: "Drop-off windows",
  leadHours: "New lead unanswered: flag after (working hours)",
  readyDays: "Ready, not collected: flag after (days)",
} as const;

/**
 * A drop-off window from a few minutes from now to 23:59 in the shop, whatever the time of day the
 * suite runs; null within ten minutes of the shop's midnight (the caller skips then).
 */
export function windowLaterToday() {
  const now = shopNow();
  const startMinutes = Math.ceil((now.minutes + 5) / 5) * 5;
  if (startMinutes > 23 * 60 + 50) return null;
  const start = `${String(Math.floor(startMinutes / 60)).padStart(2, "0")}:${String(startMinutes % 60).padStart(2, "0")}`;
  return { now, start };
}

/**
 * Saves today's weekday with only that window, and both "today" thresholds at 0 so a lead or a
 * machine made now lists at once (the counting itself is unit-tested).
 */
export async function openTodayLater(page: Page, weekday: string, start: string) {
  await saveSettings(page, [
    [weekday, `${start}-23:59`],
    [TODAY_SETTINGS.leadHours, "0"],
    [TODAY_SETTINGS.readyDays, "0"],
  ]);
}

export interface Slot {
  day: string;
  start: string;
  startsAt: string;
  endsAt: string;
  label: string;
  full: boolean;
}

export interface Visitor {
  name: string;
  email: string;
  phone: string;
}

/** The drop-off days and windows the site offers now. */
export async function slots(request: APIRequestContext): Promise<Array<{ day: string; windows: Slot[] }>> {
  return ((await (await request.get("/api/booking-slots")).json()) as { days: Array<{ day: string; windows: Slot[] }> }).days;
}

/** The first window with a place left. */
export async function firstFreeWindow(request: APIRequestContext): Promise<Slot> {
  return (await slots(request)).flatMap((d) => d.windows).find((w) => !w.full)!;
}

/**
 * Books `slot` for the visitor through the booking API, as the booking form does, and (e-mail on,
 * as on the e2e server) confirms it from the e-mail the visitor gets, as they would. Answers the
 * booking's id, day and opaque reference. `headers` may name another client address.
 */
export async function book(
  request: APIRequestContext,
  slot: Slot,
  visitor: Visitor,
  note = "",
  description = "",
  headers: Record<string, string> = {},
) {
  const response = await request.post("/api/book-slot", {
    headers,
    data: {
      day: slot.day,
      start: slot.start,
      note,
      issue: "slow",
      description: description || "It takes five minutes to open a browser.",
      userInfo: { ...visitor, timestamp: new Date().toISOString() },
    },
  });
  expect([201, 202]).toContain(response.status());
  if (response.status() === 202) {
    const link = await confirmationLink(visitor.email);
    const confirmed = await request.post(link.pathname, { form: { confirm: "1" }, headers: { ...headers, origin: link.origin } });
    expect(confirmed.status()).toBe(200);
    expect(await confirmed.text()).toContain("You are booked in for ");
  }
  return latestBookingOf(visitor.email);
}

/** Sends the diagnosis form's request for the visitor; answers the lead's id, read from the shop's alert. */
export async function diagnose(request: APIRequestContext, visitor: Visitor, description: string, issue = "slow") {
  const r = await request.post("/api/diagnose.php", {
    data: { issue, description, userInfo: { ...visitor, timestamp: new Date().toISOString() } },
  });
  expect(r.status()).toBe(201);
  return leadIdFromAlert(description);
}

/** A tiny RFC 5545 reader: unfolds lines and maps property names to values. */
export function readIcs(text: string): Map<string, string> {
  const lines = text
    .split("\r\n")
    .reduce<string[]>((acc, l) => (l.startsWith(" ") ? [...acc.slice(0, -1), acc.at(-1)! + l.slice(1)] : [...acc, l]), []);
  return new Map(lines.filter((l) => l.includes(":")).map((l) => [l.slice(0, l.indexOf(":")), l.slice(l.indexOf(":") + 1)]));
}

/** The plain addresses of a parsed message's To, Cc or Reply-To. */
export const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address));

/** An ISO time as an .ics UTC time (20261124T140000Z). */
export const compactTime = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** How far the page scrolls sideways (0 or less: not at all). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The new-ticket form's intake, the shortest honest way: it powers on, no passcode needed, no
 * backup, and the customer signs by typing their name (the one on the form unless `signer`).
 */
export async function fillIntake(page: Page, signer?: string) {
  const intake = page.getByRole("region", { name: "Intake" });
  await intake.getByRole("group", { name: "Powers on" }).getByRole("radio", { name: "Yes" }).check();
  await intake.getByRole("radio", { name: "Not needed" }).check();
  await intake.getByRole("radio", { name: "No backup" }).check();
  const name = signer ?? (await page.getByLabel("Customer name").inputValue());
  await intake.getByLabel(/^Type your full name/).fill(name);
}

/**
 * "Picked up" in the status form: ticks "Device handed back" and signs by typing `signer`. The
 * checklist shows once Picked up is chosen (with JavaScript) or the server asked for it.
 */
export async function signPickup(page: Page, signer = "The Customer") {
  await page.getByRole("checkbox", { name: "Device handed back" }).check();
  await page
    .getByRole("group", { name: "Customer's signature at pickup" })
    .getByLabel(/^Type your full name/)
    .fill(signer);
}

/** Fills the rest of the new-ticket form and creates it; answers the ticket's path and number. */
export async function createTicket(page: Page, model = "Lenovo ThinkPad T14") {
  await page.getByLabel("Make and model").fill(model);
  await fillIntake(page);
  await page.getByRole("button", { name: "Create ticket" }).click();
  await expect(page).toHaveURL(/\/admin\/tickets\/\d+\?created=1$/);
  // The address changes before the ticket page has rendered: wait for its heading.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/SC-\d{4}-\d{4}/);
  const number = /SC-\d{4}-\d{4}/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![0];
  return { path: new URL(page.url()).pathname, number };
}
