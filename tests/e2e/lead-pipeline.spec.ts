import type { APIRequestContext, Page } from "@playwright/test";

import { leadIdFromAlert } from "./mail";
import { expect, expectAxeClean, test } from "./fixtures";
import { signIn } from "./shop";

/**
 * Contact details of one test alone: a second request from the same person while their lead is
 * open would be a follow-up on that lead, not a lead of its own.
 */
function contact() {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-7);
  return { email: `casey.park+${tag}@example.com`, phone: `(321) ${tag.slice(0, 3)}-${tag.slice(3)}`, tag };
}

async function postLead(request: APIRequestContext, name: string, description: string, who = contact()): Promise<number> {
  const r = await request.post("/api/diagnose.php", {
    data: {
      issue: "slow",
      description,
      userInfo: { name, email: who.email, phone: who.phone, timestamp: new Date().toISOString() },
    },
  });
  expect(r.status()).toBe(201);
  return leadIdFromAlert(who.email);
}

async function move(page: Page, to: string, { note, reason }: { note?: string; reason?: string } = {}) {
  await page.getByRole("radio", { name: to, exact: true }).check();
  if (note) await page.getByLabel(/^Note/).fill(note);
  if (reason) await page.getByLabel("Reason lost").fill(reason);
  await page.getByRole("button", { name: "Move lead" }).click();
}

/**
 * The move is announced from the action's answer before the page's data is read again; the form
 * is drawn for the new stage once it no longer offers the stage just reached. Waiting for that
 * keeps the next step from racing the reload (which redraws the form and takes its focus).
 */
async function expectMoved(page: Page, from: string, to: string) {
  await expect(page.getByRole("status")).toHaveText(`Moved from ${from} to ${to}.`);
  await expect(page.getByRole("radio", { name: to, exact: true })).toHaveCount(0);
}

const historyItems = (page: Page) => page.getByRole("region", { name: "History" }).getByRole("listitem");

for (const width of [1280, 390]) {
  test(`a lead moves new → contacted → quoted → lost and back to contacted, with its history (${width} px)`, async ({
    page,
    request,
  }) => {
    // Four axe runs and a dozen round trips on a shared machine.
    test.setTimeout(120_000);
    test.info().annotations.push({
      type: "allow-console-errors",
      description: "the browser logs the 400 answer to a move with no reason",
    });
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${Date.now()}-${width}`;
    const who = contact();
    const id = await postLead(request, "Casey Park", `Fan screams on boot ${stamp}`, who);
    await signIn(page);

    await page.goto("/admin/leads?stage=new");
    const row = page.getByRole("article").filter({ hasText: `Fan screams on boot ${stamp}` });
    await expect(row).toContainText("New");
    await expect(row).toContainText("for just now");
    await expectAxeClean(page);
    await row.getByRole("link", { name: "Computer is running slow — Casey Park" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Computer is running slow — Casey Park");
    const request_ = page.getByRole("region", { name: "Request" });
    await expect(request_.getByRole("link", { name: who.email })).toHaveAttribute(
      "href",
      `mailto:casey.park%2B${who.tag}@example.com`,
    );
    await expect(request_.getByRole("link", { name: who.phone })).toHaveAttribute("href", `tel:321${who.tag}`);
    await expect(page.getByRole("region", { name: "Booking" })).toContainText("No booking.");
    await expectAxeClean(page);

    await move(page, "Contacted", { note: "Called; will send a quote" });
    await expectMoved(page, "New", "Contacted");
    await expect(page.getByLabel(/^Note/)).toHaveValue("");
    await move(page, "Quoted");
    await expectMoved(page, "Contacted", "Quoted");

    // Lost needs a reason: refused, announced, focused, and nothing typed is lost.
    await move(page, "Lost", { note: "No answer to the quote" });
    await expect(page.getByRole("alert")).toHaveText("The lead was not moved. Check the marked fields.");
    await expect(page.getByLabel("Reason lost")).toBeFocused();
    await expect(page.getByLabel("Reason lost")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Say why the lead was lost.")).toBeVisible();
    await expect(page.getByLabel(/^Note/)).toHaveValue("No answer to the quote");
    await expectAxeClean(page);
    await page.getByLabel("Reason lost").fill("Bought a new laptop");
    await page.getByRole("button", { name: "Move lead" }).click();
    await expectMoved(page, "Quoted", "Lost");
    await expect(page.getByText("Reason lost:")).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Reason lost: Bought a new laptop");
    // From lost, the only way is back to contacted.
    await expect(page.getByRole("group", { name: /Move to/ }).getByRole("radio")).toHaveCount(1);
    await move(page, "Contacted", { note: "He called back" });
    await expectMoved(page, "Lost", "Contacted");

    await expect(historyItems(page)).toHaveCount(5);
    const texts = await historyItems(page).allTextContents();
    expect(texts.map((t) => t.replace(/ · .*?(AM|PM)/, ""))).toEqual([
      "Started as NewVisitor",
      // Each change names who made it: the owner, signed in.
      "New → ContactedOwnerCalled; will send a quote",
      "Contacted → QuotedOwner",
      "Quoted → LostOwnerNo answer to the quote",
      "Lost → ContactedOwnerHe called back",
    ]);
    await expectAxeClean(page);

    await page.getByRole("link", { name: "All leads" }).click();
    await page.getByRole("link", { name: /^Contacted \(\d+\)$/ }).click();
    await expect(page.getByRole("article").filter({ hasText: `Fan screams on boot ${stamp}` })).toContainText("Contacted");
    await expectAxeClean(page);
    // Nothing on either page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto(`/admin/leads/${id}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("a move made meanwhile in another tab is refused with a clear message", async ({ page, context, request }) => {
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 409 answer" });
  const id = await postLead(request, "Robin Vale", `Two tabs ${Date.now()}`);
  await signIn(page);
  await page.goto(`/admin/leads/${id}`);
  const other = await context.newPage();
  await other.goto(`/admin/leads/${id}`);
  await move(other, "Quoted");
  await expect(other.getByRole("status")).toHaveText("Moved from New to Quoted.");

  await move(page, "Done", { note: "Picked up" });
  await expect(page.getByRole("alert")).toHaveText(
    "Someone else changed this lead meanwhile (it is now Quoted). Nothing was saved: check its history and choose again.",
  );
  await expect(page.getByRole("group", { name: /Move to/ }).getByRole("radio", { name: "Quoted" })).toHaveCount(0);
  await expect(historyItems(page)).toHaveCount(2);
  await expect(page.getByLabel(/^Note/)).toHaveValue("Picked up");
});

test("an unknown or malformed lead id is a 404 page, and a cross-site move is refused", async ({ page, request }) => {
  test.info().annotations.push({ type: "allow-console-errors", description: "the browser logs the 404 answers" });
  const id = await postLead(request, "Lee Quinn", `Cross-site ${Date.now()}`);
  await signIn(page);
  for (const path of ["/admin/leads/999999", "/admin/leads/abc", "/admin/leads/1.5", "/admin/leads/0"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
  const cookies = await page.context().cookies();
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const crossSite = await request.post(`/admin/leads/${id}`, {
    form: { from: "new", to: "done" },
    headers: { cookie, origin: "https://evil.example" },
    maxRedirects: 0,
  });
  // Refused before any move: React Router's own origin check or the page's action.
  expect([400, 403]).toContain(crossSite.status());
  const bad = await request.post(`/admin/leads/${id}`, {
    form: { from: "new", to: "archived" },
    headers: { cookie },
    maxRedirects: 0,
  });
  expect(bad.status()).toBe(400);
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByText("New", { exact: true }).first()).toBeVisible();
  await expect(historyItems(page)).toHaveCount(1);
});
