import { SqliteAdapter, type Kysely } from "kysely";

/** Whether this handle talks to SQLite (else PostgreSQL), for the few statements the two spell differently. */
export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
