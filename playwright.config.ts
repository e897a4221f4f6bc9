import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.js";

// Each worker starts its own server and database (tests/e2e/fixtures.ts), so tests run in
// parallel and in any order. No retries: a test that fails once fails the run.
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Caps on waiting for an event, sized for a loaded 2-core machine (a stress-ng run beside the
  // suite makes everything two to three times slower); no test asserts how fast anything is.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
