import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from "kysely";

export function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** An auto-numbered integer primary key on both SQLite and PostgreSQL. */
export function autoIncrementId(db: Kysely<any>) {
  return (col: ColumnDefinitionBuilder) =>
    isSqlite(db) ? col.primaryKey().autoIncrement() : col.primaryKey().generatedByDefaultAsIdentity();
}
