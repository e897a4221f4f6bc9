import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.js";

// Each worker starts its own server and database (tests/e2e/fixtures.ts), so tests run in
// parallel and in any order. No retries: a test that fails once fails the run.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
