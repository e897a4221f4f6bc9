import { readdirSync } from "node:fs";
import path from "node:path";

import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const ROOT = import.meta.dirname;
const FEATURES = readdirSync(path.join(ROOT, "app/features"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WHY = "See docs/decisions/009-import-boundaries.md.";
const SOURCE_FILES = ["app/**/*.{ts,tsx}", "server/**/*.{ts,js}", "scripts/**/*.{ts,js}"];
const TEST_FILES = SOURCE_FILES.map((glob) => glob.replace("/*.", "/*.test."));

/**
 * Which folder may import which (docs/decisions/009-import-boundaries.md). Tests beside the
 * code may also reach into tests/ and into any feature's internals, since a test may follow one
 * journey across features; everything else keeps to the layering.
 */
function boundaryZones({ tests }) {
  const zones = [
    {
      target: "app/db",
      from: "app/features",
      message: `app/db sits below the features and never imports one; move what both need into app/db or app/lib. ${WHY}`,
    },
    {
      target: "app/db/seed/*-data.ts",
      from: ".",
      message: `Seed data is plain data and imports nothing (the listing pages ship it to the browser as their fallback). ${WHY}`,
    },
    {
      target: ["app/components", "app/lib", "app/content"],
      from: "app/features",
      message: `app/components, app/lib and app/content serve every feature and import none. ${WHY}`,
    },
    {
      target: ["app/features", "app/components", "app/lib", "app/content", "app/db"],
      from: "app/routes",
      message: `Route modules sit on top; nothing below them imports one. ${WHY}`,
    },
    {
      target: "app",
      from: "server",
      message: `server/ sits above the app: it may import app code, never the reverse. ${WHY}`,
    },
  ];
  if (tests) return zones;
  zones.push({
    target: ["app", "server", "scripts"],
    from: "tests",
    message: `Source never imports tests/. ${WHY}`,
  });
  for (const feature of FEATURES) {
    const publicModules = FEATURES.filter((other) => other !== feature).flatMap((other) => [
      `./${other}/index.ts`,
      `./${other}/index.server.ts`,
    ]);
    zones.push({
      target: `app/features/${feature}`,
      from: "app/features",
      except: [`./${feature}`, ...publicModules],
      message: `A feature reaches another only through its public module: features/<name>/index.ts (safe in the browser) or features/<name>/index.server.ts (server only). ${WHY}`,
    });
  }
  zones.push({
    target: "app/features/*/index.ts",
    from: ["app/**/*.server.ts", "app/**/*.server.tsx"],
    message: `A feature's index.ts is loaded in the browser; server code goes through its index.server.ts. ${WHY}`,
  });
  return zones;
}

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    files: SOURCE_FILES,
    plugins: { "import-x": importX },
    settings: {
      // Resolves the "~/" alias from tsconfig.json, so aliased and relative imports are judged alike.
      "import-x/resolver-next": [
        createNodeResolver({
          tsconfig: { configFile: path.join(ROOT, "tsconfig.json") },
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
        }),
      ],
    },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: boundaryZones({ tests: false }) }] },
  },
  {
    files: TEST_FILES,
    rules: { "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: boundaryZones({ tests: true }) }] },
  },
);
