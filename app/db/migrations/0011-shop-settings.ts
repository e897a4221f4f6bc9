import { PostgresAdapter, type Kysely } from "kysely";

/**
 * Settings the owner edits in the admin: one row per field that has been saved (a field without
 * a row uses its environment default), and every change with its old and new value so a mistake
 * can be undone. Values are JSON; schema_version says how to read them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("shop_settings")
    .addColumn("field", "varchar(60)", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("schema_version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema
    .createTable("shop_settings_history")
    .addColumn("id", postgres ? "serial" : "integer", (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("field", "varchar(60)", (col) => col.notNull())
    // JSON; null means the field used (or went back to) its default.
    .addColumn("old_value", "text")
    .addColumn("new_value", "text")
    .addColumn("changed_at", "varchar(40)", (col) => col.notNull())
    .addColumn("actor", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("shop_settings_history_changed_idx")
    .on("shop_settings_history")
    .columns(["changed_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shop_settings_history").execute();
  await db.schema.dropTable("shop_settings").execute();
}
