import type { Kysely } from "kysely";

/**
 * A sign-in attempt is written before its password is checked, so parallel attempts cannot all
 * pass the limit; attempt_id lets a successful one take its row back. rate_limits holds the
 * per-address request counts that several app servers on one PostgreSQL must share (keys are
 * peppered hashes, never addresses).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("admin_login_failures").addColumn("attempt_id", "varchar(32)").execute();
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(64)", (col) => col.primaryKey())
    // Milliseconds since the epoch when the key's window ends and its count starts again.
    .addColumn("resets_at", "bigint", (col) => col.notNull())
    .addColumn("hits", "integer", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_resets_at").on("rate_limits").column("resets_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.alterTable("admin_login_failures").dropColumn("attempt_id").execute();
}
