import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/*.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup-unit.ts"],
    testTimeout: 20000,
    hookTimeout: 30000,
    fileParallelism: true,
    pool: "forks",
  },
});
