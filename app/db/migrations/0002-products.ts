import { PostgresAdapter, type Kysely } from "kysely";

/** Postgres needs a serial column where SQLite autoincrements an integer primary key. */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable("products")
    .addColumn("id", pg ? "serial" : "integer", (col) => (pg ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("category", "varchar(40)", (col) => col.notNull())
    .addColumn("name", "varchar(300)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("price_cents", "integer")
    .addColumn("image_src", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("affiliate_link", "text", (col) => col.notNull())
    .addColumn("asin", "varchar(20)")
    .addColumn("rating", "double precision")
    .addColumn("text_snippet", "text", (col) => col.notNull().defaultTo(""))
    .addColumn("features", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("price_tier", "varchar(20)", (col) => col.notNull().defaultTo("unknown"))
    .addColumn("model_number", "varchar(120)", (col) => col.notNull().defaultTo(""))
    .addColumn("sort_position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(40)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(40)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("products_category_sort_idx").on("products").columns(["category", "sort_position", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("products").execute();
}
