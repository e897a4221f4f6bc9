import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.js";
import { E2E_ADMIN_PASSWORD, E2E_LEAD_RETENTION_MONTHS } from "./tests/e2e/constants";

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production build on a fresh SQLite database, seeded on start.
    command: "node scripts/e2e-server.js",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      E2E_PORT: String(port),
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      LEAD_RETENTION_MONTHS: String(E2E_LEAD_RETENTION_MONTHS),
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
