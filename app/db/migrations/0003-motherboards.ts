import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

/** An auto-numbered primary key: SERIAL on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite. */
function addIdColumn<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, never>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return pg
    ? table.addColumn("id", "serial", (col: ColumnDefinitionBuilder) => col.primaryKey())
    : table.addColumn("id", "integer", (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement());
}

export async function up(db: Kysely<any>): Promise<void> {
  await addIdColumn(db, db.schema.createTable("motherboards"))
    .addColumn("model", "varchar(64)", (col) => col.notNull().unique())
    .addColumn("name", "varchar(200)", (col) => col.notNull())
    .addColumn("price_cents", "integer", (col) => col.notNull())
    .addColumn("socket", "varchar(40)", (col) => col.notNull())
    .addColumn("chipset", "varchar(40)", (col) => col.notNull())
    .addColumn("memory_type", "varchar(10)", (col) => col.notNull())
    .addColumn("memory_max_speed", "integer", (col) => col.notNull())
    .addColumn("form_factor", "varchar(20)", (col) => col.notNull())
    .addColumn("m2_slots", "integer", (col) => col.notNull())
    .addColumn("image_src", "varchar(300)", (col) => col.notNull())
    // JSON lists of display strings.
    .addColumn("features", "text", (col) => col.notNull())
    .addColumn("compatibility", "text", (col) => col.notNull())
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable("pc_components"))
    .addColumn("name", "varchar(200)", (col) => col.notNull().unique())
    .addColumn("kind", "varchar(20)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("price_cents", "integer", (col) => col.notNull())
    .addColumn("image_src", "varchar(300)", (col) => col.notNull())
    // Null means "a marketplace search for the name with the configured associate tag".
    .addColumn("affiliate_link", "varchar(2000)")
    // Editorial rating times ten (4.7 is 47); null when the site has not rated it.
    .addColumn("rating_tenths", "integer")
    .addColumn("text_snippet", "text", (col) => col.notNull())
    .addColumn("price_tier", "varchar(20)", (col) => col.notNull())
    // Compatibility attributes; only the ones the kind needs are set (see features/motherboards/compatibility.ts).
    .addColumn("socket", "varchar(40)")
    .addColumn("supported_sockets", "text")
    .addColumn("memory_type", "varchar(10)")
    .addColumn("supported_form_factors", "text")
    .addColumn("storage_interface", "varchar(10)")
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pc_components").execute();
  await db.schema.dropTable("motherboards").execute();
}
