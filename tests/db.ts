import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { Migrator, PostgresAdapter, sql, type Kysely } from "kysely";
import pg from "pg";

import { openDatabase, type DbHandle } from "~/db/client.server";
import { migrateToLatest } from "~/db/migrate.server";
import { MIGRATIONS } from "~/db/migrations";

import { withSchemaLock } from "./pg-schema-lock";

export interface TestDatabase {
  kind: "sqlite" | "postgres";
  /** A DATABASE_URL that opens this same database (for servers under test). */
  url: string;
  open(): Promise<DbHandle>;
  /** Removes the file or schema. */
  drop(): Promise<void>;
}

/** A fresh, empty SQLite file. */
export function makeSqliteDatabase(): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const file = path.join(dir, "site.db");
  return {
    kind: "sqlite",
    url: `file:${file}`,
    async open() {
      return openDatabase(`file:${file}`);
    },
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh, empty schema on the PostgreSQL named by TEST_DATABASE_URL. */
export function makePostgresDatabase(baseUrl: string): TestDatabase {
  const schema = `t_${crypto.randomBytes(6).toString("hex")}`;
  const u = new URL(baseUrl);
  u.searchParams.set("options", `-c search_path=${schema}`);
  const url = u.toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let created = false;
  return {
    kind: "postgres",
    url,
    async open() {
      if (!created) {
        await admin(`create schema ${schema}`);
        created = true;
      }
      return openDatabase(url);
    },
    async drop() {
      if (created) await withSchemaLock(baseUrl, "alone", () => admin(`drop schema ${schema} cascade`));
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): Array<{ kind: "sqlite" | "postgres"; make: () => TestDatabase }> {
  const kinds: Array<{ kind: "sqlite" | "postgres"; make: () => TestDatabase }> = [{ kind: "sqlite", make: makeSqliteDatabase }];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) kinds.push({ kind: "postgres", make: () => makePostgresDatabase(pgUrl) });
  return kinds;
}

/**
 * Runs `work`, which migrates or lists tables, so that no other test drops a schema meanwhile on
 * the shared PostgreSQL (tests/pg-schema-lock.ts). On SQLite it just runs it.
 */
export function whileMigrating<T>(kind: "sqlite" | "postgres", work: () => Promise<T>): Promise<T> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  return kind === "postgres" && pgUrl ? withSchemaLock(pgUrl, "shared", work) : work();
}

/** Opens a fresh, migrated database of the given kind. Call `cleanup` in afterAll/afterEach. */
export async function openMigratedDatabase(
  make: () => TestDatabase,
): Promise<{ handle: DbHandle; test: TestDatabase; cleanup: () => Promise<void> }> {
  const test = make();
  const handle = await test.open();
  await whileMigrating(test.kind, () => migrateToLatest(handle.db));
  return {
    handle,
    test,
    async cleanup() {
      await handle.destroy();
      await test.drop();
    },
  };
}

/** Migrates to `target` (inclusive), the way migrateToLatest keeps its bookkeeping. */

export async function migrateTo(db: Kysely<any>, target: string) {
  const migrationTableSchema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    allowUnorderedMigrations: true,
    migrationTableSchema,
  });
  const { error } = await migrator.migrateTo(target);
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
