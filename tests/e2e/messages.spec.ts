import { expect, expectAxeClean, test } from "./fixtures";
import { leadIdFromAlert, waitForMail } from "./mail";
import {
  addresses,
  book,
  compactTime,
  createTicket,
  openTodayLater,
  readIcs,
  resetSettings,
  saveSettings,
  sidewaysScroll,
  signIn,
  slots,
  TODAY_SETTINGS,
  windowLaterToday,
} from "./shop";

const SAVED_PHONE = "(321) 555-0166";

// Each test changes settings for a while (put back in `finally`) and walks several pages.
test.describe.configure({ timeout: 120_000 });

test("a visitor books: the confirmation arrives with the .ics and the saved phone, the alert answers to them, the outbox shows the text", async ({
  page,
  request,
}) => {
  const stamp = String(Date.now());
  const visitor = { name: `Mel Messages ${stamp}`, email: `mel.${stamp}@example.com`, phone: `(321) 555-${stamp.slice(-4)}` };
  const note = `Charger & <b>bag</b> ${stamp}`;
  await signIn(page);
  try {
    // The owner's saved phone, not the environment's default, goes into the visitor's messages.
    await saveSettings(page, [["Phone", SAVED_PHONE]]);
    const slot = (await slots(request)).flatMap((d) => d.windows).find((w) => !w.full)!;
    const booking = await book(request, slot, visitor, note);

    const confirmation = await waitForMail(`Hello ${visitor.name},`);
    expect(addresses(confirmation.to)).toEqual([visitor.email]);
    expect(confirmation.subject).toMatch(new RegExp(`^Your drop-off at .+: .+, ${slot.label}$`));
    expect(confirmation.text).toContain(`Phone: ${SAVED_PHONE}`);
    expect(confirmation.text).toContain(`Your note: ${note}`);
    expect(confirmation.html).toContain(`Charger &amp; &lt;b&gt;bag&lt;/b&gt; ${stamp}`);
    expect(confirmation.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`drop-off-${slot.day}.ics`, "text/calendar"],
    ]);
    const ics = readIcs(confirmation.attachments[0]!.content.toString("utf8"));
    expect(ics.get("DTSTART")).toBe(compactTime(slot.startsAt));
    expect(ics.get("DTEND")).toBe(compactTime(slot.endsAt));
    expect(ics.get("UID")).toBe(`booking-${booking.ref}@${new URL(page.url()).host}`);
    expect(ics.get("DESCRIPTION")).toContain(`Phone: ${SAVED_PHONE.replace(/,/g, "\\,")}`);

    // The shop's alert: answering it writes to the visitor; their address and phone are links.
    const alert = await waitForMail(`Visitor's note: ${note}`);
    expect(alert.subject).toMatch(/^New booking: /);
    expect(addresses(alert.to)).toEqual(["shop@e2e.example"]);
    expect(addresses(alert.replyTo)).toEqual([visitor.email]);
    expect(alert.html).toContain(`href="mailto:mel.${stamp}@example.com"`);
    expect(alert.html).toContain(`href="tel:321555${stamp.slice(-4)}"`);

    // The outbox names who each message went to and shows its text, as text.
    await page.goto("/admin/outbox");
    await expect(page.getByRole("heading", { level: 1, name: "Outbox" })).toBeVisible();
    await expect(page.getByText(/alerts to the shop’s own addresses, and messages to a customer/)).toBeVisible();
    // Other tests on this worker's server may book the same window: keep to this visitor's messages.
    const sent = page.getByRole("article", { name: confirmation.subject! }).filter({ hasText: visitor.email });
    await expect(sent).toContainText(`booking-confirmation · to the customer ${visitor.email}`);
    await expect(sent).toContainText(`Attached:drop-off-${slot.day}.ics`);
    const shopAlert = page.getByRole("article", { name: alert.subject! }).filter({ hasText: visitor.email });
    await expect(shopAlert).toContainText("booking-alert · to the shop’s alerts");
    await expect(shopAlert).toContainText(`Reply-To:${visitor.email}`);
    const text = sent.locator("pre");
    await expect(text).toBeHidden();
    await sent.getByText("Show the text").click();
    await expect(text).toBeVisible();
    await expect(text).toContainText(`Hello ${visitor.name},`);
    await expect(text).toContainText(`Your note: ${note}`);
    await expect(sent.locator("pre b")).toHaveCount(0);
    await expectAxeClean(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(text).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
  } finally {
    await resetSettings(page, ["Phone"]);
  }
});

test("the dashboard opens with today's list: a drop-off to check in, a lead waiting, a machine not collected, a promise due", async ({
  page,
  request,
}) => {
  const later = windowLaterToday();
  test.skip(later === null, "too close to midnight in the shop for a window later today");
  const { now, start } = later!;
  const stamp = String(Date.now());
  const visitor = { name: `Tess Today ${stamp}`, email: `tess.${stamp}@example.com`, phone: `(321) 556-${stamp.slice(-4)}` };
  const waiting = { name: `Wendy Waiting ${stamp}`, email: `wendy.${stamp}@example.com`, phone: "" };
  await signIn(page);
  try {
    // Today's weekday takes drop-offs in one window later today; both thresholds list at once
    // (a lead or a machine made now has waited no time; the counting itself is unit-tested).
    await openTodayLater(page, now.weekday, start);
    const today = (await slots(request)).find((d) => d.day === now.date);
    expect(today?.windows.map((w) => w.start)).toEqual([start]);
    const booking = await book(request, today!.windows[0]!, visitor, "");
    const lead = await request.post("/api/diagnose.php", {
      data: { issue: "virus", description: "Pop-ups everywhere.", userInfo: { ...waiting, timestamp: new Date().toISOString() } },
    });
    expect(lead.status()).toBe(201);
    const leadId = await leadIdFromAlert(waiting.email);

    // Two walk-in tickets through the form: one promised for today, one finished and waiting.
    const ticket = async (name: string, promisedOn?: string) => {
      await page.goto("/admin/tickets/new");
      await page.getByLabel("Customer name").fill(name);
      await page.getByRole("textbox", { name: "Phone", exact: true }).fill("321-555-0123");
      await page.getByLabel("Reported problem").fill("No power");
      if (promisedOn) await page.getByLabel("Promised by (optional)").fill(promisedOn);
      return createTicket(page, `Model ${name}`);
    };
    const promised = await ticket(`Pat Promise ${stamp}`, now.date);
    const ready = await ticket(`Rory Ready ${stamp}`);
    await page.getByRole("radio", { name: "Ready for pickup", exact: true }).check();
    await page.getByRole("button", { name: "Change status" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Now" })).toContainText("Now Ready for pickup.");

    await page.goto("/admin");
    const list = page.getByRole("region", { name: /^Today, / });
    await expect(list).toBeVisible();
    // It comes first, before the charts.
    expect(await page.locator("section[aria-labelledby] h2").first().textContent()).toMatch(/^Today, /);

    const dropOffs = list.getByRole("list", { name: "Drop-offs booked today" });
    const item = dropOffs.getByRole("listitem").filter({ hasText: visitor.name });
    await expect(item).toContainText(today!.windows[0]!.label);
    await expect(item.getByRole("link", { name: visitor.name, exact: true })).toHaveAttribute("href", /^\/admin\/leads\/\d+$/);
    await expect(item.getByRole("link", { name: `Check in ${visitor.name}` })).toHaveAttribute(
      "href",
      `/admin/bookings?day=${now.date}`,
    );
    expect(booking.id).toBeGreaterThan(0);

    const leads = list.getByRole("list", { name: "New leads unanswered" });
    await expect(leads.getByRole("link", { name: waiting.name, exact: true })).toHaveAttribute("href", `/admin/leads/${leadId}`);
    const uncollected = list.getByRole("list", { name: "Ready for pickup, not collected" });
    await expect(uncollected.getByRole("link", { name: ready.number })).toHaveAttribute("href", ready.path);
    const promises = list.getByRole("list", { name: "Promised for today or earlier, not ready" });
    const promise = promises.getByRole("listitem").filter({ hasText: promised.number });
    await expect(promise).toContainText("due today");
    await expect(promise.getByRole("link", { name: promised.number })).toHaveAttribute("href", promised.path);
    // The ready machine's promise (none) and the promised one's readiness keep each in its own list.
    await expect(promises.getByRole("link", { name: ready.number })).toHaveCount(0);
    await expectAxeClean(page);

    // The check-in link opens that day's bookings, where the drop-off is.
    await item.getByRole("link", { name: `Check in ${visitor.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/bookings\\?day=${now.date}$`));
    await expect(page.getByRole("listitem").filter({ hasText: visitor.name }).first()).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: /^Today, / })).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectAxeClean(page);
  } finally {
    await resetSettings(page, Object.values(TODAY_SETTINGS));
  }
});
