import { spawn } from "node:child_process";

import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";

import { E2E_ADMIN_PASSWORD, E2E_LEAD_RETENTION_MONTHS } from "./constants";
import { freeLoopbackPort } from "../net";
import { waitForHealthy } from "./process";

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

/** The worker's own server: the production build on a fresh SQLite file with its own SMTP sink. */
export type E2eServer = { port: number; url: string };

/**
 * Every test fails on an uncaught page error or a console error the test did not expect.
 *
 * Each Playwright worker starts its own server (scripts/e2e-server.js on a free port, with its
 * own database under data/e2e-<port>/ and its own mail folder), and every page, request and
 * baseURL of that worker's tests goes to it, so no worker sees another's records, mail or rate
 * limit budget. `E2E_PORT` is set in the worker's process for the helpers that find the
 * server's files (mail.ts, the log checks).
 */
let testsInWorker = 0;

export const test = base.extend<{ consoleErrors: string[]; clientAddress: string }, { e2eServer: E2eServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const port = await freeLoopbackPort();
      const child = spawn(process.execPath, ["scripts/e2e-server.js"], {
        cwd: process.cwd(),
        env: {
          PATH: process.env.PATH ?? "",
          PORT: String(port),
          HOST: "127.0.0.1",
          // The tests are the proxy: each names a client address of its own (clientAddress).
          TRUST_PROXY: "true",
          ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
          LEAD_RETENTION_MONTHS: String(E2E_LEAD_RETENTION_MONTHS),
        },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr!.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
      const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
      try {
        await waitForHealthy(port, child);
      } catch (error) {
        child.kill("SIGKILL");
        throw new Error(`the worker's e2e server did not start: ${String(error)}\n${stderr}`);
      }
      process.env.E2E_PORT = String(port);
      await use({ port, url: `http://127.0.0.1:${port}` });
      child.kill("SIGTERM");
      await exited;
    },
    { scope: "worker", auto: true, timeout: 60_000 },
  ],
  baseURL: async ({ e2eServer }, provide) => {
    await provide(e2eServer.url);
  },
  /**
   * The client address this test's pages and requests come from (X-Forwarded-For to the
   * worker's server, which trusts one proxy), so every per-address limit starts afresh for
   * each test and no test spends another's budget.
   */
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  clientAddress: async ({}, provide) => {
    testsInWorker += 1;
    await provide(`10.200.${(testsInWorker >> 8) & 255}.${testsInWorker & 255}`);
  },
  extraHTTPHeaders: async ({ clientAddress }, provide) => {
    await provide({ "x-forwarded-for": clientAddress });
  },
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
