import fs from "node:fs";
import path from "node:path";

import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";

import type { Database } from "./types";

export type DbKind = "sqlite" | "postgres";

export interface DbHandle {
  db: Kysely<Database>;
  kind: DbKind;
  /** The PostgreSQL connection string, for connections outside the pool (LISTEN); undefined on SQLite. */
  connectionString?: string;
  /** A cheap round trip; rejects when the store cannot answer. */
  ping(): Promise<void>;
  destroy(): Promise<void>;
}

export const DEFAULT_SQLITE_PATH = "./data/site.db";

/** Where a DATABASE_URL value points. Unset means the embedded SQLite file. */
export function resolveDatabaseTarget(url: string | undefined): { kind: DbKind; target: string } {
  if (!url) return { kind: "sqlite", target: DEFAULT_SQLITE_PATH };
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return { kind: "postgres", target: url };
  if (url.startsWith("file:")) {
    const target = url.slice("file:".length).replace(/^\/\/(?=\/)/, "");
    if (!target) throw new Error("DATABASE_URL file: needs a path, e.g. file:./data/site.db");
    return { kind: "sqlite", target };
  }
  throw new Error("DATABASE_URL must be unset, file:/path/to.db or postgres://…");
}

export function openDatabase(url: string | undefined): DbHandle {
  const { kind, target } = resolveDatabaseTarget(url);
  if (kind === "sqlite") {
    if (target !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    const sqlite = new SQLite(target);
    sqlite.pragma("journal_mode = WAL");
    // FULL: a write that was answered survives a power cut too, not only a process crash.
    sqlite.pragma("synchronous = FULL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    // A deleted or rewritten row's old bytes are overwritten with zeros, not left in free space
    // where a copy of the file could still read an erased person's details.
    sqlite.pragma("secure_delete = ON");
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return {
      db,
      kind,
      async ping() {
        sqlite.prepare("select 1").get();
      },
      async destroy() {
        await db.destroy();
      },
    };
  }
  const pool = new pg.Pool({
    connectionString: target,
    max: 10,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30000,
    query_timeout: 5000,
  });
  // A client losing its server must not crash the process: idle ones report through the pool,
  // checked-out ones through their own 'error' event (a query in flight still gets its error).
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind,
    connectionString: target,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async destroy() {
      await db.destroy();
    },
  };
}
