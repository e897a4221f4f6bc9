import fs from "node:fs";
import path from "node:path";

import type { Locator, Page } from "@playwright/test";

import { expect, expectAxeClean, test } from "./fixtures";
import { leadIdFromAlert } from "./mail";
import { signIn } from "./shop";

// The triage result on /diagnosis against the production build: the engine's ranking with the
// lead call, the stop warning first, the price-list service, the questions, and the reasoning on
// the shop's lead page. Each test registers a visitor of its own (a second request from the same
// e-mail would join the first one's lead) and comes from an address of its own.

function visitor(label: string) {
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-8);
  return { name: `Robin ${label}`, email: `robin.triage+${label}-${tag}@example.com` };
}

async function register(page: Page, who: { name: string; email: string }) {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: /^Name/ }).fill(who.name);
  await page.getByRole("textbox", { name: /^Email/ }).fill(who.email);
  await page.getByRole("button", { name: "Continue to Diagnosis" }).click();
  await expect(page).toHaveURL(/\/diagnosis$/);
  await expect(page.getByRole("button", { name: "Get Solutions" })).toBeVisible();
}

/** Sends the form and returns the lead call's JSON answer. */
async function diagnose(page: Page, issue: string, description: string): Promise<Record<string, unknown>> {
  await page.getByRole("radio", { name: issue }).check();
  await page.getByRole("textbox", { name: "Describe the problem" }).fill(description);
  const lead = page.waitForResponse((r) => r.url().endsWith("/api/diagnose.php"));
  await page.getByRole("button", { name: "Get Solutions" }).click();
  const response = await lead;
  expect(response.status()).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/** The ranked causes' titles, most likely first. */
const causeTitles = (page: Page): Locator =>
  page.getByRole("list", { name: "Possible causes, most likely first" }).locator(":scope > li > p > span:first-child");

const resultHeadings = (page: Page) => page.getByRole("main").getByRole("heading", { level: 2 });

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error("could not reach the element by Tab");
}

test("a laptop with coffee spilled on it leads with the stop warning and the liquid-damage cleaning at its price", async ({
  page,
}) => {
  const who = visitor("coffee");
  await register(page, who);
  const answer = await diagnose(page, "Computer won't start", "I spilled coffee on my laptop and now it won't turn on");
  // The lead call brought the ranking: the page needs no second call.
  expect(answer).toMatchObject({ success: true, triage: { stop: { cause: "liquid-damage" } } });

  const stop = page.getByRole("heading", { name: "Stop: read this before you try anything" });
  await expect(stop).toBeFocused();
  await expect(resultHeadings(page).first()).toHaveText("Stop: read this before you try anything");
  await expect(page.getByRole("region", { name: "Stop: read this before you try anything" })).toContainText(
    /do not switch it on/i,
  );
  await expect(page.getByRole("heading", { name: "Recommended Solutions:" })).toBeVisible();
  await expect(causeTitles(page).first()).toHaveText("Liquid got inside");

  const service = page.getByRole("region", { name: "How we can help" });
  await expect(service).toContainText("Liquid-damage cleaning");
  // The seeded price list: Liquid-damage cleaning, $129 to $199, four days.
  await expect(service).toContainText("$129–$199, usually 4 working days");
  await expect(
    page.getByText("These suggestions come from our own troubleshooting knowledge, weighed against what you wrote."),
  ).toBeVisible();
  await expectAxeClean(page);

  // The shop's lead page leads with the reasoning.
  const id = await leadIdFromAlert(who.email);
  await signIn(page);
  await page.goto(`/admin/leads/${id}`);
  await expect(page.getByRole("region", { name: "What the diagnosis found" })).toContainText(
    /Likely: Liquid got inside, \d+ %; stop warning shown/,
  );
});

test("a slow 2016 laptop with a hard drive ranks the ageing drive first and offers the SSD upgrade at the price list's price", async ({
  page,
}) => {
  await register(page, visitor("hdd"));
  await diagnose(page, "Computer is running slow", "My laptop from 2016 with a hard drive is very slow, takes ages to boot");

  const heading = page.getByRole("heading", { name: "Recommended Solutions:" });
  await expect(heading).toBeFocused();
  await expect(page.getByRole("heading", { name: /^Stop/ })).toHaveCount(0);
  await expect(causeTitles(page).first()).toHaveText(/^An ageing hard drive/);
  await expect(
    page.getByRole("list", { name: "Possible causes, most likely first" }).locator(":scope > li").first(),
  ).toContainText("Most likely");
  await expect(page.getByRole("list", { name: /^Why: An ageing hard drive/ })).toContainText("You wrote “from 2016”");

  const service = page.getByRole("region", { name: "How we can help" });
  await expect(service).toContainText("SSD upgrade");
  // The labour line ($89) plus the 1 TB SSD ($79 to $129) of the seeded price list, two days.
  await expect(service).toContainText("$168–$218, usually 2 working days");
  await expectAxeClean(page);

  await service.getByRole("button", { name: "Bring it in" }).click();
  await expect(page.getByRole("heading", { name: "Bring it in" })).toBeFocused();
});

test("answering a question by keyboard re-ranks the causes in place, at 360 px with no sideways scroll", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const who = visitor("question");
  await register(page, who);
  await diagnose(page, "Computer is running slow", "My laptop is very slow");

  const card = page.getByRole("region", { name: "A quick question" });
  await expect(card).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recommended Solutions:" })).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  const before = await causeTitles(page).allTextContents();
  expect(before.length).toBeGreaterThan(1);
  const question = (await card.locator("#triage-question-text").textContent()) ?? "";

  const yes = card.getByRole("button", { name: "Yes" });
  await tabTo(page, yes);
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/diagnose/answers"));
  await page.keyboard.press("Enter");
  expect((await answered).status()).toBe(200);

  await expect(page.locator("[aria-live=polite]").filter({ hasText: "Updated with your answer." })).toHaveCount(1);
  await expect(causeTitles(page)).not.toHaveText(before);
  // The focus stays with the questions (the next one), or goes to the result when they end.
  const nextText = card.locator("#triage-question-text");
  await expect(nextText.or(page.getByRole("heading", { name: "Recommended Solutions:" }))).toBeFocused();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);

  // The answer is kept on the visitor's lead.
  const id = await leadIdFromAlert(who.email);
  await signIn(page);
  await page.goto(`/admin/leads/${id}`);
  const found = page.getByRole("region", { name: "What the diagnosis found" });
  await expect(found.getByRole("list", { name: "Answers given" })).toContainText(`${question} Yes`);
});

test("the browser's code carries no part of the engine or its catalogue", () => {
  const dir = path.join(process.cwd(), "build", "client", "assets");
  const code = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".js"))
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"));
  expect(code.length).toBeGreaterThan(0);
  // A stop warning, a question and a cause title of the catalogue: they reach the page only in an answer.
  for (const text of ["Power in a wet machine", "a red bar under This PC", "An ageing hard drive slowing everything down"]) {
    expect(code.filter((c) => c.includes(text))).toEqual([]);
  }
});
