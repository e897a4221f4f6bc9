import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    testTimeout: 20000,
    hookTimeout: 30000,
    fileParallelism: true,
    // Threads start faster than forked processes, and every core works: Vitest's default of one
    // worker fewer than the cores ran the files one at a time on a 2-core machine.
    pool: "threads",
    maxWorkers: Math.max(2, os.availableParallelism()),
  },
});
