import { PostgresAdapter, type Kysely } from "kysely";

/** Diagnosis requests kept as leads for the owner; the admin reads them. */
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite and PostgreSQL spell an auto-numbered key differently.
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("leads")
    .addColumn("id", postgres ? "serial" : "integer", (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn("issue", "varchar(20)", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("name", "varchar(100)", (col) => col.notNull())
    .addColumn("email", "varchar(254)", (col) => col.notNull())
    .addColumn("phone", "varchar(40)")
    .addColumn("client_timestamp", "varchar(40)", (col) => col.notNull())
    .addColumn("received_at", "varchar(40)", (col) => col.notNull())
    .addColumn("status", "varchar(20)", (col) => col.notNull().defaultTo("new"))
    .execute();
  await db.schema.createIndex("leads_received_at_idx").on("leads").column("received_at").execute();
  await db.schema.createIndex("leads_status_idx").on("leads").column("status").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("leads").execute();
}
