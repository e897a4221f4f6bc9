import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "kysely";

import { openDatabase, type DbHandle } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";

import type { NewProduct } from "./products.server";

/**
 * A fresh migrated SQLite file per call, plus a fresh PostgreSQL schema when
 * TEST_DATABASE_URL is set. Mirrors the foundation's tests/db.ts so it can switch over.
 */
export function testDatabaseKinds(): Array<"sqlite" | "postgres"> {
  return process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
}

export async function openTestDatabase(kind: "sqlite" | "postgres", name: string): Promise<DbHandle & { cleanup(): Promise<void> }> {
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
    const handle = openDatabase(`file:${path.join(dir, "test.db")}`);
    await migrateToLatest(handle.db);
    return {
      ...handle,
      async cleanup() {
        await handle.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${name.replace(/\W/g, "_")}_${process.pid}_${Date.now()}`.toLowerCase();
  const admin = openDatabase(process.env.TEST_DATABASE_URL);
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  await admin.destroy();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const handle = openDatabase(url.toString());
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async cleanup() {
      await handle.destroy();
      const again = openDatabase(process.env.TEST_DATABASE_URL);
      await sql`drop schema ${sql.id(schema)} cascade`.execute(again.db);
      await again.destroy();
    },
  };
}

let counter = 0;

/** A valid product input; override what a test is about. */
export function makeNewProduct(overrides: Partial<NewProduct> = {}): NewProduct {
  counter += 1;
  return {
    category: "laptops",
    name: `Test Laptop ${counter}`,
    description: "A laptop used by the tests.",
    priceCents: 129999,
    imageSrc: "/images/products/laptops.svg",
    affiliateLink: `https://www.amazon.com/s?k=test+laptop+${counter}&tag=test-20`,
    rating: 4.5,
    textSnippet: "Snippet for tests.",
    features: ["Feature one", "Feature two"],
    priceTier: "mid",
    modelNumber: `TL-${counter}`,
    ...overrides,
  };
}
