import path from "node:path";

import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const RULE = "import-x/no-restricted-paths";

let eslint: ESLint;

beforeAll(() => {
  // The project's own eslint.config.js, as `npm run lint` uses it. no-unresolved proves each
  // fixture's import resolves, so a passing case cannot pass merely because nothing was found.
  eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { "import-x/no-unresolved": "error" } } });
});

/** Lints `code` as if it were the file at `file` (relative to the repository root). */
async function lint(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

const DB = "app/db sits below the features";
const SEED = "Seed data is plain data and imports nothing";
const SHARED = "app/components, app/lib and app/content serve every feature and import none";
const ROUTES = "nothing below them imports one";
const SERVER = "server/ sits above the app";
const TESTS = "Source never imports tests/";
const FEATURE = "A feature reaches another only through its public module";
const PUBLIC_INDEX = "A feature's index.ts is loaded in the browser";

describe("import boundaries in eslint.config.js", () => {
  it.each([
    ["app/db/seed/products.ts", 'import { CATEGORY_SLUGS } from "~/features/catalog";\nexport const n = CATEGORY_SLUGS;', [DB]],
    [
      "app/db/client.server.ts",
      'import { DEFAULT_MOTHERBOARD_MODEL } from "../features/motherboards/schema";\nexport const m = DEFAULT_MOTHERBOARD_MODEL;',
      [DB],
    ],
    ["app/db/seed/products-data.ts", 'import { cn } from "~/lib/cn";\nexport const c = cn;', [SEED]],
    ["app/db/seed/motherboards-data.ts", 'import type { Database } from "../types";\nexport type D = Database;', [SEED]],
    ["app/components/ui/button.tsx", 'import { CATEGORIES } from "~/features/catalog";\nexport const c = CATEGORIES;', [SHARED]],
    ["app/lib/cn.ts", 'import { escapeWifi } from "../features/qr/wifi";\nexport const w = escapeWifi;', [SHARED]],
    [
      "app/content/business.ts",
      'import { LEADS_PAGE_SIZE } from "~/features/leads/leads.server";\nexport const n = LEADS_PAGE_SIZE;',
      [SHARED],
    ],
    ["app/features/catalog/price.ts", 'import { meta } from "~/routes/site/home";\nexport const m = meta;', [ROUTES]],
    ["app/lib/cn.ts", 'import { createApp } from "../../server/app";\nexport const a = createApp;', [SERVER]],
    [
      "app/features/qr/wifi.ts",
      'import { testDatabaseKinds } from "../../../tests/db";\nexport const k = testDatabaseKinds;',
      [TESTS],
    ],
    ["server/security.ts", 'import { testDatabaseKinds } from "../tests/db";\nexport const k = testDatabaseKinds;', [TESTS]],
    [
      "app/features/admin/product-schema.ts",
      'import { CATEGORY_LIST } from "~/features/catalog/categories";\nexport const l = CATEGORY_LIST;',
      [FEATURE],
    ],
    [
      "app/features/admin/product-draft.ts",
      'import { ProductCard } from "../catalog/components/product-card";\nexport const p = ProductCard;',
      [FEATURE],
    ],
    [
      "app/features/leads/leads.server.ts",
      'import { requireAdmin } from "~/features/admin/auth.server";\nexport const r = requireAdmin;',
      [FEATURE],
    ],
    ["app/features/admin/auth.server.ts", 'export { recordClick } from "~/features/clicks/clicks.server";', [FEATURE]],
    ["app/features/catalog/index.ts", 'export { insertProduct } from "./products.server";', [PUBLIC_INDEX]],
  ])("refuses in %s: %j", async (file, code, expected) => {
    const messages = await lint(file, code);
    expect(messages.map((m) => m.rule)).toEqual(expected.map(() => RULE));
    expected.forEach((text, i) => expect(messages[i].message).toContain(text));
  });

  it("refuses a type-only import and a dynamic import across features as well", async () => {
    const messages = await lint(
      "app/features/qr/messages.ts",
      'import type { Lead } from "~/features/leads/leads.server";\nexport type L = Lead;\nexport const load = () => import("~/features/catalog/categories");',
    );
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(m).toEqual({ rule: RULE, message: expect.stringContaining(FEATURE) });
  });

  it.each([
    [
      "app/features/admin/product-schema.ts",
      'import { CATEGORY_SLUGS } from "~/features/catalog";\nimport { insertProduct } from "~/features/catalog/index.server";\nimport { extractAsin } from "./paste-parser";\nimport type { Database } from "~/db/types";\nimport { cn } from "~/lib/cn";\nimport { Button } from "~/components/ui/button";\nexport const all = [CATEGORY_SLUGS, insertProduct, extractAsin, cn, Button] as const;\nexport type D = Database;',
    ],
    [
      "app/features/catalog/fallback-products.ts",
      'import { SEED_PRODUCTS } from "~/db/seed/products-data";\nexport const s = SEED_PRODUCTS;',
    ],
    [
      "app/routes/admin/products.tsx",
      'import { ProductCard } from "~/features/catalog/components/product-card";\nimport { countRecentClicks } from "~/features/clicks/clicks.server";\nexport const all = [ProductCard, countRecentClicks] as const;',
    ],
    [
      "server/security.ts",
      'import { invalidateCatalogCache } from "~/features/catalog/index.server";\nexport const i = invalidateCatalogCache;',
    ],
    [
      "app/features/admin/product-api.server.test.ts",
      'import { testDatabaseKinds } from "../../../tests/db";\nimport { recordClick } from "~/features/clicks/clicks.server";\nexport const all = [testDatabaseKinds, recordClick] as const;',
    ],
  ])("allows in %s: %j", async (file, code) => {
    expect(await lint(file, code)).toEqual([]);
  });
});
