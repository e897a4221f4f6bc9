import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_sessions")
    // sha256 of the cookie's token: a leaked table does not leak usable sessions.
    .addColumn("id", "varchar(64)", (col) => col.primaryKey())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("expires_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("admin_login_failures")
    .addColumn("client_key", "varchar(64)", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("admin_login_failures_client")
    .on("admin_login_failures")
    .columns(["client_key", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("admin_login_failures").execute();
  await db.schema.dropTable("admin_sessions").execute();
}
