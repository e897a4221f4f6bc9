import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";

/** Fails the test on any axe violation (WCAG 2.x A/AA and best practices). */
export async function expectAxeClean(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  // Colours are judged once fades and slides have finished, as a reader would see them.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), undefined, {
    timeout: 5000,
  });
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(summary, "axe violations").toEqual([]);
}

/** Every test fails on an uncaught page error or a console error the test did not expect. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (msg) => {
        if (msg.type() === "error") errors.push(`console: ${msg.text()}`);
      });
      await use(errors);
    },
    { auto: true },
  ],
});

test.afterEach(async ({ consoleErrors }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus && !testInfo.annotations.some((a) => a.type === "allow-console-errors")) {
    expect(consoleErrors, "console errors during the test").toEqual([]);
  }
});

export { expect };

/** Waits until React has hydrated the page (the root layout marks the document then). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

/** The "Show Number" disclosure's toggle (a <summary>, which has no ARIA role Playwright can query). */
export function showNumberToggle(scope: Page | Locator): Locator {
  return scope.locator("summary").filter({ hasText: /(Show|Hide) Number/ });
}
